/**
 * The payment terms (booking settings: the refund tiers and when the balance is due) as dates for one charter: until
 * when a cancellation gets each share back, until when it can be moved for free, when the balance is due, and when
 * its guest list locks. Every deadline is an instant counted from the charter's own start in Dubai time, so it is the
 * same on any device.
 */
import type { BookingSelection } from '../booking/quote';
import {
  balanceDueAt,
  DEFAULT_BALANCE_DUE_HOURS,
  DEFAULT_CANCELLATION_TIERS,
  freeMoveHours,
  refundDeadlines,
  type PaymentTerms,
  type RefundDeadline,
} from './cancellation-policy';
import { charterSpan } from './charter-page';
import { guestListLocksAt } from './guest-list';

const MS_PER_HOUR = 3_600_000;

export const DEFAULT_PAYMENT_TERMS: PaymentTerms = Object.freeze({
  tiers: DEFAULT_CANCELLATION_TIERS,
  balanceDueHours: DEFAULT_BALANCE_DUE_HOURS,
});

export interface CharterTerms {
  /** Departure and return (ms since the epoch). */
  start: number;
  end: number;
  /** Each tier's last instant, earliest first: a cancellation by then gets its percent of what was paid back. */
  refunds: RefundDeadline[];
  /** From this instant a cancellation gets nothing back (null: the last tier holds until departure). */
  noRefundFrom: number | null;
  /** The last instant a move to another date is free (the last tier refunding everything), or null for none. */
  freeMoveUntil: number | null;
  /** When the balance is due. */
  balanceDueAt: number;
  /** When the guest list locks: only the operator changes it after. */
  guestListLocksAt: number;
}

/** The deadlines of a charter booked for `selection` under `terms`, its guest list locking `cutoffHours` before. */
export function charterTerms(
  selection: Pick<BookingSelection, 'date' | 'startMinute' | 'hours'>,
  cutoffHours: number,
  terms: PaymentTerms = DEFAULT_PAYMENT_TERMS,
): CharterTerms {
  const { start, end } = charterSpan(selection);
  const { deadlines, noRefundFrom } = refundDeadlines(terms.tiers, start);
  const moveHours = freeMoveHours(terms.tiers);
  return {
    start,
    end,
    refunds: deadlines,
    noRefundFrom,
    freeMoveUntil: moveHours === null ? null : start - moveHours * MS_PER_HOUR,
    balanceDueAt: balanceDueAt(start, terms.balanceDueHours),
    guestListLocksAt: guestListLocksAt(start, cutoffHours),
  };
}

/** The share a cancellation at `now` gets back (the first deadline not yet past), 0 after the last, null once departed. */
export function refundNow(now: number, terms: Pick<CharterTerms, 'start' | 'refunds'>): number | null {
  if (now >= terms.start) return null;
  return terms.refunds.find((deadline) => now <= deadline.until)?.percent ?? 0;
}

/** What is left to pay: the total less what has been paid, never below nothing. */
export const balanceDue = (totalFils: number, paidFils: number) => Math.max(0, totalFils - paidFils);
