/**
 * Payments online on Firebase (src/backend/payment-types.ts): the server's, through Cloud Functions
 * (functions/src/balance-link.ts, refund-online.ts; docs/decisions/0047-balance-and-refunds-online.md), called with
 * plain fetch. Without Functions every method but `available` answers 'unavailable'.
 */
import { ONLINE_PAYMENTS_NEED_FUNCTIONS } from '../../domain/ledger/payment-link';
import type { PaymentsApi } from '../payment-types';
import { BackendError } from '../backend-error';
import { createFunctionsClient, type FunctionsClientOptions } from './functions-client';

const unavailable = () => new BackendError('unavailable', ONLINE_PAYMENTS_NEED_FUNCTIONS);

/**
 * What anyone holding a charter page's address may do, without the Firebase SDK (the client's phone runs it from
 * the visitor's backend, ./deferred.ts): whether payments are taken online, and the page's balance link.
 */
export function createPagePaymentsApi(
  server: FunctionsClientOptions | undefined,
): Pick<PaymentsApi, 'available' | 'balanceLinkForPage'> {
  const client = server ? createFunctionsClient(server) : null;
  return {
    available: () => Promise.resolve(client !== null),
    async balanceLinkForPage(token) {
      if (!client) throw unavailable();
      try {
        return await client.createBalanceLink({ token });
      } catch (error) {
        if (error instanceof BackendError && error.code === 'not-found') return null;
        throw error;
      }
    },
  };
}

/** The whole API: the page's part, and the operator's with their ID token. */
export function createFirebasePaymentsApi(
  server: FunctionsClientOptions | undefined,
  currentIdToken: () => Promise<string | null>,
): PaymentsApi {
  const client = server ? createFunctionsClient(server) : null;
  async function asOperator(what: string): Promise<{ call: NonNullable<typeof client>; token: string }> {
    if (!client) throw unavailable();
    const token = await currentIdToken();
    if (!token) throw new BackendError('permission-denied', `Sign in as the operator to ${what}.`);
    return { call: client, token };
  }
  return {
    ...createPagePaymentsApi(server),
    async balanceLink(enquiryId) {
      const { call, token } = await asOperator('make a payment link');
      return call.createBalanceLink({ enquiryId }, token);
    },
    async refundOnline(enquiryId, amountFils) {
      const { call, token } = await asOperator('refund to the card');
      return call.refundOnline({ enquiryId, amountFils }, token);
    },
  };
}
