/**
 * The ledger side of the Backend interface (docs/decisions/0045-ledger.md): a confirmed charter's payments and
 * refunds, the admin's alone. Re-exported from ./types.
 */
import type { DubaiDate } from '../domain/booking/dubai-time';
import type { PeriodEntries } from '../domain/dashboard/money';
import type { LedgerEntry, LedgerInput } from '../domain/ledger/ledger';
import type { TaxDocument } from '../domain/ledger/tax-document';

export interface LedgerApi {
  /** Admin. The enquiry's entries, oldest first (by when the money moved). Not found: 'not-found'. */
  entries(enquiryId: string): Promise<LedgerEntry[]>;
  /**
   * Admin. Records a payment or refund taken offline, with the enquiry's totals (`money`) and its charter page's
   * paid amount, in one transaction. A payment needs a confirmed (or completed) enquiry with its quote; a refund is
   * at most what was paid and not yet refunded. 'invalid-argument' with the reason. Returns the stored entry.
   * In the same transaction its document is issued (docs/decisions/0046-tax-documents.md): a payment's tax invoice
   * (or receipt), a refund's credit note, numbered next in its series, and put on the client's charter page.
   */
  record(enquiryId: string, input: LedgerInput): Promise<LedgerEntry>;
  /** Admin. The enquiry's invoices and credit notes, in the order they were issued. */
  documents(enquiryId: string): Promise<TaxDocument[]>;
  /**
   * Admin. Every charter's entries whose money moved (`at`) on the Dubai dates `fromDate` to `toDate` inclusive, each
   * with its enquiry's id, oldest first: the period figures' money received and refunded
   * (docs/decisions/0029-period-figures.md). At most MAX_PERIOD_ENTRIES (the oldest); `cut` when more moved.
   */
  moved(fromDate: DubaiDate, toDate: DubaiDate): Promise<PeriodEntries>;
}
