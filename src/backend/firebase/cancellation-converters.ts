// Cancellations and vouchers as Firestore stores them (docs/decisions/0049-cancellations-and-vouchers.md): times as
// Timestamps, read back as ISO strings; anything malformed is left out rather than thrown. No Firebase import: the
// visitor's REST reads (rest-catalogue.ts) use these converters; the writers are in cancellations.ts.
import { CANCEL_REASONS } from '../../domain/ledger/cancel-reasons';
import type { Voucher } from '../../domain/ledger/voucher';
import { normaliseVoucherCode } from '../../domain/ledger/voucher-code';
import type { Enquiry } from '../../domain/enquiry';
import { asData, isoDate, numberFrom, text } from './fields';

const fils = (value: unknown) => {
  const number = numberFrom(value);
  return number !== undefined && Number.isSafeInteger(number) && number >= 0 ? number : 0;
};

/** `{ cancellation }` when the enquiry holds a well-formed one, else nothing. */
export function cancellationFrom(raw: unknown): Pick<Enquiry, 'cancellation'> {
  const data = asData(raw);
  const reason = CANCEL_REASONS.find((known) => known === data.reason);
  const at = isoDate(data.at);
  const requestedAt = isoDate(data.requestedAt);
  if (!reason || !at || !requestedAt) return {};
  return {
    cancellation: {
      reason,
      requestedAt,
      refundFils: fils(data.refundFils),
      note: text(data.note),
      at,
      by: text(data.by),
      paidFils: fils(data.paidFils),
      policyFils: fils(data.policyFils),
      creditFils: fils(data.creditFils),
      voucherCode: normaliseVoucherCode(text(data.voucherCode)) ?? '',
      refundedBeforeFils: fils(data.refundedBeforeFils),
    },
  };
}

/** `{ voucherCode }` when the visitor named a well-formed one, else nothing. */
export function voucherCodeFrom(raw: unknown): Pick<Enquiry, 'voucherCode'> {
  const code = normaliseVoucherCode(text(raw));
  return code ? { voucherCode: code } : {};
}

export function toVoucher(raw: unknown): Voucher | null {
  const data = asData(raw);
  const code = normaliseVoucherCode(text(data.code));
  const issuedAt = isoDate(data.issuedAt);
  const expiresAt = isoDate(data.expiresAt);
  if (!code || !issuedAt || !expiresAt) return null;
  const use = asData(data.lastUse);
  return {
    code,
    amountFils: fils(data.amountFils),
    usedFils: fils(data.usedFils),
    reason: data.reason === 'weather' ? 'weather' : 'manual',
    issuedAt,
    expiresAt,
    fromEnquiryId: text(data.fromEnquiryId),
    lastUse: text(use.entryId)
      ? { enquiryId: text(use.enquiryId), entryId: text(use.entryId), amountFils: fils(use.amountFils) }
      : null,
  };
}
