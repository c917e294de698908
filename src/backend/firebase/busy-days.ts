// The busy days of a yacht in Firestore (`yachtDays/{yachtId}_{date}`, docs/decisions/0012-booking-data.md): the
// clash check a transaction runs before it stores a booking or block, and the writes that store it.
import { doc, serverTimestamp, Timestamp, type Firestore, type Transaction } from 'firebase/firestore/lite';
import { findClash, type TimeSpan } from '../../domain/booking/slots';
import { type Booking } from '../../domain/booking/bookings';
import { clashError, datesTouched, datesToCheck } from '../booking-checks';
import { toBooking, toBookingSettings, toDayIntervals } from './booking-converters';

export interface DayInterval {
  id: string;
  start: string;
  end: string;
}

/** A yacht's busy day as stored (`yachtDays/{yachtId}_{date}`): what makes it busy that day, as Timestamps. */
export const dayData = (yachtId: string, date: string, intervals: readonly DayInterval[]) => ({
  yachtId,
  date,
  intervals: intervals.map((interval) => ({
    id: interval.id,
    start: Timestamp.fromMillis(Date.parse(interval.start)),
    end: Timestamp.fromMillis(Date.parse(interval.end)),
  })),
});

export const dayRef = (db: Firestore, yachtId: string, date: string) =>
  doc(db, 'yachtDays', `${yachtId}_${date}`);

/**
 * In a transaction: refuses `span` on the yacht when it overlaps (± the turnaround) a busy interval, naming the
 * clashing booking or block. Returns the intervals already stored on each day the span touches (to write back).
 */
export async function checkFree(db: Firestore, tx: Transaction, yachtId: string, span: TimeSpan) {
  const settings = toBookingSettings((await tx.get(doc(db, 'settings', 'booking'))).data());
  const dates = datesToCheck(span, settings.turnaroundMinutes);
  const days = await Promise.all(dates.map((date) => tx.get(dayRef(db, yachtId, date))));
  const byDate = new Map(dates.map((date, index) => [date, toDayIntervals(days[index].data())]));
  const busy = [...byDate.values()].flat().map((interval) => ({ ...interval, yachtId }));
  const clash = findClash(yachtId, span, busy, settings.turnaroundMinutes);
  if (clash) {
    const other = await tx.get(doc(db, 'bookings', clash.id));
    throw clashError(
      other.exists() ? toBooking(other.id, other.data()) : { kind: 'booking', reference: null, ...clash },
      settings.turnaroundMinutes,
    );
  }
  return byDate;
}

/** In a transaction, after its reads: the booking or block and its busy interval on every day it touches. */
export function writeBusy(
  db: Firestore,
  tx: Transaction,
  booking: Omit<Booking, 'createdAt'>,
  byDate: Map<string, DayInterval[]>,
) {
  const span = { start: Date.parse(booking.start), end: Date.parse(booking.end) };
  const { id, ...data } = booking;
  tx.set(doc(db, 'bookings', id), {
    ...Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)),
    start: Timestamp.fromMillis(span.start),
    end: Timestamp.fromMillis(span.end),
    createdAt: serverTimestamp(),
  });
  for (const date of datesTouched(span)) {
    const intervals = [...(byDate.get(date) ?? []), { id, start: booking.start, end: booking.end }];
    tx.set(dayRef(db, booking.yachtId, date), dayData(booking.yachtId, date, intervals));
  }
}
