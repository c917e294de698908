/**
 * The deposit a client pays online for a confirmed enquiry (Stripe Checkout, created by the functions; docs/decisions/
 * 0037-deposits.md). Pure: the amount, the link's expiry, what the admin shows and the WhatsApp message.
 */
import { DEPOSIT_RETURN_PATHS } from './deposit-paths';
import { DEFAULT_LOCALE, isLocale, localePath } from './locales';

export type DepositStatus = 'link-sent' | 'paid' | 'expired';
export const DEPOSIT_STATUSES: readonly DepositStatus[] = ['link-sent', 'paid', 'expired'];

/** Stored on the enquiry by the functions only (the admin SDK); the rules keep every browser from writing it. */
export interface Deposit {
  status: DepositStatus;
  /** The Stripe Checkout page. */
  url: string;
  /** The Checkout Session's id (`cs_…`). */
  sessionId: string;
  amountFils: number;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601: when Stripe stops taking payment on the link. */
  expiresAt: string;
  /** ISO 8601, once paid. */
  paidAt?: string;
  /** The email the client gave Stripe when paying (the reminders go to it when the operator gave none). */
  email?: string;
}

/** Why a backend without Cloud Functions (the demo, or Firebase on the free plan) makes no deposit link. */
export const DEPOSITS_NEED_FUNCTIONS =
  'Deposits online need the server: Cloud Functions switched on (VITE_USE_FUNCTIONS) with a Stripe account.';

/** How long an unpaid link holds the yacht when the booking settings name no hold time. */
export const DEFAULT_DEPOSIT_HOLD_HOURS = 24;
/** Stripe Checkout's limits on `expires_at`: from 30 minutes to 24 hours after the session is created. */
export const CHECKOUT_MIN_SECONDS = 30 * 60;
export const CHECKOUT_MAX_SECONDS = 24 * 60 * 60;
/** Margin kept inside Stripe's limits, so the request's own travel time never crosses them. */
const MARGIN_SECONDS = 60;

export interface DepositExpiry {
  /** Unix seconds, for Stripe's `expires_at`. */
  expiresAtSeconds: number;
  /** True when the hold time was outside what Stripe allows and was brought inside it. */
  clamped: boolean;
}

/** When a link created at `now` (ms) expires: the hold time, brought inside Stripe's 30 min to 24 h. */
export function depositExpiry(now: number, holdHours: number): DepositExpiry {
  const nowSeconds = Math.floor(now / 1000);
  const wanted = Math.round(holdHours * 3600);
  const min = CHECKOUT_MIN_SECONDS + MARGIN_SECONDS;
  const max = CHECKOUT_MAX_SECONDS - MARGIN_SECONDS;
  const seconds = Math.min(max, Math.max(min, Number.isFinite(wanted) ? wanted : max));
  return { expiresAtSeconds: nowSeconds + seconds, clamped: seconds !== wanted };
}

/** Why no deposit link can be made for an enquiry, or null when one can. Plain English (the admin's language). */
export function depositRefusal(enquiry: {
  status: string;
  quote: { depositFils: number } | null;
  deposit?: Deposit;
}): string | null {
  if (enquiry.status !== 'confirmed') return 'A deposit link is made only for a confirmed enquiry.';
  if (!enquiry.quote || !Number.isInteger(enquiry.quote.depositFils) || enquiry.quote.depositFils <= 0) {
    return 'This enquiry has no quote with a deposit to pay.';
  }
  if (enquiry.deposit?.status === 'paid') return 'The deposit is already paid.';
  return null;
}

/** What the operator sees: a link past its expiry is expired even before Stripe's webhook says so. */
export function depositState(deposit: Deposit, now: number): DepositStatus {
  if (deposit.status === 'link-sent' && Date.parse(deposit.expiresAt) <= now) return 'expired';
  return deposit.status;
}

/** Whether a stored link can be given again rather than making a second one. */
export function isOpenLink(deposit: Deposit, now: number): boolean {
  return depositState(deposit, now) === 'link-sent';
}

/**
 * The public return page in the enquiry's language, with the reference: `/deposit/thanks?ref=…`,
 * `/ar/deposit/thanks?ref=…`, `/ru/deposit/unpaid?ref=…`. Each page is prerendered; only the reference is read from
 * the address.
 */
export function depositReturnPath(
  language: string,
  outcome: 'paid' | 'cancelled',
  reference: string,
): string {
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  const query = new URLSearchParams({ ref: reference });
  return `${localePath(locale, DEPOSIT_RETURN_PATHS[outcome])}?${query.toString()}`;
}

/** The short WhatsApp message with the link (English: the operator writes to the client in their own words). */
export function depositMessage(
  { name, reference }: { name: string; reference: string },
  url: string,
  amount: string,
): string {
  const greeting = name.trim() ? `Hello ${name.trim()},` : 'Hello,';
  return `${greeting} here is the link to pay the ${amount} deposit for your charter ${reference}: ${url}`;
}
