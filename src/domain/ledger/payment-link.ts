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

export const PAYMENT_LINK_STATUSES: readonly PaymentLinkStatus[] = ['open', 'paid', 'expired'];

/** What a balance link is worked out from: the enquiry as stored (its status, quote and ledger totals). */
export interface BalanceSource {
  status: string;
  quote: { totalFils: Fils } | null;
  money?: { paidFils: Fils; refundedFils: Fils };
}

/** What is still to pay on a charter: the stored quote's total less the ledger's net paid, never below nothing. */
export function balanceDueFils({ quote, money }: BalanceSource): Fils {
  const net = (money?.paidFils ?? 0) - (money?.refundedFils ?? 0);
  return Math.max(0, (quote?.totalFils ?? 0) - net);
}

/**
 * Why no balance link can be made (plain English: the operator's, and the reason the client's page is refused), or
 * null when one can. The client returns to their charter page from the payment page, so a charter needs one.
 */
export function balanceRefusal(enquiry: BalanceSource, page: 'active' | 'cancelled' | null): string | null {
  if (enquiry.status !== 'confirmed') return 'A balance link is made only for a confirmed charter.';
  if (!enquiry.quote || !Number.isSafeInteger(enquiry.quote.totalFils)) {
    return 'This charter has no quote to pay.';
  }
  if (page === 'cancelled') return 'This charter was cancelled: nothing more is paid on it.';
  if (page === null) {
    return 'Make the client’s charter page first: the payment page sends the client back to it.';
  }
  if (balanceDueFils(enquiry) <= 0) return 'Nothing is due: the charter is paid in full.';
  return null;
}

/** The client's language's words for the balance link's WhatsApp message (the admin is English; the client may not be). */
const BALANCE_MESSAGE = {
  en: (m: BalanceMessageFacts) =>
    `${m.name ? `Hello ${m.name},` : 'Hello,'} here is the link to pay the balance of ${m.amount} for your charter ${m.reference}: ${m.url}`,
  ar: (m: BalanceMessageFacts) =>
    `${m.name ? `مرحباً ${m.name}،` : 'مرحباً،'} إليك رابط دفع الرصيد المتبقي البالغ ${m.amount} لرحلتك ${m.reference}: ${m.url}`,
  ru: (m: BalanceMessageFacts) =>
    `${m.name ? `Здравствуйте, ${m.name}!` : 'Здравствуйте!'} Ссылка для оплаты остатка ${m.amount} за вашу аренду ${m.reference}: ${m.url}`,
} as const;

/** What the balance link's message names: the amount is written in the client's language by the caller. */
export interface BalanceMessageFacts {
  /** The client's name as given ('' for none). */
  name: string;
  reference: string;
  amount: string;
  url: string;
}

/** The short WhatsApp message with the balance link, in the client's language (English for one the site lacks). */
export function balanceLinkMessage(language: string, facts: BalanceMessageFacts): string {
  const words = language === 'ar' || language === 'ru' ? BALANCE_MESSAGE[language] : BALANCE_MESSAGE.en;
  return words({ ...facts, name: facts.name.trim() });
}
