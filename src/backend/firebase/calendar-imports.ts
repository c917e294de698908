// Imported calendars in Firestore (docs/decisions/0050-calendar-import.md): the feeds in `importFeeds` (the admin's
// only), their blocks in `bookings` with their busy intervals in `yachtDays` (so the calendar, what visitors read and
// every clash check see them). A sync writes only what changed, in transactions of a bounded size that each re-read
// the days they touch; the feed's state is written last, so a sync cut short is finished by the next.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import type { Booking } from '../../domain/booking/bookings';
import type { ImportFeedRecord } from '../../domain/calendar-import/feed';
import type { BookingsApi } from '../booking-types';
import { datesTouched } from '../booking-checks';
import { checkedFeedInput, importedBookingRecord, newFeedRecord, planImport } from '../import-checks';
import { notFound } from '../types';
import { toBooking, toDayIntervals } from './booking-converters';
import { dayData, dayRef } from './busy-days';
import { mapErrors } from './errors';
import { asData, isoDate, numberFrom, text } from './fields';

type ImportMethods = Pick<BookingsApi, 'importFeeds' | 'addImportFeed' | 'removeImportFeed' | 'recordImport'>;

/** A transaction writes at most 500 documents; a chunk of a sync stays well under (its blocks and their days). */
const WRITES_PER_TRANSACTION = 400;

const stamp = (iso: string | null) => (iso ? Timestamp.fromMillis(Date.parse(iso)) : null);

function toImportFeed(id: string, raw: unknown): ImportFeedRecord {
  const data = asData(raw);
  const error = data.lastError ? asData(data.lastError) : null;
  return {
    id,
    yachtId: text(data.yachtId),
    label: text(data.label),
    url: text(data.url),
    createdAt: isoDate(data.createdAt) ?? new Date(0).toISOString(),
    lastAttemptAt: isoDate(data.lastAttemptAt) ?? null,
    lastSuccessAt: isoDate(data.lastSuccessAt) ?? null,
    lastError: error ? { code: text(error.code), message: text(error.message) } : null,
    blockCount: numberFrom(data.blockCount) ?? 0,
    etag: text(data.etag) || null,
    lastModified: text(data.lastModified) || null,
  };
}

const feedData = (feed: ImportFeedRecord) => ({
  yachtId: feed.yachtId,
  label: feed.label,
  url: feed.url,
  createdAt: stamp(feed.createdAt),
  lastAttemptAt: stamp(feed.lastAttemptAt),
  lastSuccessAt: stamp(feed.lastSuccessAt),
  lastError: feed.lastError,
  blockCount: feed.blockCount,
  etag: feed.etag,
  lastModified: feed.lastModified,
});

/** One change to a block: `next` null removes it; `previous` is what is stored now (null: a new one). */
interface BlockChange {
  id: string;
  yachtId: string;
  previous: Pick<Booking, 'start' | 'end'> | null;
  next: Omit<Booking, 'createdAt'> | null;
}

const spanDates = (item: Pick<Booking, 'start' | 'end'>) =>
  datesTouched({ start: Date.parse(item.start), end: Date.parse(item.end) });

/** The changes in groups whose blocks and days fit one transaction. */
function chunks(changes: readonly BlockChange[]): BlockChange[][] {
  const groups: BlockChange[][] = [];
  let group: BlockChange[] = [];
  let writes = 0;
  for (const change of changes) {
    const cost =
      1 +
      (change.previous ? spanDates(change.previous).length : 0) +
      (change.next ? spanDates(change.next).length : 0);
    if (group.length > 0 && writes + cost > WRITES_PER_TRANSACTION) {
      groups.push(group);
      group = [];
      writes = 0;
    }
    group.push(change);
    writes += cost;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/** Applies the changes of one yacht, a transaction per chunk: each re-reads the days it touches and writes them back. */
async function applyChanges(db: Firestore, changes: readonly BlockChange[]) {
  for (const group of chunks(changes)) {
    await runTransaction(db, async (tx) => {
      const keys = new Map<string, { yachtId: string; date: string }>();
      for (const change of group) {
        for (const item of [change.previous, change.next]) {
          if (!item) continue;
          for (const date of spanDates(item))
            keys.set(`${change.yachtId}_${date}`, { yachtId: change.yachtId, date });
        }
      }
      const days = await Promise.all(
        [...keys.values()].map(async ({ yachtId, date }) => ({
          yachtId,
          date,
          intervals: toDayIntervals((await tx.get(dayRef(db, yachtId, date))).data()),
        })),
      );
      const byKey = new Map(days.map((day) => [`${day.yachtId}_${day.date}`, day]));
      for (const change of group) {
        for (const day of byKey.values())
          day.intervals = day.intervals.filter((interval) => interval.id !== change.id);
        if (change.next) {
          for (const date of spanDates(change.next)) {
            byKey.get(`${change.yachtId}_${date}`)?.intervals.push({
              id: change.id,
              start: change.next.start,
              end: change.next.end,
            });
          }
          const { id, ...data } = change.next;
          tx.set(doc(db, 'bookings', id), {
            ...data,
            start: Timestamp.fromMillis(Date.parse(data.start)),
            end: Timestamp.fromMillis(Date.parse(data.end)),
            createdAt: serverTimestamp(),
          });
        } else {
          tx.delete(doc(db, 'bookings', change.id));
        }
      }
      for (const day of byKey.values()) {
        if (day.intervals.length === 0) tx.delete(dayRef(db, day.yachtId, day.date));
        else tx.set(dayRef(db, day.yachtId, day.date), dayData(day.yachtId, day.date, day.intervals));
      }
    });
  }
}

export function createFirestoreImportsApi(db: Firestore, now: () => Date = () => new Date()): ImportMethods {
  const feeds = collection(db, 'importFeeds');
  const blocksOf = async (feedId: string) =>
    (await getDocs(query(collection(db, 'bookings'), where('source.feedId', '==', feedId)))).docs.map((d) =>
      toBooking(d.id, d.data()),
    );
  const feedOf = async (id: string) => {
    const snapshot = await getDoc(doc(feeds, id));
    if (!snapshot.exists()) throw notFound('calendar feed', id);
    return toImportFeed(id, snapshot.data());
  };
  return {
    importFeeds: () =>
      mapErrors(async () =>
        (await getDocs(feeds)).docs
          .map((d) => toImportFeed(d.id, d.data()))
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)),
      ),
    addImportFeed: (input) =>
      mapErrors(async () => {
        const ofYacht = await getDocs(query(feeds, where('yachtId', '==', input.yachtId)));
        const ref = doc(feeds);
        const record = newFeedRecord(ref.id, checkedFeedInput(input, ofYacht.size), now());
        await setDoc(ref, { ...feedData(record), createdAt: serverTimestamp() });
        return ref.id;
      }),
    removeImportFeed: (id) =>
      mapErrors(async () => {
        const feed = await feedOf(id);
        const stored = await blocksOf(id);
        await applyChanges(
          db,
          stored.map((block) => ({ id: block.id, yachtId: feed.yachtId, previous: block, next: null })),
        );
        await deleteDoc(doc(feeds, id));
      }),
    recordImport: (feedId, outcome) =>
      mapErrors(async () => {
        const feed = await feedOf(feedId);
        const stored = await blocksOf(feedId);
        const plan = planImport(feed, stored, outcome, now());
        const byId = new Map(stored.map((block) => [block.id, block]));
        await applyChanges(db, [
          ...[...plan.diff.add, ...plan.diff.update].map((block) => ({
            id: block.id,
            yachtId: feed.yachtId,
            previous: byId.get(block.id) ?? null,
            next: importedBookingRecord(block),
          })),
          ...plan.diff.remove.map((id) => ({
            id,
            yachtId: feed.yachtId,
            previous: byId.get(id) ?? null,
            next: null,
          })),
        ]);
        await setDoc(doc(feeds, feedId), feedData(plan.feed));
        return plan.report;
      }),
  };
}
