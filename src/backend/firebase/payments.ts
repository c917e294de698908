/**
 * Payments online on Firebase (src/backend/payment-types.ts): the server's, through Cloud Functions; without them
 * every method answers 'unavailable'.
 */
import { ONLINE_PAYMENTS_NEED_FUNCTIONS } from '../../domain/ledger/payment-link';
import type { PaymentsApi } from '../payment-types';
import { BackendError } from '../backend-error';

export function createFirebasePaymentsApi(): PaymentsApi {
  const refuse = () => Promise.reject(new BackendError('unavailable', ONLINE_PAYMENTS_NEED_FUNCTIONS));
  return {
    available: () => Promise.resolve(false),
    balanceLink: refuse,
    balanceLinkForPage: refuse,
    refundOnline: refuse,
  };
}
