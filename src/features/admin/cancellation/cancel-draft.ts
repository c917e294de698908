import { dubaiInstant } from '../../../domain/booking/dubai-time';
import type { PaymentTerms } from '../../../domain/charter/cancellation-policy';
import type { Enquiry } from '../../../domain/enquiry';
import {
  cancellationErrors,
  cancellationTerms,
  type CancellationInput,
  type CancellationTerms,
  type CancelReason,
} from '../../../domain/ledger/cancellation';
import { NO_MONEY, type OfflineMethod } from '../../../domain/ledger/ledger';
import { formatAed } from '../../../i18n/page-language';
import { draftFils, draftInstant, newLedgerDraft } from '../ledger/ledger-draft';
import { cancelStrings as t } from './strings';

/** The cancel form as typed: when the client asked as a Dubai date and time, the refund in AED. */
export interface CancelDraft {
  reason: CancelReason;
  date: string;
  time: string;
  refund: string;
  /** How money taken offline goes back. */
  method: OfflineMethod;
  note: string;
}

const aed = (fils: number) => String(fils / 100);

/** What the policy gives for the draft's reason and time, from the charter's terms and its totals. */
export function draftTerms(
  draft: CancelDraft,
  enquiry: Enquiry,
  terms: PaymentTerms,
  now: number,
): CancellationTerms {
  const selection = enquiry.quote?.selection;
  const requested = draftInstant(draft);
  return cancellationTerms({
    reason: draft.reason,
    tiers: terms.tiers,
    money: enquiry.money ?? NO_MONEY,
    start: selection ? dubaiInstant(selection.date, selection.startMinute) : now,
    requestedAt: draft.reason === 'client' && requested ? Date.parse(requested) : now,
  });
}

/** A new cancellation: the client asked now, the policy's refund, back in cash. */
export function newCancelDraft(enquiry: Enquiry, terms: PaymentTerms, now: number): CancelDraft {
  const { date, time } = newLedgerDraft(0, now);
  const draft: CancelDraft = { reason: 'client', date, time, refund: '', method: 'cash', note: '' };
  return { ...draft, refund: aed(draftTerms(draft, enquiry, terms, now).policyFils) };
}

/** The draft with a new reason: its refund starts again from that reason's policy. */
export function withReason(
  draft: CancelDraft,
  reason: CancelReason,
  enquiry: Enquiry,
  terms: PaymentTerms,
  now: number,
): CancelDraft {
  const next = { ...draft, reason };
  return { ...next, refund: aed(draftTerms(next, enquiry, terms, now).policyFils) };
}

export const draftCancellation = (draft: CancelDraft, now: number): CancellationInput => ({
  reason: draft.reason,
  requestedAt: draft.reason === 'client' ? draftInstant(draft) : new Date(now).toISOString(),
  refundFils: draftFils(draft.refund),
  note: draft.note.trim(),
});

/** The backends' own check, its messages by the form's fields. */
export function checkCancelDraft(
  draft: CancelDraft,
  enquiry: Enquiry,
  terms: PaymentTerms,
  now: number,
): Partial<Record<keyof CancelDraft, string>> {
  const input = draftCancellation(draft, now);
  const errors = cancellationErrors(input, {
    terms: draftTerms(draft, enquiry, terms, now),
    now,
    formatAed,
  });
  return {
    ...(errors.requestedAt ? { date: draft.date && draft.time ? errors.requestedAt : t.dateBlank } : {}),
    ...(errors.refundFils ? { refund: draft.refund.trim() ? errors.refundFils : t.refundBlank } : {}),
    ...(errors.note ? { note: errors.note } : {}),
  };
}
