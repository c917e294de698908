/**
 * The demo's payments (src/backend/payment-types.ts): not yet taken online here.
 */
import { ONLINE_PAYMENTS_NEED_FUNCTIONS } from '../../domain/ledger/payment-link';
import type { PaymentsApi } from '../payment-types';
import { BackendError } from '../backend-error';

export function createDemoPaymentsApi(): PaymentsApi {
  const refuse = () => Promise.reject(new BackendError('unavailable', ONLINE_PAYMENTS_NEED_FUNCTIONS));
  return {
    available: () => Promise.resolve(false),
    balanceLink: refuse,
    balanceLinkForPage: refuse,
    refundOnline: refuse,
  };
}
