// The demo backend's enquiry reads: lists, pages, counts, totals and the admin's search, in IndexedDB.
import { readableEnquiry, type Enquiry } from '../../domain/enquiry';
import { periodSpan } from '../../domain/dashboard/periods';
import { isConfirmed } from '../../domain/dashboard/figures';
import {
  checkManyIds,
  checkOldestQuery,
  MAX_SEARCH_RESULTS,
  matchesSearch,
  searchTerms,
} from '../booking-checks';
import { newestFirst, pageCursor, parsePageCursor, type EnquiriesApi, type EnquiryWrites } from '../types';
import type { DemoDb } from './schema';

/** As the Firebase converters give them: a stored enquiry the app cannot read is marked, not thrown on. */
const readable = (enquiries: Enquiry[]) => enquiries.map(readableEnquiry);

/** Every enquiry of one status in the `statusCreated` index, oldest first. */
const ofStatus = (status: string) => IDBKeyRange.bound([status, ''], [status, '\uffff']);

/** Stored `createdAt`s (ISO, UTC) of the Dubai dates `fromDate` to `toDate` inclusive. */
function createdRange(fromDate: string, toDate: string): IDBKeyRange {
  const { start, end } = periodSpan({ from: fromDate, to: toDate });
  return IDBKeyRange.bound(new Date(start).toISOString(), new Date(end).toISOString(), false, true);
}

export function createDemoEnquiryReads(db: DemoDb): Omit<EnquiriesApi, EnquiryWrites> {
  return {
    async list() {
      return readable(await db.getAll('enquiries')).sort(newestFirst);
    },
    async page({ status, limit, after }) {
      const all = readable(await db.getAll('enquiries'))
        .filter((enquiry) => !status || enquiry.status === status)
        .sort(newestFirst);
      // Everything after the cursor's place in the order, even if that enquiry itself has changed since.
      const from = after ? parsePageCursor(after) : null;
      const start = from ? all.findIndex((enquiry) => newestFirst(from, enquiry) < 0) : 0;
      if (start < 0) return { items: [], next: null };
      const items = all.slice(start, start + limit);
      const last = items.at(-1);
      return { items, next: last && start + limit < all.length ? pageCursor(last) : null };
    },
    async count(status) {
      return status
        ? db.countFromIndex('enquiries', 'statusCreated', ofStatus(status))
        : db.count('enquiries');
    },
    async created(fromDate, toDate) {
      return readable(await db.getAllFromIndex('enquiries', 'createdAt', createdRange(fromDate, toDate)));
    },
    async totals(fromDate, toDate) {
      const totals = { enquiries: 0, confirmed: 0, confirmedFils: 0 };
      for (const enquiry of await db.getAllFromIndex(
        'enquiries',
        'createdAt',
        createdRange(fromDate, toDate),
      )) {
        totals.enquiries += 1;
        if (!isConfirmed(enquiry)) continue;
        totals.confirmed += 1;
        totals.confirmedFils += enquiry.quote?.totalFils ?? 0;
      }
      return totals;
    },
    async get(id) {
      const enquiry = await db.get('enquiries', id);
      return enquiry ? readableEnquiry(enquiry) : null;
    },
    async getMany(ids) {
      checkManyIds(ids);
      const found = await Promise.all(ids.map((id) => db.get('enquiries', id)));
      return readable(found.filter((enquiry): enquiry is Enquiry => enquiry !== undefined));
    },
    async oldest(status, limit) {
      checkOldestQuery(status, limit);
      // The index orders by status, then createdAt, then (at the same time) the id.
      return readable(await db.getAllFromIndex('enquiries', 'statusCreated', ofStatus(status), limit));
    },
    async search(term) {
      const terms = searchTerms(term);
      if (!terms.name) return [];
      const all = readable(await db.getAll('enquiries'));
      return all
        .filter((enquiry) => matchesSearch(enquiry, terms))
        .sort(newestFirst)
        .slice(0, MAX_SEARCH_RESULTS);
    },
    async notes(id) {
      const notes = await db.getAllFromIndex('notes', 'enquiryId', id);
      return notes
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
        .map(({ id: noteId, text, createdAt, author }) => ({ id: noteId, text, createdAt, author }));
    },
  };
}
