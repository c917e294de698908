/**
 * A confirmed charter cancelled by the operator (docs/decisions/0049-cancellations-and-vouchers.md): for the client
 * (refunded by the tiers, from the hours left when the client asked, in Dubai time), for the weather (the whole amount
 * paid becomes a credit voucher, or a new date) or for the operator's own reason (everything back). The operator may
 * refund more than the policy; less only with a reason written down, never silently. The refund itself is recorded in
 * the ledger afterwards (one entry per way the money goes back), so what is still to refund is worked out from the
 * cancellation and the totals, and shown until it is done.
 */
import { isFils, type Fils } from '../booking/money';
import { policyRefund, type CancellationTier } from '../charter/cancellation-policy';
import { MAX_LEDGER_NOTE, netPaid, type LedgerTotals } from './ledger';

import { CANCEL_REASONS, type CancelReason } from './cancel-reasons';

export { CANCEL_REASONS, type CancelReason } from './cancel-reasons';

/** What the operator confirms in the cancel dialog. */
export interface CancellationInput {
  reason: CancelReason;
  /** ISO 8601: when the client asked (the tiers count the hours left from it); now for weather and the operator. */
  requestedAt: string;
  /** What goes back in money, whole fils: the policy's amount unless the operator chose otherwise. */
  refundFils: Fils;
  /** Why, in a line; required when less than the policy goes back. */
  note: string;
}

/** Stored on the enquiry when it is cancelled. */
export interface Cancellation extends CancellationInput {
  /** ISO 8601: when it was recorded, and by whom (the operator's email). */
  at: string;
  by: string;
  /** Paid and not refunded when it was cancelled. */
  paidFils: Fils;
  /** What the policy gives back in money. */
  policyFils: Fils;
  /** What becomes a credit voucher (weather): the amount paid less what goes back in money; 0 otherwise. */
  creditFils: Fils;
  /** The voucher's code, '' when none. */
  voucherCode: string;
  /** The refunds already counted when it was cancelled: what is still to refund counts from here. */
  refundedBeforeFils: Fils;
}

export interface CancellationTerms {
  /** Paid and not refunded. */
  paidFils: Fils;
  /** What the policy gives back in money. */
  policyFils: Fils;
  /** The tier's percent for the client's cancellation (100 for the operator's, 0 for weather). */
  percent: number;
}

/**
 * What a cancellation gives back by the policy: for the client, the tier holding `requestedAt` hours before `start`
 * (ms since the epoch); for the operator's own reason, everything; for the weather, nothing in money (all of it becomes
 * credit).
 */
export function cancellationTerms(input: {
  reason: CancelReason;
  tiers: readonly CancellationTier[];
  money: Pick<LedgerTotals, 'paidFils' | 'refundedFils'>;
  start: number;
  requestedAt: number;
}): CancellationTerms {
  const paidFils = Math.max(0, netPaid(input.money));
  if (input.reason === 'operator') return { paidFils, policyFils: paidFils, percent: 100 };
  if (input.reason === 'weather') return { paidFils, policyFils: 0, percent: 0 };
  const refund = policyRefund({ tiers: input.tiers, paidFils, start: input.start, at: input.requestedAt });
  return { paidFils, policyFils: refund.refundFils, percent: refund.percent };
}

/** What becomes credit: for the weather, whatever paid does not go back in money. */
export const creditOf = (reason: CancelReason, paidFils: Fils, refundFils: Fils): Fils =>
  reason === 'weather' ? Math.max(0, paidFils - refundFils) : 0;

export const cancellationMessages = {
  reason: 'Choose why it is cancelled: the client asked, the weather, or your own reason.',
  requestedAt: 'Enter when the client asked to cancel: a date and time, not in the future.',
  refund: (paid: string) => `The refund is an amount in AED from 0 to what was paid (${paid}).`,
  belowPolicy: (policy: string) =>
    `That is less than the policy's ${policy}: write why in the note to refund less.`,
  note: `The note is one line of at most ${MAX_LEDGER_NOTE} characters.`,
  notConfirmed: 'Only a confirmed charter with its booking can be cancelled.',
} as const;

export type CancellationField = 'reason' | 'requestedAt' | 'refundFils' | 'note';

/** What is wrong with the operator's cancellation, by field (plain English); empty when nothing. */
export function cancellationErrors(
  input: CancellationInput,
  context: { terms: CancellationTerms; now: number; formatAed: (fils: Fils) => string },
): Partial<Record<CancellationField, string>> {
  const { terms } = context;
  const errors: Partial<Record<CancellationField, string>> = {};
  if (!CANCEL_REASONS.includes(input.reason)) errors.reason = cancellationMessages.reason;
  const requested = Date.parse(input.requestedAt);
  if (Number.isNaN(requested) || requested > context.now + 5 * 60_000)
    errors.requestedAt = cancellationMessages.requestedAt;
  if (!isFils(input.refundFils) || input.refundFils > terms.paidFils)
    errors.refundFils = cancellationMessages.refund(context.formatAed(terms.paidFils));
  else if (input.refundFils < terms.policyFils && !input.note.trim())
    errors.refundFils = cancellationMessages.belowPolicy(context.formatAed(terms.policyFils));
  if ([...input.note].length > MAX_LEDGER_NOTE || /[\r\n]/.test(input.note))
    errors.note = cancellationMessages.note;
  return errors;
}

/** What of a cancellation is still to be recorded as refunds: money back, and the credit (weather). */
export function refundStillDue(
  cancellation: Pick<Cancellation, 'refundFils' | 'creditFils' | 'refundedBeforeFils'>,
  money: Pick<LedgerTotals, 'refundedFils'> | undefined,
): Fils {
  const recorded = (money?.refundedFils ?? 0) - cancellation.refundedBeforeFils;
  return Math.max(0, cancellation.refundFils + cancellation.creditFils - recorded);
}
