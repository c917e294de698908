// Firestore's bookings and blocks (a block's clash check and its write in one transaction, busy-days.ts), cancelling
// one, and the calendar feed.
import {
  collection,
  doc,
  getDocs,
  query,
  runTransaction,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { addDays, dubaiInstant } from '../../domain/booking/dubai-time';
import { LIMITS } from '../../domain/limits';
import { blockRecord, checkBlockInput, datesTouched } from '../booking-checks';
import { notFound, type BookingsApi } from '../types';
import { toBooking, toDayIntervals } from './booking-converters';
import { checkFree, dayData, dayRef, writeBusy } from './busy-days';
import { firestoreCalendarFeed } from './calendar-feed';
import { createFirestoreImportsApi, type ServerSync } from './calendar-imports';
import { mapErrors } from './errors';

const MS_PER_DAY = 24 * 60 * 60_000;

/**
 * `calendarBaseUrl`: the Cloud Functions' address, where the calendar feed is served (none without them);
 * `serverSync`: the server's "Sync now" of an imported calendar (none without them).
 */
export function createFirestoreBookingsApi(
  db: Firestore,
  calendarBaseUrl: string | undefined,
  serverSync?: ServerSync,
): BookingsApi {
  const enquiriesRef = collection(db, 'enquiries');
  return {
    // One range on `end`: anything ending after the first day and no later than the longest block past the last.
    list: (fromDate, toDate) =>
      mapErrors(async () => {
        const from = dubaiInstant(fromDate, 0);
        const to = dubaiInstant(addDays(toDate, 1), 0);
        const snapshot = await getDocs(
          query(
            collection(db, 'bookings'),
            where('end', '>', Timestamp.fromMillis(from)),
            where('end', '<=', Timestamp.fromMillis(to + (LIMITS.blockDays + 1) * MS_PER_DAY)),
          ),
        );
        return snapshot.docs
          .map((d) => toBooking(d.id, d.data()))
          .filter((item) => Date.parse(item.start) < to)
          .sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
      }),
    addBlock: (input) =>
      mapErrors(async () => {
        const span = checkBlockInput(input);
        return runTransaction(db, async (tx) => {
          const byDate = await checkFree(db, tx, input.yachtId, span);
          const id = doc(collection(db, 'bookings')).id;
          writeBusy(db, tx, blockRecord(id, input, span), byDate);
          return id;
        });
      }),
    cancel: (id) =>
      mapErrors(() =>
        runTransaction(db, async (tx) => {
          const ref = doc(db, 'bookings', id);
          const snapshot = await tx.get(ref);
          if (!snapshot.exists()) throw notFound('booking', id);
          const found = toBooking(id, snapshot.data());
          const dates = datesTouched({ start: Date.parse(found.start), end: Date.parse(found.end) });
          const days = await Promise.all(dates.map((date) => tx.get(dayRef(db, found.yachtId, date))));
          const enquiryRef = found.enquiryId ? doc(enquiriesRef, found.enquiryId) : null;
          const enquiry = enquiryRef ? await tx.get(enquiryRef) : null;
          dates.forEach((date, index) => {
            const left = toDayIntervals(days[index].data()).filter((interval) => interval.id !== id);
            if (left.length === 0) tx.delete(dayRef(db, found.yachtId, date));
            else tx.set(dayRef(db, found.yachtId, date), dayData(found.yachtId, date, left));
          });
          tx.delete(ref);
          if (enquiryRef && enquiry?.exists() && enquiry.data().bookingId === id) {
            tx.update(enquiryRef, { status: 'quoted', bookingId: null });
          }
        }),
      ),
    ...firestoreCalendarFeed(db, calendarBaseUrl),
    ...createFirestoreImportsApi(db, serverSync),
  };
}
