/**
 * A link to pay a charter's balance online: a Stripe Checkout Session made by the server (Functions on) or the demo
 * backend's payment page on the site. Its amount is worked out where it is made, from the stored quote and the
 * ledger, never taken from a browser.
 */
import type { Fils } from '../booking/money';

export type PaymentLinkStatus = 'open' | 'paid' | 'expired';

export interface PaymentLink {
  /** What it pays: the balance (the deposit keeps its own link, ../deposit.ts). */
  purpose: 'balance';
  /** The payment page: Stripe's, or the demo's on this site (`/demo-pay/…`). */
  url: string;
  /** The Checkout Session's id (`cs_…`), or the demo's session id. */
  sessionId: string;
  amountFils: Fils;
  status: PaymentLinkStatus;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601: when the page stops taking payment. */
  expiresAt: string;
}

/** Why a backend without Cloud Functions (Firebase on the free plan) takes no money online. */
export const ONLINE_PAYMENTS_NEED_FUNCTIONS =
  'Payments and refunds online need the server: Cloud Functions switched on (VITE_USE_FUNCTIONS) with a Stripe account. Record what you take in the ledger instead.';

/** Whether a stored link may be given again for `amountFils` at `now`: still open, unexpired, the same amount. */
export const isReusableLink = (link: PaymentLink, amountFils: Fils, now: number): boolean =>
  link.status === 'open' && Date.parse(link.expiresAt) > now && link.amountFils === amountFils;
