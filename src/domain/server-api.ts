/**
 * What the browser and this project's Cloud Functions (functions/) agree on. Shared by both, so a renamed function
 * or region cannot drift apart. docs/decisions/0033-server-side.md tells what runs where with and without Functions.
 */
import type { EnquiryQuote } from './enquiry';

/** Doha: the Google Cloud region nearest to Dubai that runs 2nd-gen functions. */
export const FUNCTIONS_REGION = 'me-central1';

/** The functions the site calls, by the name each is exported and deployed as (its URL is the base, `/`, this). */
export const FUNCTION_NAMES = {
  /** Prices, checks and stores an enquiry or a call-back request (functions/src/create-enquiry.ts). */
  createEnquiry: 'createEnquiry',
  /** The admin's deposit link for a confirmed enquiry: a Stripe Checkout Session (functions/src/deposit-link.ts). */
  createDepositLink: 'createDepositLink',
  /** Stripe's webhook: marks deposits paid or expired (functions/src/stripe-webhook.ts). Not called by the site. */
  stripeWebhook: 'stripeWebhook',
} as const;
export type FunctionName = (typeof FUNCTION_NAMES)[keyof typeof FUNCTION_NAMES];

/**
 * The callable protocol over plain `fetch` (no Functions SDK in the public bundle): `POST { data }` with
 * `Content-Type: application/json` (and `X-Firebase-AppCheck` when App Check is on), answered `{ result }`, or an
 * HTTP error status with `{ error: { status, message } }`, status one of these (429 is RESOURCE_EXHAUSTED).
 */
export type CallableStatus =
  | 'INVALID_ARGUMENT'
  | 'FAILED_PRECONDITION'
  | 'NOT_FOUND'
  | 'ALREADY_EXISTS'
  | 'RESOURCE_EXHAUSTED'
  | 'UNAUTHENTICATED'
  | 'PERMISSION_DENIED'
  | 'UNAVAILABLE'
  | 'INTERNAL';
export interface CallableFailure {
  error: { status: CallableStatus; message: string };
}

/**
 * createEnquiry's answer: the stored enquiry's id and reference and the quote as the server priced and stored it
 * (null for a plain call-back request). The browser's own total is never stored.
 */
export interface CreatedEnquiry {
  id: string;
  reference: string;
  quote: EnquiryQuote | null;
}

/** createDepositLink's request: the enquiry's id only. The amount is the stored quote's, read by the server. */
export interface DepositLinkRequest {
  enquiryId: string;
}
