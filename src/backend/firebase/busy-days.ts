// The busy days of a yacht in Firestore (`yachtDays/{yachtId}_{date}`, docs/decisions/0012-booking-data.md): the
// clash check a transaction runs before it stores a booking or block, and the writes that store it.
import { doc, serverTimestamp, Timestamp, type Firestore, type Transaction } from 'firebase/firestore/lite';
import { findClash, type TimeSpan } from '../../domain/booking/slots';
import { type Booking, type DayInterval } from '../../domain/booking/bookings';
import { clashError, datesTouched, datesToCheck } from '../booking-checks';
import { storedIntervals, toBooking, toBookingSettings, toDayIntervals } from './booking-converters';

/** A yacht's busy day as stored (`yachtDays/{yachtId}_{date}`): what makes it busy that day, as Timestamps. */
export const dayData = (yachtId: string, date: string, intervals: readonly DayInterval[]) => ({
  yachtId,
  date,
  intervals: storedIntervals(intervals, (ms) => Timestamp.fromMillis(ms)),
});

export const dayRef = (db: Firestore, yachtId: string, date: string) =>
  doc(db, 'yachtDays', `${yachtId}_${date}`);

/**
 * In a transaction: refuses `span` on the yacht when it overlaps (± the turnaround) a busy interval, naming the
 * clashing booking or block. Returns the intervals already stored on each day the span touches (to write back).
 */
export async function checkFree(
  db: Firestore,
  tx: Transaction,
  yachtId: string,
  span: TimeSpan,
  /** The hold a Confirm or a new hold of the same quote replaces: left out, and out of the days written back. */
  replacing?: string,
) {
  const settings = toBookingSettings((await tx.get(doc(db, 'settings', 'booking'))).data());
  const dates = datesToCheck(span, settings.turnaroundMinutes);
  const days = await Promise.all(dates.map((date) => tx.get(dayRef(db, yachtId, date))));
  const byDate = new Map(
    dates.map((date, index) => [
      date,
      toDayIntervals(days[index].data()).filter((interval) => interval.id !== replacing),
    ]),
  );
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
    ...(booking.expiresAt ? { expiresAt: Timestamp.fromMillis(Date.parse(booking.expiresAt)) } : {}),
    createdAt: serverTimestamp(),
  });
  const interval = {
    id,
    start: booking.start,
    end: booking.end,
    ...(booking.expiresAt ? { expiresAt: booking.expiresAt } : {}),
  };
  for (const date of datesTouched(span)) {
    const intervals = [...(byDate.get(date) ?? []), interval];
    tx.set(dayRef(db, booking.yachtId, date), dayData(booking.yachtId, date, intervals));
  }
}

/**
 * In a transaction, its reads: the booking or block `id` and its busy days. Returns what was found (null: none) and
 * the writes that free its slot: the document and its interval on every day it touches (a day left empty deleted).
 */
export async function readSlotRemoval(db: Firestore, tx: Transaction, id: string) {
  const ref = doc(db, 'bookings', id);
  const snapshot = await tx.get(ref);
  if (!snapshot.exists()) return { found: null, free: () => undefined };
  const found = toBooking(id, snapshot.data());
  const dates = datesTouched({ start: Date.parse(found.start), end: Date.parse(found.end) });
  const days = await Promise.all(dates.map((date) => tx.get(dayRef(db, found.yachtId, date))));
  const free = () => {
    dates.forEach((date, index) => {
      const left = toDayIntervals(days[index].data()).filter((interval) => interval.id !== id);
      if (left.length === 0) tx.delete(dayRef(db, found.yachtId, date));
      else tx.set(dayRef(db, found.yachtId, date), dayData(found.yachtId, date, left));
    });
    tx.delete(ref);
  };
  return { found, free };
}
