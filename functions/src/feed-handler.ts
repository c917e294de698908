/**
 * calendarFeed's work, without Firebase (docs/decisions/0036-calendar-feed.md): the secret in the path compared in
 * constant time with the stored one, then the confirmed charters of the feed's window as an iCalendar file made by
 * the same code as the admin's export (src/domain/ics.ts, src/domain/charter-event.ts). Every refusal is the same
 * 404 with no data, whether the secret is missing, malformed, wrong, rotated away or none was ever made.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Booking } from '../../src/domain/booking/bookings';
import { FEED_REFRESH_MINUTES, feedWindow, secretOfPath } from '../../src/domain/calendar-feed';
import { charterEvent, uidHost } from '../../src/domain/charter-event';
import type { Enquiry } from '../../src/domain/enquiry';
import { chartersCalendar } from '../../src/domain/ics';

/** The business as the feed names it: src/config/site.ts's name and email (a unit test keeps them equal). */
export const FEED_SITE = { name: 'Marina Luxe Yachts', email: 'bookings@marinaluxeyachts.ae' } as const;

export interface FeedCharters {
  /** Confirmed charters (bookings, not blocks) starting in the window. */
  bookings: Booking[];
  /** Their enquiries by id (one gone is simply absent). */
  enquiries: ReadonlyMap<string, Enquiry>;
  /** The yachts they name, as the fleet names them. */
  yachts: { id: string; name: string }[];
}

export interface FeedStore {
  /**
   * The stored secret, or null when the operator never made one; `given` (the request's) lets a cache decide whether
   * it must read again (feed-secret-cache.ts).
   */
  secret(given: string): Promise<string | null>;
  /** The confirmed charters starting at or after `from` and before `to` (epoch ms). */
  charters(from: number, to: number): Promise<FeedCharters>;
}

export interface FeedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Whether two secrets are equal, in time independent of where they differ (both hashed to the same length). */
export function sameSecret(given: string, stored: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(stored));
}

const refused = (status: number, text: string): FeedResponse => ({
  status,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  body: text,
});

export const NOT_FOUND = 'Not found.';

/** Every refusal of a secret address: the same 404 with no data (this feed's and each yacht's, yacht-feed.ts). */
export const notFound = () => refused(404, NOT_FOUND);

/** A feed is only read. */
export function onlyGet(): FeedResponse {
  const answer = refused(405, 'Only GET.');
  return { ...answer, headers: { ...answer.headers, Allow: 'GET, HEAD' } };
}

/** Answers one request (GET or HEAD `/<secret>.ics`) at `now` (epoch ms). */
export async function handleFeedRequest(
  request: { method: string; path: string },
  store: FeedStore,
  now: number,
): Promise<FeedResponse> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return onlyGet();
  const given = secretOfPath(request.path);
  if (given === null) return notFound();
  const stored = await store.secret(given);
  if (stored === null || !sameSecret(given, stored)) return notFound();

  const { from, to } = feedWindow(now);
  const { bookings, enquiries, yachts } = await store.charters(from, to);
  const events = bookings
    .filter((booking) => booking.kind === 'booking')
    .map((booking) =>
      charterEvent(
        booking,
        booking.enquiryId ? (enquiries.get(booking.enquiryId) ?? null) : null,
        [],
        yachts,
      ),
    );
  const body = chartersCalendar(events, {
    name: `${FEED_SITE.name}: charters`,
    uidHost: uidHost(FEED_SITE.email),
    now,
    refreshMinutes: FEED_REFRESH_MINUTES,
  });
  // Only the subscriber's own client may keep it, for five minutes; no shared cache ever holds it.
  return calendarResponse(body, { fileName: 'charters.ics', cacheControl: 'private, max-age=300' });
}

/** A feed's answer: the calendar, never indexed, never sending the secret address on as a referrer. */
export function calendarResponse(
  body: string,
  { fileName, cacheControl }: { fileName: string; cacheControl: string },
): FeedResponse {
  return {
    status: 200,
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${fileName}"`,
      'Cache-Control': cacheControl,
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
    },
    body,
  };
}
