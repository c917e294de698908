/**
 * The booking policies (the policies page) as dates for one charter: until when it can be cancelled with the deposit
 * refunded or moved to another date, when its guest list locks, and when the balance is due. Every deadline is an
 * instant counted from the charter's own start in Dubai time, so it is the same on any device.
 */
import type { BookingSelection } from '../booking/quote';
import { charterSpan } from './charter-page';
import { guestListLocksAt } from './guest-list';

/** Cancelled (or moved) this many hours or more before departure: the deposit is refunded in full (or moved). */
export const FREE_CANCELLATION_HOURS = 48;

const MS_PER_HOUR = 3_600_000;

export interface CharterTerms {
  /** Departure and return (ms since the epoch). */
  start: number;
  end: number;
  /** The last instant a cancellation refunds the deposit in full, and a move to another date is free. */
  freeCancellationUntil: number;
  /** When the guest list locks: only the operator changes it after. */
  guestListLocksAt: number;
}

/** Where a charter stands against its terms at `now`. */
export type CancellationState = 'free' | 'deposit-kept' | 'departed';

/** The deadlines of a charter booked for `selection`, with its guest list locking `cutoffHours` before departure. */
export function charterTerms(
  selection: Pick<BookingSelection, 'date' | 'startMinute' | 'hours'>,
  cutoffHours: number,
): CharterTerms {
  const { start, end } = charterSpan(selection);
  return {
    start,
    end,
    freeCancellationUntil: start - FREE_CANCELLATION_HOURS * MS_PER_HOUR,
    guestListLocksAt: guestListLocksAt(start, cutoffHours),
  };
}

/** Free to cancel until the deadline (inclusive of its last millisecond), the deposit kept after, then departed. */
export function cancellationState(now: number, terms: Pick<CharterTerms, 'start' | 'freeCancellationUntil'>) {
  if (now >= terms.start) return 'departed' satisfies CancellationState;
  return now < terms.freeCancellationUntil
    ? ('free' satisfies CancellationState)
    : ('deposit-kept' satisfies CancellationState);
}

/** What is left to pay: the total less what has been paid, never below nothing. */
export const balanceDue = (totalFils: number, paidFils: number) => Math.max(0, totalFils - paidFils);
