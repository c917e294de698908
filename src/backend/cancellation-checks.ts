/**
 * What both backends work out and check when the operator cancels a charter or uses a voucher, with the same words
 * (docs/decisions/0049-cancellations-and-vouchers.md). The Firestore rules hold the same bounds for browsers.
 */
import { dubaiInstant } from '../domain/booking/dubai-time';
import { paymentTermsOf, type PaymentTerms } from '../domain/charter/cancellation-policy';
import type { CharterPage } from '../domain/charter/charter-page';
import type { Enquiry } from '../domain/enquiry';
import {
  cancellationErrors,
  cancellationMessages,
  cancellationTerms,
  creditOf,
  type Cancellation,
  type CancellationInput,
} from '../domain/ledger/cancellation';
import { netPaid, NO_MONEY, type LedgerEntry } from '../domain/ledger/ledger';
import {
  issueVoucher,
  newVoucherCode,
  voucherAmountProblem,
  voucherApplies,
  voucherMessages,
  voucherRefusal,
  type Voucher,
} from '../domain/ledger/voucher';
import { BackendError } from './backend-error';

const aed = (fils: number) => `AED ${(fils / 100).toFixed(2)}`;

/**
 * The cancellation of `enquiry` as stored, and its voucher (weather) or null; 'invalid-argument' with the first
 * reason. `terms` are those the charter was sold under (its page's), else the settings'.
 */
export function checkedCancellation(
  enquiry: Enquiry,
  input: CancellationInput,
  context: {
    terms: PaymentTerms | undefined;
    settings: Parameters<typeof paymentTermsOf>[0];
    now: number;
    by: string;
  },
): { cancellation: Cancellation; voucher: Voucher | null } {
  const { quote } = enquiry;
  if (enquiry.status !== 'confirmed' || !enquiry.bookingId || !quote)
    throw new BackendError('invalid-argument', cancellationMessages.notConfirmed);
  const { now } = context;
  const requestedAt = input.reason === 'client' ? Date.parse(input.requestedAt) : now;
  const money = enquiry.money ?? NO_MONEY;
  const terms = cancellationTerms({
    reason: input.reason,
    tiers: (context.terms ?? paymentTermsOf(context.settings)).tiers,
    money,
    start: dubaiInstant(quote.selection.date, quote.selection.startMinute),
    requestedAt: Number.isNaN(requestedAt) ? now : requestedAt,
  });
  const cleaned = { ...input, note: input.note.trim() };
  const first = Object.values(cancellationErrors(cleaned, { terms, now, formatAed: aed }))[0];
  if (first) throw new BackendError('invalid-argument', first);
  const creditFils = creditOf(input.reason, terms.paidFils, input.refundFils);
  const voucher =
    creditFils > 0
      ? issueVoucher({
          code: newVoucherCode(),
          amountFils: creditFils,
          reason: 'weather',
          fromEnquiryId: enquiry.id,
          now,
        })
      : null;
  const cancellation: Cancellation = {
    reason: cleaned.reason,
    requestedAt: new Date(Number.isNaN(requestedAt) ? now : requestedAt).toISOString(),
    refundFils: cleaned.refundFils,
    note: cleaned.note,
    at: new Date(now).toISOString(),
    by: context.by,
    paidFils: terms.paidFils,
    policyFils: terms.policyFils,
    creditFils,
    voucherCode: voucher?.code ?? '',
    refundedBeforeFils: money.refundedFils,
  };
  return { cancellation, voucher };
}

/** The client's page once cancelled: said so, with the weather's voucher for them to book again with. */
export const cancelledPage = (page: CharterPage, voucher: Voucher | null): CharterPage => ({
  ...page,
  status: 'cancelled',
  ...(voucher
    ? { voucher: { code: voucher.code, amountFils: voucher.amountFils, expiresAt: voucher.expiresAt } }
    : {}),
});

/** A voucher issued by hand; 'invalid-argument' when the amount cannot be one. */
export function checkedManualVoucher(amountFils: number, now: number): Voucher {
  const problem = voucherAmountProblem(amountFils);
  if (problem) throw new BackendError('invalid-argument', problem);
  return issueVoucher({ code: newVoucherCode(), amountFils, reason: 'manual', fromEnquiryId: '', now });
}

/**
 * The payment by credit a voucher makes on `enquiry` (confirmed, naming it), and the voucher once used; 'invalid-
 * argument' with the reason. The entry's id is given by the backend.
 */
export function voucherPayment(
  enquiry: Enquiry,
  voucher: Voucher | null,
  context: { entryId: string; now: number; by: string },
): { entry: LedgerEntry; voucher: Voucher } {
  const confirmed = (enquiry.status === 'confirmed' || enquiry.status === 'completed') && enquiry.quote;
  if (!confirmed || !enquiry.quote)
    throw new BackendError('invalid-argument', 'A voucher is applied to a confirmed charter.');
  const refusal = voucherRefusal(voucher, context.now);
  if (refusal || !voucher) throw new BackendError('invalid-argument', refusal ?? voucherMessages.unknown);
  const due = enquiry.quote.totalFils - netPaid(enquiry.money ?? NO_MONEY);
  const amountFils = voucherApplies(voucher, due, context.now);
  if (amountFils <= 0) throw new BackendError('invalid-argument', voucherMessages.nothingDue);
  const at = new Date(context.now).toISOString();
  const entry: LedgerEntry = {
    id: context.entryId,
    kind: 'payment',
    amountFils,
    method: 'credit',
    at,
    note: `Voucher ${voucher.code}`,
    recordedAt: at,
    recordedBy: context.by,
  };
  return {
    entry,
    voucher: {
      ...voucher,
      usedFils: voucher.usedFils + amountFils,
      lastUse: { enquiryId: enquiry.id, entryId: entry.id, amountFils },
    },
  };
}
