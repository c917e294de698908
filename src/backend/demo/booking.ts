import { storedAddOn } from '../../domain/booking/settings';
import { dubaiInstant, addDays } from '../../domain/booking/dubai-time';
import { createReference } from '../../domain/booking/reference';
import { DEFAULT_BOOKING_SETTINGS, type BookingSettings } from '../../domain/booking/settings';
import { findClash, type TimeSpan } from '../../domain/booking/slots';
import {
  blockRecord,
  bookingRecord,
  checkAddOn,
  checkBlockInput,
  checkCharter,
  checkEnquiryInput,
  checkManyIds,
  checkOldestQuery,
  checkNoteText,
  checkPricing,
  checkSettings,
  checkRemovable,
  checkStatusChange,
  cleanCampaign,
  clashError,
  confirmation,
  MAX_SEARCH_RESULTS,
  REFERENCE_ATTEMPTS,
  matchesSearch,
  searchTerms,
} from '../booking-checks';
import {
  BackendError,
  notFound,
  newestFirst,
  pageCursor,
  parsePageCursor,
  type BookingApi,
  type BookingsApi,
  type EnquiriesApi,
} from '../types';
import { readableEnquiry, type Enquiry } from '../../domain/enquiry';
import { DEPOSITS_NEED_FUNCTIONS } from '../../domain/deposit';
import { periodSpan } from '../../domain/dashboard/periods';
import { isConfirmed } from '../../domain/dashboard/figures';
import { type Booking } from '../../domain/booking/bookings';
import { isFeedSecret, newFeedSecret } from '../../domain/calendar-feed';
import type { DemoDb } from './schema';
import { inTransaction } from './transaction';
import { newId } from './ids';

/** As the Firebase converters give them: a stored enquiry the app cannot read is marked, not thrown on. */
const readable = (enquiries: Enquiry[]) => enquiries.map(readableEnquiry);

/** Every enquiry of one status in the `statusCreated` index, oldest first. */
const ofStatus = (status: string) => IDBKeyRange.bound([status, ''], [status, '\uffff']);

/** Stored `createdAt`s (ISO, UTC) of the Dubai dates `fromDate` to `toDate` inclusive. */
function createdRange(fromDate: string, toDate: string): IDBKeyRange {
  const { start, end } = periodSpan({ from: fromDate, to: toDate });
  return IDBKeyRange.bound(new Date(start).toISOString(), new Date(end).toISOString(), false, true);
}

function spanOf(booking: Pick<Booking, 'start' | 'end'>): TimeSpan {
  return { start: Date.parse(booking.start), end: Date.parse(booking.end) };
}

/** The meta key of the calendar feed's secret. */
const FEED_SECRET_KEY = 'calendarFeedSecret';

/**
 * The demo backend's enquiries, bookings and booking data in IndexedDB, with the guarantees the Firestore side gives:
 * unique references, and a clash check and its write in one transaction.
 */
export function createDemoBookingApis(db: DemoDb, now: () => Date, currentEmail: () => string) {
  /** What a clash check reads, from inside the caller's transaction. */
  interface ClashReads {
    settings: () => Promise<BookingSettings | undefined>;
    bookingsOf: (yachtId: string) => Promise<Booking[]>;
  }

  /** Refuses `span` on the yacht when it overlaps (± the turnaround) one of its bookings or blocks. */
  async function checkFree(reads: ClashReads, yachtId: string, span: TimeSpan) {
    const { turnaroundMinutes } = (await reads.settings()) ?? DEFAULT_BOOKING_SETTINGS;
    const clash = findClash(yachtId, span, await reads.bookingsOf(yachtId), turnaroundMinutes);
    if (clash) throw clashError(clash, turnaroundMinutes);
  }

  async function requireEnquiry(id: string): Promise<Enquiry> {
    const enquiry = await db.get('enquiries', id);
    if (!enquiry) throw notFound('enquiry', id);
    return enquiry;
  }

  const enquiries: EnquiriesApi = {
    async create(input) {
      checkEnquiryInput(input);
      // As the rules do (firestore.rules isSelection): a quote names a yacht of the fleet.
      if (input.quote && !(await db.get('products', input.quote.selection.yachtId))) {
        throw new BackendError('invalid-argument', 'This yacht is not in the fleet.');
      }
      for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
        const reference = createReference();
        const enquiry: Enquiry = {
          ...input,
          campaign: cleanCampaign(input.campaign),
          id: reference,
          reference,
          createdAt: now().toISOString(),
          status: 'new',
          bookingId: null,
        };
        try {
          await db.add('enquiries', enquiry);
          return { id: reference, reference };
        } catch (error) {
          if (!(error instanceof DOMException && error.name === 'ConstraintError')) throw error;
        }
      }
      throw new BackendError('unavailable', 'No free reference was found. Please try again.');
    },
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
    async remove(id) {
      await inTransaction(db, ['enquiries', 'notes'], async (tx) => {
        const enquiry = await tx.objectStore('enquiries').get(id);
        if (!enquiry) throw notFound('enquiry', id);
        checkRemovable(enquiry);
        const notes = tx.objectStore('notes');
        for (const key of await notes.index('enquiryId').getAllKeys(id)) await notes.delete(key);
        await tx.objectStore('enquiries').delete(id);
      });
    },
    async setStatus(id, status) {
      await inTransaction(db, ['enquiries'], async (tx) => {
        const enquiry = await tx.objectStore('enquiries').get(id);
        if (!enquiry) throw notFound('enquiry', id);
        checkStatusChange(enquiry, status);
        await tx.objectStore('enquiries').put({ ...enquiry, status });
      });
    },
    async addNote(id, text) {
      checkNoteText(text);
      await requireEnquiry(id);
      await db.add('notes', {
        id: newId(),
        enquiryId: id,
        text,
        createdAt: now().toISOString(),
        author: currentEmail(),
      });
    },
    async notes(id) {
      const notes = await db.getAllFromIndex('notes', 'enquiryId', id);
      return notes
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
        .map(({ id: noteId, text, createdAt, author }) => ({ id: noteId, text, createdAt, author }));
    },
    // The demo has no server and no Stripe: deposits online need Cloud Functions (docs/decisions/0037-deposits.md).
    createDepositLink: () => Promise.reject(new BackendError('unavailable', DEPOSITS_NEED_FUNCTIONS)),
    async confirm(enquiryId) {
      return inTransaction(db, ['enquiries', 'bookings', 'settings', 'products'], async (tx) => {
        const enquiry = await tx.objectStore('enquiries').get(enquiryId);
        if (!enquiry) throw notFound('enquiry', enquiryId);
        const booked = confirmation(enquiry);
        checkCharter(
          booked.selection,
          (await tx.objectStore('products').get(booked.yachtId)) ?? null,
          (await tx.objectStore('settings').get('booking')) ?? DEFAULT_BOOKING_SETTINGS,
        );
        await checkFree(
          {
            settings: () => tx.objectStore('settings').get('booking'),
            bookingsOf: (id) => tx.objectStore('bookings').index('yachtId').getAll(id),
          },
          booked.yachtId,
          booked.span,
        );
        const booking: Booking = {
          ...bookingRecord(newId(), enquiry, booked),
          createdAt: now().toISOString(),
        };
        await tx.objectStore('bookings').add(booking);
        await tx.objectStore('enquiries').put({ ...enquiry, status: 'confirmed', bookingId: booking.id });
        return booking.id;
      });
    },
  };

  const booking: BookingApi = {
    async getSettings() {
      return (await db.get('settings', 'booking')) ?? { ...DEFAULT_BOOKING_SETTINGS };
    },
    async saveSettings(settings) {
      checkSettings(settings);
      await db.put('settings', { ...settings, weekendDays: [...settings.weekendDays] }, 'booking');
    },
    async savePricing(pricing) {
      checkPricing(pricing, await booking.getSettings());
      await inTransaction(db, ['products'], async (tx) => {
        const product = await tx.objectStore('products').get(pricing.yachtId);
        if (!product) throw notFound('yacht', pricing.yachtId);
        const { hourlyFils, weekendHourlyFils, weekdayMinHours, weekendMinHours, maxHours } = pricing;
        await tx.objectStore('products').put({
          ...product,
          price: hourlyFils / 100,
          pricing: { weekendHourlyFils, weekdayMinHours, weekendMinHours, maxHours },
        });
      });
    },
    async listAddOns() {
      return (await db.getAll('addOns')).sort((a, b) => a.name.localeCompare(b.name));
    },
    async saveAddOn(addOn) {
      checkAddOn(addOn);
      await db.put('addOns', storedAddOn(addOn));
    },
    async removeAddOn(id) {
      if (!(await db.get('addOns', id))) throw notFound('add-on', id);
      await db.delete('addOns', id);
    },
    async busy(fromDate, toDate) {
      const from = dubaiInstant(fromDate, 0);
      const to = dubaiInstant(addDays(toDate, 1), 0);
      return (await db.getAll('bookings'))
        .filter((item) => Date.parse(item.start) < to && Date.parse(item.end) > from)
        .map(({ id, yachtId, start, end }) => ({ id, yachtId, start, end }));
    },
  };

  const bookings: BookingsApi = {
    async list(fromDate, toDate) {
      const from = dubaiInstant(fromDate, 0);
      const to = dubaiInstant(addDays(toDate, 1), 0);
      // Those ending after the first day began (an index), of which those starting before the last day ended.
      const ending = IDBKeyRange.lowerBound(new Date(from).toISOString(), true);
      return (await db.getAllFromIndex('bookings', 'end', ending))
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
  };

  return { enquiries, booking, bookings };
}
