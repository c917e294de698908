/**
 * The payments side of the Backend interface: the balance paid online and refunds to the card it was paid with
 * (docs/decisions/0045-ledger.md). On Firebase these are the server's (Cloud Functions with Stripe); the demo backend
 * stands in for Stripe with its own payment page on the site, where no real money moves. Firebase without Functions
 * answers 'unavailable' (ONLINE_PAYMENTS_NEED_FUNCTIONS): there the operator records what they took, in the ledger.
 * Re-exported from ./types.
 */
import type { LedgerEntry } from '../domain/ledger/ledger';
import type { PaymentLink } from '../domain/ledger/payment-link';

export interface PaymentsApi {
  /**
   * Anyone. Whether this backend takes money online (Functions on, or the demo's stand-in): when false every method
   * below answers 'unavailable', and the pages offer no button that would.
   */
  available(): Promise<boolean>;
  /**
   * Admin. The link to pay the balance of a confirmed charter: exactly what is still due (the stored quote's total
   * less the ledger's net paid), in the client's language. A link still open for that same amount is given again;
   * 'invalid-argument' when nothing is due or the enquiry is not confirmed.
   */
  balanceLink(enquiryId: string): Promise<PaymentLink>;
  /** Anyone holding the charter page's address: the same link for that page's charter (null: no such page). */
  balanceLinkForPage(token: string): Promise<PaymentLink | null>;
  /**
   * Admin. Refunds up to `amountFils` of the charter's card payments made online, the newest first, back to the card
   * (Stripe's refunds API); each refund is recorded in the ledger (method card-online, its Stripe id) with its credit
   * note, once even when Stripe's webhook reports it too. 'invalid-argument' when more is asked than was paid online
   * and not yet refunded. Returns the entries recorded.
   */
  refundOnline(enquiryId: string, amountFils: number): Promise<LedgerEntry[]>;
}

/** How the demo's payment page ends a visit: paid, a declined card (simulated), or left without paying. */
export type DemoCheckoutOutcome = 'paid' | 'declined' | 'cancelled';

/** What the demo's payment page shows of its session: the charter, what is paid so far and the amount to pay. */
export interface DemoCheckoutSession {
  sessionId: string;
  /** 'expired' once its time has passed, also before anything wrote so. */
  status: PaymentLink['status'];
  amountFils: number;
  /** The charter's total and what its ledger holds as paid (net of refunds), as the session is read. */
  totalFils: number;
  paidFils: number;
  reference: string;
  yachtName: string;
  /** The client's language, and their charter page's address (its token), where the page sends them back. */
  language: string;
  charterToken: string;
  /** ISO 8601. */
  expiresAt: string;
}

/**
 * The demo backend's stand-in for Stripe's Checkout page (docs/decisions/0048-demo-payment-page.md): only the demo
 * backend has it (`Backend.demoCheckout`); on Firebase Stripe's own page and webhook do this. Anyone holding a
 * session's id (the payment page's address) may use it, as anyone holding a Checkout link may pay it.
 */
export interface DemoCheckoutApi {
  /** The session, or null when there is none with that id. */
  session(sessionId: string): Promise<DemoCheckoutSession | null>;
  /**
   * Ends a visit to the payment page. 'paid' records the card payment in the ledger (method card-online, a made-up
   * `pi_demo_…` id) with its invoice and marks the session and the enquiry's link paid, in one transaction;
   * 'declined' and 'cancelled' record nothing (the link stays open, as Stripe's does). 'invalid-argument' when the
   * session is no longer open (paid, expired, replaced) or the charter can no longer be paid; 'not-found' for no
   * session. Returns the session as it now stands.
   */
  complete(sessionId: string, outcome: DemoCheckoutOutcome): Promise<DemoCheckoutSession>;
}
