// Firestore's bookings and blocks (a block's clash check and its write in one transaction, busy-days.ts), cancelling
// one, and the calendar feed.
import {
  collection,
  deleteField,
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
import { isHold, liveItems } from '../../domain/booking/hold';
import { blockRecord, checkBlockInput } from '../booking-checks';
import { notFound, type BookingsApi } from '../types';
import { toBooking } from './booking-converters';
import { checkFree, readSlotRemoval, writeBusy } from './busy-days';
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
        const items = snapshot.docs.map((d) => toBooking(d.id, d.data()));
        return liveItems(items, Date.now())
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
          const { found, free } = await readSlotRemoval(db, tx, id);
          if (!found) throw notFound('booking', id);
          const enquiryRef = found.enquiryId ? doc(enquiriesRef, found.enquiryId) : null;
          const enquiry = enquiryRef ? await tx.get(enquiryRef) : null;
          free();
          if (enquiryRef && enquiry?.exists() && enquiry.data().bookingId === id) {
            tx.update(enquiryRef, { status: 'quoted', bookingId: null });
          } else if (enquiryRef && enquiry?.exists() && isHold(found) && enquiry.data().holdId === id) {
            tx.update(enquiryRef, { heldUntil: deleteField(), holdId: deleteField() });
          }
        }),
      ),
    ...firestoreCalendarFeed(db, calendarBaseUrl),
    ...createFirestoreImportsApi(db, serverSync),
  };
}
