/**
 * The calendar feed (docs/decisions/0036-calendar-feed.md): the confirmed charters as an iCalendar feed that a phone
 * calendar subscribes to, served by the `calendarFeed` Cloud Function at a secret address the operator can rotate.
 * What the browser and the function agree on: the secret's shape, the address, the window of charters listed.
 */
import { addDays, dubaiInstant, dubaiToday } from './booking/dubai-time';
import type { RandomBytes } from './booking/reference';

/** The feed as the admin sees it. */
export interface CalendarFeed {
  /** The function's URL (`…/calendarFeed`), or null: this site has no Cloud Functions, so no feed is served. */
  endpoint: string | null;
  /** The current secret, or null until the operator makes the first one. */
  secret: string | null;
}

/** Where the secret is kept: admin-only by the rules; the function reads it with the admin SDK. `{ secret, rotatedAt }`. */
export const FEED_SECRET_DOC = 'private/calendarFeed';

/** 32 random bytes (256 bits), base64url without padding: 43 characters of `A–Z a–z 0–9 - _`. */
export const FEED_SECRET_BYTES = 32;
export const FEED_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const cryptoRandomBytes: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Bytes as base64url without padding. */
function base64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k += 1) out += BASE64URL[(chunk >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** A new feed secret from a cryptographic random source. */
export function newFeedSecret(randomBytes: RandomBytes = cryptoRandomBytes): string {
  return base64url(randomBytes(new Uint8Array(FEED_SECRET_BYTES)));
}

export const isFeedSecret = (value: unknown): value is string =>
  typeof value === 'string' && FEED_SECRET_PATTERN.test(value);

/** The feed's address: the function's URL, `/`, the secret, `.ics` (calendar apps like the extension). */
export const feedUrl = (endpoint: string, secret: string) => `${endpoint}/${secret}.ics`;

/** The same address for Apple's devices to subscribe at a tap (`webcal:` opens the Calendar app). */
export const webcalUrl = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * The secret in a request's path, or null when there is none: `/<secret>.ics` as the function sees it at its own
 * address (the function's name stripped), or `/calendarFeed/<secret>.ics` through a Hosting rewrite (kept whole).
 */
export function secretOfPath(path: string, functionName = 'calendarFeed'): string | null {
  const match = new RegExp(`^/?(?:${functionName}/)?([^/]+?)(?:\\.ics)?/?$`).exec(path);
  return match && isFeedSecret(match[1]) ? match[1] : null;
}

/**
 * Each yacht's own feed of busy times for the marketplaces (docs/decisions/0050-calendar-import.md): its secret is kept
 * in `yachtFeeds/{yachtId}` (`{ secret, rotatedAt }`, the admin's only; the yachtFeed function finds the yacht by it).
 */
export const YACHT_FEEDS = 'yachtFeeds';

/** The busy times a yacht's feed lists: those ending after Dubai's today began, up to 366 days ahead. */
export function yachtFeedWindow(now: number): { from: number; to: number } {
  const today = dubaiToday(now);
  return { from: dubaiInstant(today, 0), to: dubaiInstant(addDays(today, FEED_DAYS_AHEAD + 1), 0) };
}

/** Charters that ended up to four weeks ago stay (the crew can look back); ahead, a year. */
export const FEED_DAYS_BACK = 28;
export const FEED_DAYS_AHEAD = 366;
/** How often a subscribed calendar should ask again, in minutes (REFRESH-INTERVAL, X-PUBLISHED-TTL; Cache-Control). */
export const FEED_REFRESH_MINUTES = 15;

/** The instants (epoch ms) the feed lists charters starting in: Dubai midnight 28 days back to 366 days ahead. */
export function feedWindow(now: number): { from: number; to: number } {
  const today = dubaiToday(now);
  return {
    from: dubaiInstant(addDays(today, -FEED_DAYS_BACK), 0),
    to: dubaiInstant(addDays(today, FEED_DAYS_AHEAD + 1), 0),
  };
}
