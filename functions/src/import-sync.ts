/**
 * The scheduled import of other channels' calendars (docs/decisions/0050-calendar-import.md): every 15 minutes, each
 * feed with an address is fetched by the guarded fetch (feed-fetch.ts: https only, the host's addresses checked after
 * DNS, 10 s and 2 MB, `If-None-Match` / `If-Modified-Since` from the last good answer), read with parseFeed over
 * today to the booking horizon, and stored by the same plan as the operator's browser (src/backend/import-checks.ts,
 * import-writes.ts) with the admin SDK: only the blocks that changed and their busy days. A 304, or a feed whose
 * blocks did not change, writes nothing (its record keeps the last success; it is refreshed once an hour, so the
 * calendar screen still says the feed is read). A failure keeps the last good blocks and records the error.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import {
  storedIntervals,
  toBooking,
  toBookingSettings,
  toDayIntervals,
} from '../../src/backend/firebase/booking-converters';
import { importFeedData, toImportFeed } from '../../src/backend/firebase/import-converters';
import { planImport } from '../../src/backend/import-checks';
import {
  blockChanges,
  daysAfter,
  daysOfGroup,
  groupChanges,
  type BlockChange,
} from '../../src/backend/import-writes';
import { addDays, dubaiInstant, dubaiToday } from '../../src/domain/booking/dubai-time';
import type { FeedSyncOutcome, ImportFeedRecord } from '../../src/domain/calendar-import/feed';
import { FeedParseError } from '../../src/domain/calendar-import/feed-interval';
import { importBlocks } from '../../src/domain/calendar-import/import-blocks';
import { parseFeed } from '../../src/domain/calendar-import/parse-feed';
import { FUNCTIONS_REGION } from '../../src/domain/server-api';
import { firestore } from './admin';
import { requireCurrentAdmin } from './admin-caller';
import { SITE_FUNCTION_OPTIONS } from './options';
import { fetchFeed, type FetchFeedOptions, type FeedFetchResult } from './feed-fetch';

/** A feed whose sync changed nothing has its record refreshed no more often than this. */
export const FEED_STATUS_REFRESH_MS = 60 * 60_000;
/** Feeds fetched at once: 10 feeds of 10 s each stay well inside the function's time. */
const PARALLEL_FEEDS = 4;

export interface FeedSyncResult {
  feedId: string;
  status: 'not-modified' | 'unchanged' | 'changed' | 'failed';
  added: number;
  updated: number;
  removed: number;
  /** Documents written (blocks, busy days, the feed's record). */
  writes: number;
}

export interface SyncOptions {
  now: number;
  /** The fetch (the guarded one by default); tests pass options for their local server. */
  fetch?: (url: string, options: FetchFeedOptions) => Promise<FeedFetchResult>;
  fetchOptions?: FetchFeedOptions;
}

const stamp = (iso: string | null) => (iso ? Timestamp.fromMillis(Date.parse(iso)) : null);

/** Applies the changes with the admin SDK, a transaction per group re-reading its days; returns the writes. */
async function applyChanges(db: Firestore, changes: readonly BlockChange[]): Promise<number> {
  let writes = 0;
  for (const group of groupChanges(changes)) {
    writes += await db.runTransaction(async (tx) => {
      const keys = daysOfGroup(group);
      const refs = keys.map(({ yachtId, date }) => db.doc(`yachtDays/${yachtId}_${date}`));
      const snapshots = refs.length > 0 ? await tx.getAll(...refs) : [];
      const days = keys.map((key, index) => ({ ...key, intervals: toDayIntervals(snapshots[index].data()) }));
      let count = 0;
      for (const change of group) {
        count += 1;
        if (!change.next) {
          tx.delete(db.collection('bookings').doc(change.id));
          continue;
        }
        const { id, ...data } = change.next;
        tx.set(db.collection('bookings').doc(id), {
          ...data,
          start: Timestamp.fromMillis(Date.parse(data.start)),
          end: Timestamp.fromMillis(Date.parse(data.end)),
          createdAt: FieldValue.serverTimestamp(),
        });
      }
      for (const day of daysAfter(group, days)) {
        const ref = db.doc(`yachtDays/${day.yachtId}_${day.date}`);
        count += 1;
        if (day.intervals.length === 0) tx.delete(ref);
        else {
          tx.set(ref, {
            yachtId: day.yachtId,
            date: day.date,
            intervals: storedIntervals(day.intervals, (ms) => Timestamp.fromMillis(ms)),
          });
        }
      }
      return count;
    });
  }
  return writes;
}

/** What one feed's fetch says, as a sync outcome. */
async function outcomeOf(
  feed: ImportFeedRecord,
  window: { from: number; to: number },
  options: SyncOptions,
): Promise<FeedSyncOutcome> {
  const fetch = options.fetch ?? fetchFeed;
  const fetched = await fetch(feed.url, {
    ...options.fetchOptions,
    etag: feed.etag,
    lastModified: feed.lastModified,
  });
  if (fetched.status === 'not-modified') return { ok: true, notModified: true };
  if (fetched.status === 'failed') {
    return { ok: false, error: { code: fetched.error.code, message: fetched.error.message } };
  }
  try {
    return {
      ok: true,
      blocks: importBlocks(feed.yachtId, feed, parseFeed(fetched.text, window)),
      from: new Date(window.from).toISOString(),
      etag: fetched.etag,
      lastModified: fetched.lastModified,
    };
  } catch (error) {
    if (error instanceof FeedParseError)
      return { ok: false, error: { code: error.code, message: error.message } };
    throw error;
  }
}

/** One feed: fetched, planned and stored. */
async function syncFeed(
  db: Firestore,
  feed: ImportFeedRecord,
  window: { from: number; to: number },
  options: SyncOptions,
): Promise<FeedSyncResult> {
  const outcome = await outcomeOf(feed, window, options);
  const stored = (await db.collection('bookings').where('source.feedId', '==', feed.id).get()).docs.map((d) =>
    toBooking(d.id, d.data()),
  );
  const plan = planImport(feed, stored, outcome, new Date(options.now));
  let writes = await applyChanges(db, blockChanges(plan.diff, stored, feed.yachtId));
  const fresh =
    feed.lastSuccessAt !== null && options.now - Date.parse(feed.lastSuccessAt) < FEED_STATUS_REFRESH_MS;
  if (!(plan.unchanged && (fresh || !outcome.ok))) {
    // Only the sync's own fields: a feed the operator renamed meanwhile keeps its new label.
    const data = importFeedData(plan.feed, stamp);
    await db.collection('importFeeds').doc(feed.id).update({
      lastAttemptAt: data.lastAttemptAt,
      lastSuccessAt: data.lastSuccessAt,
      lastError: data.lastError,
      blockCount: data.blockCount,
      etag: data.etag,
      lastModified: data.lastModified,
    });
    writes += 1;
  }
  const status = !outcome.ok
    ? 'failed'
    : 'notModified' in outcome
      ? 'not-modified'
      : plan.report.added + plan.report.updated + plan.report.removed > 0
        ? 'changed'
        : 'unchanged';
  return { feedId: feed.id, status, ...plan.report, writes };
}

/** Every feed with an address, synced, PARALLEL_FEEDS at a time. A feed that throws is recorded and the rest go on. */
/** The span a sync reads: today's start in Dubai to the end of the booking horizon. */
async function windowAt(db: Firestore, now: number) {
  const settings = toBookingSettings((await db.collection('settings').doc('booking').get()).data());
  const today = dubaiToday(now);
  return { from: dubaiInstant(today, 0), to: dubaiInstant(addDays(today, settings.horizonDays + 1), 0) };
}

export async function syncImportFeeds(db: Firestore, options: SyncOptions): Promise<FeedSyncResult[]> {
  const window = await windowAt(db, options.now);
  const feeds = (await db.collection('importFeeds').get()).docs
    .map((d) => toImportFeed(d.id, d.data()))
    .filter((feed) => feed.url !== '');
  const results: FeedSyncResult[] = [];
  for (let at = 0; at < feeds.length; at += PARALLEL_FEEDS) {
    const batch = feeds.slice(at, at + PARALLEL_FEEDS);
    const settled = await Promise.allSettled(batch.map((feed) => syncFeed(db, feed, window, options)));
    settled.forEach((result, index) => {
      if (result.status === 'fulfilled') results.push(result.value);
      else {
        // The feed's id only: its address may carry the channel's secret.
        logger.error('A calendar feed could not be synced', {
          feedId: batch[index].id,
          error: String(result.reason),
        });
        results.push({
          feedId: batch[index].id,
          status: 'failed',
          added: 0,
          updated: 0,
          removed: 0,
          writes: 0,
        });
      }
    });
  }
  return results;
}

/** Every 15 minutes, the imported calendars read again. The Functions emulator does not run schedules. */
export const syncCalendarImports = onSchedule(
  {
    schedule: 'every 15 minutes',
    timeZone: 'Asia/Dubai',
    region: FUNCTIONS_REGION,
    maxInstances: 1,
    memory: '512MiB',
    timeoutSeconds: 300,
  },
  async () => {
    const results = await syncImportFeeds(firestore(), { now: Date.now() });
    const changed = results.filter((result) => result.status === 'changed' || result.status === 'failed');
    // Ids and counts only: never an address, a summary or a renter's name.
    if (changed.length > 0) logger.info('Calendar imports synced', { results: changed });
  },
);

/**
 * The operator's "Sync now" (`{ feedId }`, the admin only): the feed read by the server at once, as the schedule
 * does, so a channel that does not let browsers read its feed is synced without waiting. Returns what changed and the
 * failure it recorded, if any.
 */
export async function syncOneFeed(db: Firestore, feedId: unknown, options: SyncOptions) {
  if (typeof feedId !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(feedId)) {
    throw new HttpsError('invalid-argument', 'Which feed? Its id is missing.');
  }
  const snapshot = await db.collection('importFeeds').doc(feedId).get();
  if (!snapshot.exists) throw new HttpsError('not-found', 'This calendar feed no longer exists.');
  const feed = toImportFeed(feedId, snapshot.data());
  if (!feed.url)
    throw new HttpsError('invalid-argument', 'This feed has no address: upload its .ics file instead.');
  const result = await syncFeed(db, feed, await windowAt(db, options.now), options);
  const stored = toImportFeed(feedId, (await db.collection('importFeeds').doc(feedId).get()).data());
  return {
    added: result.added,
    updated: result.updated,
    removed: result.removed,
    error: result.status === 'failed' ? stored.lastError : null,
  };
}

export const syncImportFeed = onCall(SITE_FUNCTION_OPTIONS, async (request) => {
  await requireCurrentAdmin(request, 'Only the operator syncs calendars.');
  const { feedId } = (request.data ?? {}) as { feedId?: unknown };
  return syncOneFeed(firestore(), feedId, { now: Date.now() });
});
