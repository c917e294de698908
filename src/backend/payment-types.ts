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
