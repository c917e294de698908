/**
 * A sync in the operator's browser (docs/decisions/0050-calendar-import.md): an uploaded `.ics` file, or the feed's
 * address fetched from here ("Sync now", where the channel lets a browser read it), read into the yacht's blocks over
 * today (Dubai) to the end of the booking horizon. The iCalendar reader (ical.js) loads with the first sync only.
 */
import { addDays, dubaiInstant, dubaiToday } from '../../../domain/booking/dubai-time';
import type { FeedSyncOutcome, ImportFeedRecord } from '../../../domain/calendar-import/feed';
import { FeedParseError, MAX_FEED_BYTES } from '../../../domain/calendar-import/feed-interval';
import { importBlocks } from '../../../domain/calendar-import/import-blocks';

/** The browser gives up on a feed after this long, as the server does. */
export const BROWSER_FEED_TIMEOUT_MS = 10_000;

export const importMessages = {
  unreachable:
    'This browser cannot read the address: the channel does not let other sites read it, or it is offline. Download the .ics file from the channel and upload it here (with Cloud Functions on, the server reads the address every 15 minutes).',
  timeout: 'The feed took longer than 10 seconds to answer.',
  tooLarge: 'The feed is larger than 2 MB.',
  httpStatus: (status: number) =>
    `The feed's address answered ${status}${status === 404 ? ' (not found)' : ''}.`,
  noAddress: 'This feed has no address: upload its .ics file instead.',
} as const;

/** The window a feed is read over: from today's start in Dubai to the end of the booking horizon. */
export function importWindow(now: number, horizonDays: number): { from: number; to: number } {
  const today = dubaiToday(now);
  return { from: dubaiInstant(today, 0), to: dubaiInstant(addDays(today, horizonDays + 1), 0) };
}

/** The feed's text read into the blocks it makes now, or why it cannot be read (FeedParseError's code and words). */
export async function readFeedText(
  text: string,
  feed: Pick<ImportFeedRecord, 'id' | 'label' | 'yachtId'>,
  window: { from: number; to: number },
  validators: { etag?: string | null; lastModified?: string | null } = {},
): Promise<FeedSyncOutcome> {
  const { parseFeed } = await import('../../../domain/calendar-import/parse-feed');
  try {
    const intervals = parseFeed(text, window);
    return {
      ok: true,
      blocks: importBlocks(feed.yachtId, feed, intervals),
      from: new Date(window.from).toISOString(),
      ...validators,
    };
  } catch (error) {
    if (error instanceof FeedParseError)
      return { ok: false, error: { code: error.code, message: error.message } };
    throw error;
  }
}

/** The feed's address fetched by this browser: its text, or a failure in the operator's words. */
export async function fetchInBrowser(
  url: string,
  fetcher: typeof fetch = fetch,
): Promise<{ ok: true; text: string } | { ok: false; error: { code: string; message: string } }> {
  if (!url) return { ok: false, error: { code: 'no-address', message: importMessages.noAddress } };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), BROWSER_FEED_TIMEOUT_MS);
  try {
    const response = await fetcher(url, {
      signal: controller.signal,
      credentials: 'omit',
      cache: 'no-store',
    });
    if (!response.ok) {
      return {
        ok: false,
        error: { code: 'http-status', message: importMessages.httpStatus(response.status) },
      };
    }
    const length = Number(response.headers.get('content-length'));
    if (length > MAX_FEED_BYTES)
      return { ok: false, error: { code: 'too-large', message: importMessages.tooLarge } };
    const text = await response.text();
    if (new TextEncoder().encode(text).length > MAX_FEED_BYTES) {
      return { ok: false, error: { code: 'too-large', message: importMessages.tooLarge } };
    }
    return { ok: true, text };
  } catch {
    if (controller.signal.aborted)
      return { ok: false, error: { code: 'timeout', message: importMessages.timeout } };
    return { ok: false, error: { code: 'network', message: importMessages.unreachable } };
  } finally {
    clearTimeout(timer);
  }
}
