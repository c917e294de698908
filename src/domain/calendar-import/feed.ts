/**
 * A feed the operator imports, as stored, and what one sync of it reports (docs/decisions/0050-calendar-import.md).
 * Pure: no iCalendar reading here (that is parse-feed.ts, with ical.js), so the backends can store a sync's outcome
 * without downloading the parser.
 */
import { LIMITS } from '../limits';
import type { ImportedBlock } from './import-blocks';

/** What the operator types to add a feed: the yacht, a label, and the feed's address (empty: files are uploaded). */
export interface ImportFeedInput {
  yachtId: string;
  /** "GetMyBoat", "Crew calendar". */
  label: string;
  /** An `https://` address, or '' for a feed the operator uploads as `.ics` files. */
  url: string;
}

/** Why the last sync failed, in words the operator reads, with a code for tests and the server. */
export interface FeedSyncError {
  code: string;
  message: string;
}

/** A stored feed and the state of its syncs. */
export interface ImportFeedRecord extends ImportFeedInput {
  id: string;
  /** ISO 8601. */
  createdAt: string;
  /** When a sync was last tried and last succeeded (ISO), null before the first. */
  lastAttemptAt: string | null;
  lastSuccessAt: string | null;
  /** The last attempt's failure, null when it succeeded: the blocks stay those of the last success. */
  lastError: FeedSyncError | null;
  /** The blocks the feed holds on the yacht now. */
  blockCount: number;
  /** The feed server's validators, sent back on the next fetch (`If-None-Match`, `If-Modified-Since`). */
  etag: string | null;
  lastModified: string | null;
}

/**
 * One sync's outcome: the blocks the feed makes now over the window read from `from`, or why it failed (the stored
 * blocks then stay as they are). `notModified`: the server answered 304, nothing to write but the time.
 */
export type FeedSyncOutcome =
  | {
      ok: true;
      blocks: readonly ImportedBlock[];
      /** The start of the window read (ISO): blocks that ended before it are kept. */
      from: string;
      etag?: string | null;
      lastModified?: string | null;
    }
  | { ok: true; notModified: true }
  | { ok: false; error: FeedSyncError };

/** What a sync changed, for the operator's message. */
export interface FeedSyncReport {
  added: number;
  updated: number;
  removed: number;
}

export const FEED_LABEL_MAX = 60;

/** Said when the server cannot read a feed now (no Cloud Functions): the browser reads it instead. */
export const SERVER_SYNC_NEEDS_FUNCTIONS = 'Reading a feed on the server needs Cloud Functions.';
/** Feeds per yacht: a handful of channels and a crew calendar. */
export const FEEDS_PER_YACHT = 10;

/**
 * Days after an imported event ended that its summary (often the renter's name and phone) is kept: then a sync
 * erases it, and the block stays, as "Sold on …", for the calendar's history.
 */
export const IMPORTED_SUMMARY_DAYS = 30;

export type FeedInputErrors = Partial<Record<keyof ImportFeedInput, string>>;

/** Whether `text` is an https:// address a browser or the server may fetch (the server checks its host again). */
export function isFeedAddress(text: string): boolean {
  if (text.length > LIMITS.path) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * A feed as stored from what was typed (trimmed; a `webcal://` address, as Apple and Google offer them, read as
 * https), with a message per field that cannot be.
 */
export function checkFeedInput(input: ImportFeedInput): { value: ImportFeedInput; errors: FeedInputErrors } {
  const label = input.label.trim();
  let url = input.url.trim();
  if (/^webcals?:\/\//i.test(url)) url = url.replace(/^webcals?:\/\//i, 'https://');
  const errors: FeedInputErrors = {};
  if (!input.yachtId) errors.yachtId = 'Choose the yacht the feed is for.';
  if (!label) errors.label = 'Give the feed a label, e.g. GetMyBoat.';
  else if (label.length > FEED_LABEL_MAX) errors.label = `A label has at most ${FEED_LABEL_MAX} characters.`;
  if (url && !isFeedAddress(url)) {
    errors.url = 'The address must start with https:// (or webcal://), as the channel gives it.';
  }
  return { value: { yachtId: input.yachtId, label, url }, errors };
}

/**
 * Blocks longer than a stored block may be (LIMITS.blockDays: the calendar reads by a bounded range) cut into
 * consecutive pieces, each with its own stable id.
 */
export function withinBlockLimit(blocks: readonly ImportedBlock[]): ImportedBlock[] {
  const most = LIMITS.blockDays * 24 * 60 * 60_000;
  return blocks.flatMap((block) => {
    const start = Date.parse(block.start);
    const end = Date.parse(block.end);
    if (end - start <= most) return [block];
    const pieces: ImportedBlock[] = [];
    for (let from = start, index = 0; from < end; from += most, index += 1) {
      pieces.push({
        ...block,
        id: index === 0 ? block.id : `${block.id}-${index}`,
        start: new Date(from).toISOString(),
        end: new Date(Math.min(end, from + most)).toISOString(),
      });
    }
    return pieces;
  });
}
