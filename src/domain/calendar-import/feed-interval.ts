/**
 * What a calendar feed of another channel says about a yacht: busy intervals, read by `parseFeed`
 * (docs/decisions/0050-calendar-import.md). Nothing here knows where the text came from (the server's fetch, an
 * uploaded file or the browser's "Sync now").
 */

/** One busy span of a feed, an event or one instance of a recurring event, inside the window read. */
export interface FeedInterval {
  /** The event's UID (RFC 5545), the same for every instance of a recurring event. */
  uid: string;
  /** ISO instants (UTC, `…Z`); end exclusive. */
  start: string;
  end: string;
  /** The event's SUMMARY as the channel wrote it: for the operator's eyes only, never a visitor's. */
  summary: string;
  /** An all-day event (VALUE=DATE): from Dubai midnight of its first day to Dubai midnight after its last. */
  allDay: boolean;
  /** For an instance of a recurring event: the instant of the slot it fills (RECURRENCE-ID), ISO. */
  recurrenceId?: string;
}

/** The span of time a feed is read over, e.g. today in Dubai to the end of the booking horizon. */
export interface FeedWindow {
  /** Epoch ms or ISO instants; `to` exclusive. */
  from: number | string;
  to: number | string;
}

/** A SUMMARY longer than this is cut (it is stored with the block). */
export const MAX_SUMMARY_LENGTH = 300;

/** The largest feed read, in UTF-8 octets: the server's fetch stops at the same size. */
export const MAX_FEED_BYTES = 2 * 1024 * 1024;
/** The most busy intervals one feed may give over the window (instances of recurring events counted one by one). */
export const MAX_FEED_INTERVALS = 5_000;
/**
 * The most recurrence steps taken over a whole feed, instances before the window included (a daily event since
 * 1990 takes some 13,000): bounds the work a hostile rule (FREQ=SECONDLY) can ask for to about a second.
 */
export const MAX_RECURRENCE_STEPS = 50_000;

export type FeedParseErrorCode =
  /** Not iCalendar text at all (an HTML error page, an empty answer, a JSON document). */
  | 'not-a-calendar'
  /** iCalendar that cannot be read: a broken line, a date that is no date, an event with no start. */
  | 'malformed'
  /** More than MAX_FEED_BYTES. */
  | 'too-large'
  /** More than MAX_FEED_INTERVALS intervals, or more than MAX_RECURRENCE_STEPS recurrence steps. */
  | 'too-many-events';

/**
 * Why a feed could not be read. The whole feed fails, never one event quietly: the caller keeps the feed's last good
 * blocks and shows the error (a feed read in part would remove the blocks of the events it skipped).
 */
export class FeedParseError extends Error {
  readonly code: FeedParseErrorCode;

  constructor(code: FeedParseErrorCode, message: string) {
    super(message);
    this.name = 'FeedParseError';
    this.code = code;
  }
}
