// The demo backend's imported calendars (docs/decisions/0050-calendar-import.md): the feeds in their own store, their
// blocks among the bookings (so the calendar, the busy times visitors read and every clash check see them), each
// sync's writes and the feed's state in one transaction.
import { SERVER_SYNC_NEEDS_FUNCTIONS } from '../../domain/calendar-import/feed';
import { BackendError } from '../backend-error';
import type { BookingsApi } from '../booking-types';
import { checkedFeedInput, importedBookingRecord, newFeedRecord, planImport } from '../import-checks';
import { notFound } from '../types';
import { newId } from './ids';
import type { DemoDb } from './schema';
import { inTransaction } from './transaction';

type ImportMethods = Pick<
  BookingsApi,
  'importFeeds' | 'addImportFeed' | 'removeImportFeed' | 'recordImport' | 'syncImportFeedOnServer'
>;

export function createDemoImportsApi(db: DemoDb, now: () => Date): ImportMethods {
  return {
    async importFeeds() {
      const feeds = await db.getAll('importFeeds');
      return feeds.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    },
    async addImportFeed(input) {
      return inTransaction(db, ['importFeeds'], async (tx) => {
        const ofYacht = (await tx.objectStore('importFeeds').getAll()).filter(
          (feed) => feed.yachtId === input.yachtId,
        );
        const record = newFeedRecord(newId(), checkedFeedInput(input, ofYacht.length), now());
        await tx.objectStore('importFeeds').add(record);
        return record.id;
      });
    },
    async removeImportFeed(id) {
      await inTransaction(db, ['importFeeds', 'bookings'], async (tx) => {
        const feed = await tx.objectStore('importFeeds').get(id);
        if (!feed) throw notFound('calendar feed', id);
        const ofYacht = await tx.objectStore('bookings').index('yachtId').getAll(feed.yachtId);
        for (const booking of ofYacht) {
          if (booking.source?.feedId === id) await tx.objectStore('bookings').delete(booking.id);
        }
        await tx.objectStore('importFeeds').delete(id);
      });
    },
    // No server here: the operator's browser reads the feed.
    syncImportFeedOnServer: () =>
      Promise.reject(new BackendError('unavailable', SERVER_SYNC_NEEDS_FUNCTIONS)),
    async recordImport(feedId, outcome) {
      return inTransaction(db, ['importFeeds', 'bookings'], async (tx) => {
        const feed = await tx.objectStore('importFeeds').get(feedId);
        if (!feed) throw notFound('calendar feed', feedId);
        const bookings = tx.objectStore('bookings');
        const stored = await bookings.index('yachtId').getAll(feed.yachtId);
        const plan = planImport(feed, stored, outcome, now());
        const created = new Map(stored.map((booking) => [booking.id, booking.createdAt]));
        const at = now().toISOString();
        for (const block of [...plan.diff.add, ...plan.diff.update]) {
          await bookings.put({ ...importedBookingRecord(block), createdAt: created.get(block.id) ?? at });
        }
        for (const id of plan.diff.remove) await bookings.delete(id);
        await tx.objectStore('importFeeds').put(plan.feed);
        return plan.report;
      });
    },
  };
}
