/**
 * Each yacht's busy times as an iCalendar feed for the marketplaces to import (docs/decisions/0050-calendar-import.md):
 * `…/yachtFeed/<secret>.ics`, the secret the operator made (and may rotate) for that yacht. Charters and blocks from
 * today (Dubai) to a year ahead, each an opaque "Not available" event: no client, renter, reference or reason. Every
 * refusal is the same 404 with no data, as the operator's own feed (feed-handler.ts).
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { toBooking } from '../../src/backend/firebase/booking-converters';
import { liveItems } from '../../src/domain/booking/hold';
import {
  FEED_REFRESH_MINUTES,
  isFeedSecret,
  secretOfPath,
  YACHT_FEEDS,
  yachtFeedWindow,
} from '../../src/domain/calendar-feed';
import { uidHost } from '../../src/domain/charter-event';
import { busyCalendar, type BusyEvent } from '../../src/domain/ics';
import { FUNCTION_NAMES } from '../../src/domain/server-api';
import { firestore } from './admin';
import {
  calendarResponse,
  FEED_SITE,
  notFound,
  onlyGet,
  sameSecret,
  type FeedResponse,
} from './feed-handler';
import { SITE_FUNCTION_OPTIONS } from './options';

export interface YachtFeedStore {
  /** The yacht whose feed has this secret (and the secret stored), or null. */
  yachtOf(secret: string): Promise<{ yachtId: string; secret: string } | null>;
  /** The yacht's bookings and blocks overlapping [from, to) (epoch ms); a quote's hold with its `expiresAt`. */
  busy(yachtId: string, from: number, to: number): Promise<(BusyEvent & { expiresAt?: string })[]>;
}

/** Answers one request (GET or HEAD `/<secret>.ics`) at `now` (epoch ms). */
export async function handleYachtFeedRequest(
  request: { method: string; path: string },
  store: YachtFeedStore,
  now: number,
): Promise<FeedResponse> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return onlyGet();
  const given = secretOfPath(request.path, FUNCTION_NAMES.yachtFeed);
  if (given === null) return notFound();
  const found = await store.yachtOf(given);
  if (!found || !sameSecret(given, found.secret)) return notFound();
  const { from, to } = yachtFeedWindow(now);
  // A quote's hold is busy too, until it lapses.
  const busy = liveItems(await store.busy(found.yachtId, from, to), now);
  const body = busyCalendar(busy, {
    name: `${FEED_SITE.name}: busy times`,
    uidHost: uidHost(FEED_SITE.email),
    now,
    refreshMinutes: FEED_REFRESH_MINUTES,
  });
  // Marketplaces read it from their servers: a shared cache may keep it as long as a client would.
  return calendarResponse(body, { fileName: 'busy.ics', cacheControl: 'public, max-age=300' });
}

export function firestoreYachtFeedStore(db: Firestore): YachtFeedStore {
  return {
    async yachtOf(secret) {
      const found = await db.collection(YACHT_FEEDS).where('secret', '==', secret).limit(1).get();
      const stored: unknown = found.docs[0]?.get('secret');
      return found.empty || !isFeedSecret(stored) ? null : { yachtId: found.docs[0].id, secret: stored };
    },
    async busy(yachtId, from, to) {
      // By yacht and end (firestore.indexes.json): those ending after the window starts; the rest by start.
      const snapshot = await db
        .collection('bookings')
        .where('yachtId', '==', yachtId)
        .where('end', '>', Timestamp.fromMillis(from))
        .get();
      return snapshot.docs
        .map((document) => toBooking(document.id, document.data()))
        .filter((item) => Date.parse(item.start) < to)
        .map(({ id, start, end, expiresAt }) => ({ id, start, end, ...(expiresAt ? { expiresAt } : {}) }));
    },
  };
}

/** The function: no CORS (marketplaces read it from their servers). Logs say what happened, never the secret. */
export const yachtFeed = onRequest(
  { ...SITE_FUNCTION_OPTIONS, cors: false, maxInstances: 3 },
  async (request, response) => {
    try {
      const answer = await handleYachtFeedRequest(
        { method: request.method, path: request.path },
        firestoreYachtFeedStore(firestore()),
        Date.now(),
      );
      if (answer.status !== 200) logger.info('yachtFeed refused', { status: answer.status });
      response.status(answer.status).set(answer.headers).send(answer.body);
    } catch (error) {
      logger.error('yachtFeed failed', { error: error instanceof Error ? error.message : 'unknown' });
      response.status(500).set({ 'Cache-Control': 'no-store' }).send('The feed is not available right now.');
    }
  },
);
