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
  /** The confirmed charters as an iCalendar feed at a secret address (functions/src/calendar-feed.ts). */
  calendarFeed: 'calendarFeed',
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
