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
import {
  SERVER_SYNC_NEEDS_FUNCTIONS,
  type FeedSyncError,
  type FeedSyncReport,
  type ImportFeedRecord,
} from '../../domain/calendar-import/feed';
import { BackendError } from '../backend-error';
import type { BookingsApi } from '../booking-types';
import { checkedFeedInput, newFeedRecord, planImport } from '../import-checks';
import {
  blockChanges,
  daysAfter,
  daysOfGroup,
  groupChanges,
  removals,
  type BlockChange,
} from '../import-writes';
import { notFound } from '../types';
import { toBooking, toDayIntervals } from './booking-converters';
import { dayData, dayRef } from './busy-days';
import { mapErrors } from './errors';
import { importFeedData, toImportFeed } from './import-converters';

type ImportMethods = Pick<
  BookingsApi,
  'importFeeds' | 'addImportFeed' | 'removeImportFeed' | 'recordImport' | 'syncImportFeedOnServer'
>;

/** The server's "Sync now", with the operator's ID token; absent without Cloud Functions. */
export type ServerSync = (feedId: string) => Promise<FeedSyncReport & { error: FeedSyncError | null }>;

const stamp = (iso: string | null) => (iso ? Timestamp.fromMillis(Date.parse(iso)) : null);
const feedData = (feed: ImportFeedRecord) => importFeedData(feed, stamp);

/** Applies the changes, a transaction per group: each re-reads the days it touches and writes them back. */
async function applyChanges(db: Firestore, changes: readonly BlockChange[]) {
  for (const group of groupChanges(changes)) {
    await runTransaction(db, async (tx) => {
      const days = await Promise.all(
        daysOfGroup(group).map(async ({ yachtId, date }) => ({
          yachtId,
          date,
          intervals: toDayIntervals((await tx.get(dayRef(db, yachtId, date))).data()),
        })),
      );
      for (const change of group) {
        if (!change.next) {
          tx.delete(doc(db, 'bookings', change.id));
          continue;
        }
        const { id, ...data } = change.next;
        tx.set(doc(db, 'bookings', id), {
          ...data,
          start: Timestamp.fromMillis(Date.parse(data.start)),
          end: Timestamp.fromMillis(Date.parse(data.end)),
          createdAt: serverTimestamp(),
        });
      }
      for (const day of daysAfter(group, days)) {
        if (day.intervals.length === 0) tx.delete(dayRef(db, day.yachtId, day.date));
        else tx.set(dayRef(db, day.yachtId, day.date), dayData(day.yachtId, day.date, day.intervals));
      }
    });
  }
}

export function createFirestoreImportsApi(
  db: Firestore,
  serverSync?: ServerSync,
  now: () => Date = () => new Date(),
): ImportMethods {
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
        await applyChanges(db, removals(stored, feed.yachtId));
        await deleteDoc(doc(feeds, id));
      }),
    syncImportFeedOnServer: (feedId) =>
      serverSync
        ? serverSync(feedId)
        : Promise.reject(new BackendError('unavailable', SERVER_SYNC_NEEDS_FUNCTIONS)),
    recordImport: (feedId, outcome) =>
      mapErrors(async () => {
        const feed = await feedOf(feedId);
        const stored = await blocksOf(feedId);
        const plan = planImport(feed, stored, outcome, now());
        await applyChanges(db, blockChanges(plan.diff, stored, feed.yachtId));
        await setDoc(doc(feeds, feedId), feedData(plan.feed));
        return plan.report;
      }),
  };
}
