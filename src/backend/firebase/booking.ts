// Enquiries, bookings and the booking data in Firestore Lite. Transactions read documents by reference only (Lite
// has no queries in transactions), so busy intervals live in per-yacht, per-day documents `yachtDays/{yachtId}_{date}`
// whose ids a clash check can name (docs/decisions/0012-booking-data.md).
import { storedAddOn } from '../../domain/booking/settings';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  documentId,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  startAfter,
  sum,
  count as countOf,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
  type QueryConstraint,
  type Transaction,
} from 'firebase/firestore/lite';
import { addDays, dubaiInstant } from '../../domain/booking/dubai-time';
import { createReference } from '../../domain/booking/reference';
import { type BookingSettings } from '../../domain/booking/settings';
import { findClash, type TimeSpan } from '../../domain/booking/slots';
import { LIMITS } from '../../domain/limits';
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
  clashError,
  confirmation,
  datesTouched,
  datesToCheck,
  MAX_SEARCH_RESULTS,
  REFERENCE_ATTEMPTS,
  matchesSearch,
  searchTerms,
} from '../booking-checks';
import {
  BackendError,
  notFound,
  newestFirst,
  type BookingApi,
  type BookingsApi,
  type EnquiriesApi,
} from '../types';
import { type Enquiry } from '../../domain/enquiry';
import { DEPOSITS_NEED_FUNCTIONS } from '../../domain/deposit';
import { periodSpan } from '../../domain/dashboard/periods';
import { CONFIRMED_STATUSES } from '../../domain/dashboard/figures';
import { type Booking } from '../../domain/booking/bookings';
import { enquiryData } from './booking-payloads';
import { createFunctionsClient, type FunctionsClientOptions } from './functions-client';
import { firestoreCalendarFeed } from './calendar-feed';
import {
  toAddOn,
  toBooking,
  toBookingSettings,
  toDayIntervals,
  toEnquiry,
  toFleetYacht,
  toNote,
} from './booking-converters';
import { isFirebaseCode, mapErrors } from './errors';
import { requireExisting } from './documents';
import { timestampCursor } from './cursor';

const MS_PER_DAY = 24 * 60 * 60_000;

/** Enquiries stored (`createdAt`) on the Dubai dates `fromDate` to `toDate` inclusive. */
function createdIn(fromDate: string, toDate: string): QueryConstraint[] {
  const { start, end } = periodSpan({ from: fromDate, to: toDate });
  return [
    where('createdAt', '>=', Timestamp.fromMillis(start)),
    where('createdAt', '<', Timestamp.fromMillis(end)),
  ];
}

interface DayInterval {
  id: string;
  start: string;
  end: string;
}

/** A yacht's busy day as stored (`yachtDays/{yachtId}_{date}`): what makes it busy that day, as Timestamps. */
const dayData = (yachtId: string, date: string, intervals: readonly DayInterval[]) => ({
  yachtId,
  date,
  intervals: intervals.map((interval) => ({
    id: interval.id,
    start: Timestamp.fromMillis(Date.parse(interval.start)),
    end: Timestamp.fromMillis(Date.parse(interval.end)),
  })),
});

/**
 * `functions`: with Cloud Functions on (settings.functionsBaseUrl), enquiries are created by the server, which prices
 * them; the rules then refuse them from the browser (docs/decisions/0033-server-side.md).
 */
export function createFirestoreBookingApis(
  db: Firestore,
  currentEmail: () => Promise<string>,
  functions?: FunctionsClientOptions,
  currentIdToken: () => Promise<string | null> = async () => null,
) {
  const server = functions ? createFunctionsClient(functions) : undefined;
  const enquiriesRef = collection(db, 'enquiries');
  const settingsRef = doc(db, 'settings', 'booking');
  const dayRef = (yachtId: string, date: string) => doc(db, 'yachtDays', `${yachtId}_${date}`);
  const toEnquiries = (docs: readonly DocumentSnapshot[]) => docs.map((d) => toEnquiry(d.id, d.data()));

  /**
   * In a transaction: refuses `span` on the yacht when it overlaps (± the turnaround) a busy interval, naming the
   * clashing booking or block. Returns the intervals already stored on each day the span touches (to write back).
   */
  async function checkFree(tx: Transaction, yachtId: string, span: TimeSpan) {
    const settings = toBookingSettings((await tx.get(settingsRef)).data());
    const dates = datesToCheck(span, settings.turnaroundMinutes);
    const days = await Promise.all(dates.map((date) => tx.get(dayRef(yachtId, date))));
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
  function writeBusy(
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
      tx.set(dayRef(booking.yachtId, date), dayData(booking.yachtId, date, intervals));
    }
  }

  const enquiries: EnquiriesApi = {
    // The reference is the document id: a create onto an existing one is an update the rules refuse, so a clash
    // (about one in a hundred million) is drawn again.
    create: (input) =>
      mapErrors(async () => {
        checkEnquiryInput(input);
        if (server) return server.createEnquiry(input);
        for (let attempt = 1; ; attempt += 1) {
          const reference = createReference();
          try {
            const data = { ...enquiryData(input, reference), createdAt: serverTimestamp() };
            await setDoc(doc(enquiriesRef, reference), data);
            return { id: reference, reference };
          } catch (error) {
            if (attempt >= REFERENCE_ATTEMPTS || !isFirebaseCode(error, 'permission-denied')) throw error;
          }
        }
      }),
    list: () =>
      mapErrors(async () => {
        const snapshot = await getDocs(
          query(enquiriesRef, orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')),
        );
        return toEnquiries(snapshot.docs);
      }),
    page: ({ status, limit: size, after }) =>
      mapErrors(async () => {
        const constraints: QueryConstraint[] = [];
        if (status) constraints.push(where('status', '==', status));
        constraints.push(orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc'));
        const from = after ? timestampCursor.parse(after) : null;
        if (from) constraints.push(startAfter(from.createdAt, from.id));
        // One more than asked: whether there is a next page, without another read.
        const snapshot = await getDocs(query(enquiriesRef, ...constraints, limit(size + 1)));
        const shown = snapshot.docs.slice(0, size);
        const last = shown.at(-1);
        return {
          items: toEnquiries(shown),
          next:
            last && snapshot.docs.length > size ? timestampCursor.of(last.id, last.data().createdAt) : null,
        };
      }),
    count: (status) =>
      mapErrors(async () => {
        const counted = await getCount(
          status ? query(enquiriesRef, where('status', '==', status)) : enquiriesRef,
        );
        return counted.data().count;
      }),
    created: (fromDate, toDate) =>
      mapErrors(async () => {
        const snapshot = await getDocs(
          query(enquiriesRef, ...createdIn(fromDate, toDate), orderBy('createdAt'), orderBy(documentId())),
        );
        return toEnquiries(snapshot.docs);
      }),
    // Aggregation queries: the comparison period's figures cost one read per 1000 enquiries, not one each.
    totals: (fromDate, toDate) =>
      mapErrors(async () => {
        const period = query(enquiriesRef, ...createdIn(fromDate, toDate));
        const [all, confirmed] = await Promise.all([
          getCount(period),
          getAggregate(query(period, where('status', 'in', CONFIRMED_STATUSES)), {
            confirmed: countOf(),
            confirmedFils: sum('quote.totalFils'),
          }),
        ]);
        return {
          enquiries: all.data().count,
          confirmed: confirmed.data().confirmed,
          confirmedFils: confirmed.data().confirmedFils ?? 0,
        };
      }),
    get: (id) =>
      mapErrors(async () => {
        const snapshot = await getDoc(doc(enquiriesRef, id));
        return snapshot.exists() ? toEnquiry(snapshot.id, snapshot.data()) : null;
      }),
    // `in` takes at most 30 values: the ids are read 30 at a time.
    getMany: (ids) =>
      mapErrors(async () => {
        checkManyIds(ids);
        const distinct = [...new Set(ids)];
        const chunks = Array.from({ length: Math.ceil(distinct.length / 30) }, (_, index) =>
          distinct.slice(index * 30, index * 30 + 30),
        );
        const found = new Map<string, Enquiry>();
        const snapshots = await Promise.all(
          chunks.map((chunk) => getDocs(query(enquiriesRef, where(documentId(), 'in', chunk)))),
        );
        for (const snapshot of snapshots) {
          for (const enquiry of toEnquiries(snapshot.docs)) found.set(enquiry.id, enquiry);
        }
        return ids.flatMap((id) => found.get(id) ?? []);
      }),
    oldest: (status, size) =>
      mapErrors(async () => {
        checkOldestQuery(status, size);
        const snapshot = await getDocs(
          query(
            enquiriesRef,
            where('status', '==', status),
            orderBy('createdAt', 'asc'),
            orderBy(documentId(), 'asc'),
            limit(size),
          ),
        );
        return toEnquiries(snapshot.docs);
      }),
    search: (term) =>
      mapErrors(async () => {
        const terms = searchTerms(term);
        const { reference, phone, name } = terms;
        if (!name) return [];
        const queries = [
          query(
            enquiriesRef,
            where('nameKey', '>=', name),
            where('nameKey', '<=', `${name}\uf8ff`),
            limit(MAX_SEARCH_RESULTS),
          ),
        ];
        if (reference)
          queries.push(query(enquiriesRef, where('reference', '==', reference), limit(MAX_SEARCH_RESULTS)));
        if (phone) queries.push(query(enquiriesRef, where('phone', '==', phone), limit(MAX_SEARCH_RESULTS)));
        const found = new Map<string, Enquiry>();
        for (const snapshot of await Promise.all(queries.map((q) => getDocs(q)))) {
          for (const enquiry of toEnquiries(snapshot.docs)) {
            if (matchesSearch(enquiry, terms)) found.set(enquiry.id, enquiry);
          }
        }
        return [...found.values()].sort(newestFirst).slice(0, MAX_SEARCH_RESULTS);
      }),
    remove: (id) =>
      mapErrors(async () => {
        const ref = doc(enquiriesRef, id);
        const snapshot = await getDoc(ref);
        if (!snapshot.exists()) throw notFound('enquiry', id);
        checkRemovable(toEnquiry(id, snapshot.data()));
        // Its notes go with it, in one batch: the rules let a note be deleted only with its enquiry, and an
        // enquiry only while it holds no booking (so a Confirm meanwhile makes the whole batch fail).
        const notes = await getDocs(collection(db, 'enquiries', id, 'notes'));
        const batch = writeBatch(db);
        for (const note of notes.docs) batch.delete(note.ref);
        batch.delete(ref);
        await batch.commit();
      }),
    setStatus: (id, status) =>
      mapErrors(() =>
        runTransaction(db, async (tx) => {
          const ref = doc(enquiriesRef, id);
          const snapshot = await tx.get(ref);
          if (!snapshot.exists()) throw notFound('enquiry', id);
          checkStatusChange(toEnquiry(id, snapshot.data()), status);
          tx.update(ref, { status });
        }),
      ),
    addNote: (id, text) =>
      mapErrors(async () => {
        checkNoteText(text);
        await requireExisting(doc(enquiriesRef, id), 'enquiry');
        const author = await currentEmail();
        await addDoc(collection(db, 'enquiries', id, 'notes'), {
          text,
          author,
          createdAt: serverTimestamp(),
        });
      }),
    notes: (id) =>
      mapErrors(async () => {
        const snapshot = await getDocs(
          query(
            collection(db, 'enquiries', id, 'notes'),
            orderBy('createdAt', 'asc'),
            orderBy(documentId(), 'asc'),
          ),
        );
        return snapshot.docs.map((note) => toNote(note.id, note.data()));
      }),
    async createDepositLink(enquiryId) {
      if (!server) throw new BackendError('unavailable', DEPOSITS_NEED_FUNCTIONS);
      const token = await currentIdToken();
      if (!token)
        throw new BackendError('permission-denied', 'Sign in as the operator to make a deposit link.');
      return server.createDepositLink(enquiryId, token);
    },
    confirm: (enquiryId) =>
      mapErrors(() =>
        runTransaction(db, async (tx) => {
          const ref = doc(enquiriesRef, enquiryId);
          const snapshot = await tx.get(ref);
          if (!snapshot.exists()) throw notFound('enquiry', enquiryId);
          const enquiry = toEnquiry(enquiryId, snapshot.data());
          const booked = confirmation(enquiry);
          const [yacht, settings] = await Promise.all([
            tx.get(doc(db, 'products', booked.yachtId)),
            tx.get(settingsRef),
          ]);
          checkCharter(
            booked.selection,
            yacht.exists() ? toFleetYacht(yacht.id, yacht.data()) : null,
            toBookingSettings(settings.data()),
          );
          const byDate = await checkFree(tx, booked.yachtId, booked.span);
          const id = doc(collection(db, 'bookings')).id;
          writeBusy(tx, bookingRecord(id, enquiry, booked), byDate);
          tx.update(ref, { status: 'confirmed', bookingId: id });
          return id;
        }),
      ),
  };

  const booking: BookingApi = {
    getSettings: () => mapErrors(async () => toBookingSettings((await getDoc(settingsRef)).data())),
    saveSettings: (settings) =>
      mapErrors(async () => {
        checkSettings(settings);
        await setDoc(settingsRef, {
          ...settings,
          weekendDays: [...settings.weekendDays],
        } satisfies BookingSettings);
      }),
    savePricing: (pricing) =>
      mapErrors(async () => {
        checkPricing(pricing, await booking.getSettings());
        const ref = doc(db, 'products', pricing.yachtId);
        if (!(await getDoc(ref)).exists()) throw notFound('yacht', pricing.yachtId);
        const { hourlyFils, weekendHourlyFils, weekdayMinHours, weekendMinHours, maxHours } = pricing;
        await updateDoc(ref, {
          price: hourlyFils / 100,
          pricing: { weekendHourlyFils, weekdayMinHours, weekendMinHours, maxHours },
        });
      }),
    listAddOns: () =>
      mapErrors(async () => {
        const snapshot = await getDocs(collection(db, 'addOns'));
        return snapshot.docs.map((d) => toAddOn(d.id, d.data())).sort((a, b) => a.name.localeCompare(b.name));
      }),
    saveAddOn: (addOn) =>
      mapErrors(async () => {
        checkAddOn(addOn);
        const { id, ...data } = storedAddOn(addOn);
        await setDoc(doc(db, 'addOns', id), data);
      }),
    removeAddOn: (id) =>
      mapErrors(async () => {
        const ref = doc(db, 'addOns', id);
        await requireExisting(ref);
        await deleteDoc(ref);
      }),
    busy: (fromDate, toDate) =>
      mapErrors(async () => {
        const snapshot = await getDocs(
          query(collection(db, 'yachtDays'), where('date', '>=', fromDate), where('date', '<=', toDate)),
        );
        const found = new Map<string, { id: string; yachtId: string; start: string; end: string }>();
        for (const day of snapshot.docs) {
          const yachtId = String(day.data().yachtId ?? '');
          for (const interval of toDayIntervals(day.data())) found.set(interval.id, { ...interval, yachtId });
        }
        return [...found.values()];
      }),
  };

  const bookings: BookingsApi = {
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
          const byDate = await checkFree(tx, input.yachtId, span);
          const id = doc(collection(db, 'bookings')).id;
          writeBusy(tx, blockRecord(id, input, span), byDate);
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
          const days = await Promise.all(dates.map((date) => tx.get(dayRef(found.yachtId, date))));
          const enquiryRef = found.enquiryId ? doc(enquiriesRef, found.enquiryId) : null;
          const enquiry = enquiryRef ? await tx.get(enquiryRef) : null;
          dates.forEach((date, index) => {
            const left = toDayIntervals(days[index].data()).filter((interval) => interval.id !== id);
            if (left.length === 0) tx.delete(dayRef(found.yachtId, date));
            else tx.set(dayRef(found.yachtId, date), dayData(found.yachtId, date, left));
          });
          tx.delete(ref);
          if (enquiryRef && enquiry?.exists() && enquiry.data().bookingId === id) {
            tx.update(enquiryRef, { status: 'quoted', bookingId: null });
          }
        }),
      ),
    ...firestoreCalendarFeed(db, functions?.baseUrl),
  };

  return { enquiries, booking, bookings };
}
