/**
 * Cancellations by the policy and credit vouchers (docs/decisions/0049-cancellations-and-vouchers.md). Re-exported from
 * ./types.
 */
import type { Cancellation, CancellationInput } from '../domain/ledger/cancellation';
import type { LedgerEntry } from '../domain/ledger/ledger';
import type { Voucher, VoucherCheck } from '../domain/ledger/voucher';

export interface CancellationsApi {
  /**
   * Admin. Cancels a confirmed charter in one transaction: its booking is removed (the slot is free), the enquiry is
   * 'lost' with its `cancellation` (the policy's refund worked out from the stored settings and the ledger's totals,
   * the operator's refund, the credit), the client's page says it is cancelled, and for the weather a voucher worth
   * the credit is issued. 'invalid-argument' with the reason (cancellationErrors) or when it is not a confirmed
   * charter. The refunds themselves are then recorded in the ledger (refundStillDue says what is left).
   */
  cancel(enquiryId: string, input: CancellationInput): Promise<Cancellation>;
  /** Anyone holding a code: what is left of it and until when; null when no voucher has it. */
  checkVoucher(code: string): Promise<VoucherCheck | null>;
  /** Admin. A voucher issued by hand, worth `amountFils`, valid 12 months. */
  issueVoucher(amountFils: number): Promise<Voucher>;
  /** Admin. The vouchers, newest first (at most 200). */
  vouchers(): Promise<Voucher[]>;
  /**
   * Admin. Applies the voucher the enquiry names (`voucherCode`) to its confirmed charter: a payment by credit of
   * what the voucher covers (at most what is still due), with its tax invoice, and the voucher's use, in one
   * transaction. 'invalid-argument' when the code is unknown, expired, used up, or nothing is due.
   */
  applyVoucher(enquiryId: string): Promise<LedgerEntry>;
}
