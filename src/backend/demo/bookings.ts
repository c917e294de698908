// The demo backend's bookings and blocks in IndexedDB (a block's clash check and its write in one transaction), and
// the calendar feed's secret.
import { addDays, dubaiInstant } from '../../domain/booking/dubai-time';
import type { TimeSpan } from '../../domain/booking/slots';
import { type Booking } from '../../domain/booking/bookings';
import { isHold, liveItems } from '../../domain/booking/hold';
import { isFeedSecret, newFeedSecret } from '../../domain/calendar-feed';
import { blockRecord, checkBlockInput } from '../booking-checks';
import { invalid, isId } from '../input-rules';
import { notFound, type BookingsApi } from '../types';
import { createDemoImportsApi } from './calendar-imports';
import { checkFree } from './clash';
import { withoutHold } from './holds';
import { newId } from './ids';
import type { DemoDb } from './schema';
import { inTransaction } from './transaction';

function spanOf(booking: Pick<Booking, 'start' | 'end'>): TimeSpan {
  return { start: Date.parse(booking.start), end: Date.parse(booking.end) };
}

/** The meta key of the calendar feed's secret. */
const FEED_SECRET_KEY = 'calendarFeedSecret';
/** The meta key prefix of each yacht's feed secret. */
const YACHT_FEED_KEY = 'yachtFeedSecret:';

export function createDemoBookingsApi(db: DemoDb, now: () => Date): BookingsApi {
  return {
    async list(fromDate, toDate) {
      const from = dubaiInstant(fromDate, 0);
      const to = dubaiInstant(addDays(toDate, 1), 0);
      // Those ending after the first day began (an index), of which those starting before the last day ended.
      const ending = IDBKeyRange.lowerBound(new Date(from).toISOString(), true);
      return liveItems(await db.getAllFromIndex('bookings', 'end', ending), now().getTime())
        .filter((item) => spanOf(item).start < to && spanOf(item).end > from)
        .sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
    },
    async addBlock(input) {
      const span = checkBlockInput(input);
      return inTransaction(db, ['bookings', 'settings'], async (tx) => {
        await checkFree(
          {
            settings: () => tx.objectStore('settings').get('booking'),
            bookingsOf: (id) => tx.objectStore('bookings').index('yachtId').getAll(id),
            now: now().getTime(),
          },
          input.yachtId,
          span,
        );
        const block: Booking = { ...blockRecord(newId(), input, span), createdAt: now().toISOString() };
        await tx.objectStore('bookings').add(block);
        return block.id;
      });
    },
    async cancel(id) {
      await inTransaction(db, ['bookings', 'enquiries'], async (tx) => {
        const found = await tx.objectStore('bookings').get(id);
        if (!found) throw notFound('booking', id);
        await tx.objectStore('bookings').delete(id);
        if (!found.enquiryId) return;
        const enquiry = await tx.objectStore('enquiries').get(found.enquiryId);
        if (enquiry && enquiry.bookingId === id) {
          await tx.objectStore('enquiries').put({ ...enquiry, status: 'quoted', bookingId: null });
        } else if (enquiry && isHold(found) && enquiry.holdId === id) {
          await tx.objectStore('enquiries').put(withoutHold(enquiry));
        }
      });
    },
    // Nothing serves a feed in the browser: the secret is kept (and rotated) as on Firebase, without an endpoint.
    async calendarFeed() {
      const secret = await db.get('meta', FEED_SECRET_KEY);
      return { endpoint: null, secret: isFeedSecret(secret) ? secret : null };
    },
    async rotateCalendarFeed() {
      const secret = newFeedSecret();
      await db.put('meta', secret, FEED_SECRET_KEY);
      return { endpoint: null, secret };
    },
    // The yachts' feeds of busy times: their secrets kept and rotated as on Firebase; nothing serves them here.
    async yachtFeed(yachtId) {
      const secret = await db.get('meta', `${YACHT_FEED_KEY}${yachtId}`);
      return { endpoint: null, secret: isFeedSecret(secret) ? secret : null };
    },
    async rotateYachtFeed(yachtId) {
      if (!isId(yachtId)) invalid('Choose a yacht.');
      const secret = newFeedSecret();
      await db.put('meta', secret, `${YACHT_FEED_KEY}${yachtId}`);
      return { endpoint: null, secret };
    },
    ...createDemoImportsApi(db, now),
  };
}
