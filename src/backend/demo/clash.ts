// The demo backend's clash check: a booking or block refused where it overlaps (± the turnaround) another of the yacht.
import { DEFAULT_BOOKING_SETTINGS, type BookingSettings } from '../../domain/booking/settings';
import { findClash, type TimeSpan } from '../../domain/booking/slots';
import type { Booking } from '../../domain/booking/bookings';
import { clashError } from '../booking-checks';

/** What a clash check reads, from inside the caller's transaction. */
export interface ClashReads {
  settings: () => Promise<BookingSettings | undefined>;
  bookingsOf: (yachtId: string) => Promise<Booking[]>;
}

/** Refuses `span` on the yacht when it overlaps (± the turnaround) one of its bookings or blocks. */
export async function checkFree(reads: ClashReads, yachtId: string, span: TimeSpan) {
  const { turnaroundMinutes } = (await reads.settings()) ?? DEFAULT_BOOKING_SETTINGS;
  const clash = findClash(yachtId, span, await reads.bookingsOf(yachtId), turnaroundMinutes);
  if (clash) throw clashError(clash, turnaroundMinutes);
}
