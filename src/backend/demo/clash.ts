// The demo backend's clash check: a booking or block refused where it overlaps (± the turnaround) another of the yacht.
import { DEFAULT_BOOKING_SETTINGS, type BookingSettings } from '../../domain/booking/settings';
import { findClash, type TimeSpan } from '../../domain/booking/slots';
import type { Booking } from '../../domain/booking/bookings';
import { liveItems } from '../../domain/booking/hold';
import { clashError } from '../booking-checks';

/** What a clash check reads, from inside the caller's transaction, and the moment it checks at (ms). */
export interface ClashReads {
  settings: () => Promise<BookingSettings | undefined>;
  bookingsOf: (yachtId: string) => Promise<Booking[]>;
  now: number;
}

/**
 * Refuses `span` on the yacht when it overlaps (± the turnaround) one of its bookings or blocks still busy (a lapsed
 * hold is not), leaving out `replacing` (the hold a Confirm or a new hold of the same quote replaces).
 */
export async function checkFree(reads: ClashReads, yachtId: string, span: TimeSpan, replacing?: string) {
  const { turnaroundMinutes } = (await reads.settings()) ?? DEFAULT_BOOKING_SETTINGS;
  const busy = liveItems(await reads.bookingsOf(yachtId), reads.now).filter((item) => item.id !== replacing);
  const clash = findClash(yachtId, span, busy, turnaroundMinutes);
  if (clash) throw clashError(clash, turnaroundMinutes);
}
