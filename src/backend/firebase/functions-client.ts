/**
 * Calls this project's Cloud Functions (functions/) with plain `fetch` in the callable protocol
 * (src/domain/server-api.ts): no Functions SDK in the visitor's bundle. Errors come back as BackendErrors with the
 * codes the pages pick their messages by (429 → 'resource-exhausted').
 */
import type { Deposit } from '../../domain/deposit';
import type { FeedSyncError, FeedSyncReport } from '../../domain/calendar-import/feed';
import type { EnquiryInput } from '../../domain/enquiry';
import type { LedgerEntry } from '../../domain/ledger/ledger';
import type { PaymentLink } from '../../domain/ledger/payment-link';
import {
  FUNCTION_NAMES,
  type BalanceLinkRequest,
  type CallableFailure,
  type CallableStatus,
  type CreatedEnquiry,
  type DepositLinkRequest,
  type RefundOnlineRequest,
} from '../../domain/server-api';
import { BackendError, type BackendErrorCode } from '../types';

const CODES: Partial<Record<CallableStatus, BackendErrorCode>> = {
  INVALID_ARGUMENT: 'invalid-argument',
  FAILED_PRECONDITION: 'invalid-argument',
  NOT_FOUND: 'not-found',
  ALREADY_EXISTS: 'conflict',
  RESOURCE_EXHAUSTED: 'resource-exhausted',
  UNAUTHENTICATED: 'permission-denied',
  PERMISSION_DENIED: 'permission-denied',
  UNAVAILABLE: 'unavailable',
};

export interface FunctionsClientOptions {
  /** settings.functionsBaseUrl: a function's URL is this, `/`, its name. */
  baseUrl: string;
  /** The App Check token to send (`X-Firebase-AppCheck`), or null without App Check. */
  appCheckToken?: () => Promise<string | null>;
  fetch?: typeof fetch;
}

function isFailure(body: unknown): body is CallableFailure {
  const error = (body as { error?: unknown } | null)?.error;
  return (
    typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'string'
  );
}

export function createFunctionsClient({
  baseUrl,
  appCheckToken,
  fetch: send = fetch,
}: FunctionsClientOptions) {
  async function call<T>(name: string, data: unknown, idToken?: string): Promise<T> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (idToken) headers.Authorization = `Bearer ${idToken}`;
    const token = appCheckToken ? await appCheckToken() : null;
    if (token) headers['X-Firebase-AppCheck'] = token;
    let response: Response;
    try {
      response = await send(`${baseUrl}/${name}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ data }),
      });
    } catch (error) {
      throw new BackendError('unavailable', 'The server could not be reached.', { cause: error });
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && body && typeof body === 'object' && 'result' in body) return body.result as T;
    if (isFailure(body)) {
      throw new BackendError(CODES[body.error.status] ?? 'unknown', body.error.message);
    }
    throw new BackendError(
      response.status === 429 ? 'resource-exhausted' : 'unknown',
      `HTTP ${response.status}`,
    );
  }

  return {
    /** Checks, prices and stores an enquiry or call-back request on the server (functions/src/create-enquiry.ts). */
    createEnquiry: (input: EnquiryInput) => call<CreatedEnquiry>(FUNCTION_NAMES.createEnquiry, input),
    /** The operator's deposit link (functions/src/deposit-link.ts), as the signed-in admin (their ID token). */
    createDepositLink: (enquiryId: string, idToken: string) =>
      call<Deposit>(FUNCTION_NAMES.createDepositLink, { enquiryId } satisfies DepositLinkRequest, idToken),
    /**
     * The link to pay a charter's balance (functions/src/balance-link.ts): the operator's for an enquiry (their ID
     * token), or the client's from their charter page's address (no sign-in).
     */
    createBalanceLink: (request: BalanceLinkRequest, idToken?: string) =>
      call<PaymentLink>(FUNCTION_NAMES.createBalanceLink, request, idToken),
    /** The operator's refund to the card (functions/src/refund-online.ts): the ledger entries recorded. */
    refundOnline: (request: RefundOnlineRequest, idToken: string) =>
      call<LedgerEntry[]>(FUNCTION_NAMES.refundOnline, request, idToken),
    /** The operator's "Sync now" of an imported calendar (functions/src/import-sync.ts): what changed. */
    syncImportFeed: (feedId: string, idToken: string) =>
      call<FeedSyncReport & { error: FeedSyncError | null }>(
        FUNCTION_NAMES.syncImportFeed,
        { feedId },
        idToken,
      ),
  };
}

export type FunctionsClient = ReturnType<typeof createFunctionsClient>;
