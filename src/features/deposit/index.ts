export { DepositPaidPage, DepositUnpaidPage } from './deposit-return-page';
