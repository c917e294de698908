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
  /** Forwards the chat to the provider with the key the browser never sees (functions/src/chat/, decision 0034). */
  chat: 'chat',
  /** The confirmed charters as an iCalendar feed at a secret address (functions/src/calendar-feed.ts). */
  calendarFeed: 'calendarFeed',
  /** One yacht's busy times, without personal data, for the marketplaces to import (functions/src/yacht-feed.ts). */
  yachtFeed: 'yachtFeed',
  /** The admin's deposit link for a confirmed enquiry: a Stripe Checkout Session (functions/src/deposit-link.ts). */
  createDepositLink: 'createDepositLink',
  /**
   * The link to pay a confirmed charter's balance: a Stripe Checkout Session for what is still due, asked for by the
   * operator or from the client's charter page (functions/src/balance-link.ts).
   */
  createBalanceLink: 'createBalanceLink',
  /** The operator's refund to the card of the charter's online payments (functions/src/refund-online.ts). */
  refundOnline: 'refundOnline',
  /** The operator's "Sync now" of an imported calendar, read by the server (functions/src/import-sync.ts). */
  syncImportFeed: 'syncImportFeed',
  /**
   * Stripe's webhook: records deposits and balances paid, links expired and refunds (functions/src/stripe-webhook.ts).
   * Not called by the site.
   */
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

/**
 * What the chat proxy accepts, so the browser sends what fits: at most `messages` turns of the conversation (the
 * newest; the browser drops older ones), the last the visitor's, and no instruction: the proxy writes its own, within
 * `instructionChars`, and keeps the whole within `totalChars` (docs/decisions/0039-functions-hardening.md). A model
 * the browser calls itself (VITE_CHAT_API_URL) is sent the same turns after the browser's instruction.
 */
export const CHAT_LIMITS = {
  /** Turns of the conversation (the instruction not counted). */
  messages: 20,
  /** Characters of one turn (the chat's field takes 500; a model's answer is asked for in 30 words). */
  messageChars: 1_000,
  /** Characters of the instruction (the fleet, services and packages: about 2,000 with the fixtures). */
  instructionChars: 8_000,
  /** Characters of the whole conversation, instruction included. */
  totalChars: 20_000,
} as const;

/** Requests per IP address the chat proxy answers in a window, then HTTP 429 until the window ends. */
export const CHAT_RATE_LIMIT = { max: 20, windowSeconds: 600 } as const;
/**
 * Enquiries and call-back requests createEnquiry takes from one IPv4 address or IPv6 /64 (functions/src/client-ip.ts
 * ipBucket) per hour, then HTTP 429: a family's, an office's, a hotel's.
 */
export const ENQUIRIES_PER_IP = { max: 10, windowSeconds: 60 * 60 } as const;
/** Where the functions keep their limits' counters: only the admin SDK reads and writes it (firestore.rules). */
export const RATE_LIMITS_COLLECTION = 'rateLimits';
/** Characters the conversation's turns may take together: the whole less the instruction's share. */
export const CHAT_TURNS_CHARS = CHAT_LIMITS.totalChars - CHAT_LIMITS.instructionChars;
/** createDepositLink's request: the enquiry's id only. The amount is the stored quote's, read by the server. */
export interface DepositLinkRequest {
  enquiryId: string;
}

/**
 * createBalanceLink's request: the operator names the enquiry (with their ID token), the client's charter page its
 * own address (no sign-in). The amount is never sent: the server works it out from the stored quote and the ledger.
 */
export type BalanceLinkRequest = { enquiryId: string } | { token: string };
/** refundOnline's request (the operator's): how much to refund of the charter's card payments made online. */
export interface RefundOnlineRequest {
  enquiryId: string;
  amountFils: number;
}
