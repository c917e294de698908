/**
 * Dubai calendar time for charters. Every charter is in Dubai time (Asia/Dubai, UTC+4 all year, no daylight
 * saving) whatever the device says, so conversions use the fixed offset and UTC arithmetic only: no local-time
 * `Date` method (getHours, getDay, new Date(y, m, d) …) is used, and the answers do not depend on `TZ`.
 * Formatting for people goes through `Intl` with `timeZone: 'Asia/Dubai'` (../formats.ts).
 */

/** A calendar date in Dubai, `YYYY-MM-DD`. */
export type DubaiDate = string;

/** 0 = Sunday … 6 = Saturday, as `Date.prototype.getUTCDay`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** An instant: epoch milliseconds or an ISO 8601 timestamp with its offset (`2025-03-14T13:30:00Z`). */
export type Instant = number | string;

export const DUBAI_TIME_ZONE = 'Asia/Dubai';
/** Dubai is UTC+4 all year; it has not observed daylight saving since its time zone was set. */
export const DUBAI_UTC_OFFSET_MINUTES = 4 * 60;
export const MINUTES_PER_DAY = 24 * 60;
export const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = MINUTES_PER_DAY * MS_PER_MINUTE;
const OFFSET_MS = DUBAI_UTC_OFFSET_MINUTES * MS_PER_MINUTE;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch milliseconds of an instant; NaN when a timestamp cannot be read. */
export function toEpochMs(instant: Instant): number {
  return typeof instant === 'number' ? instant : Date.parse(instant);
}

/** Midnight UTC of the calendar day written `YYYY-MM-DD`, or null for anything that is not a real date. Read once per
 * call (no split, no second parse): the finder reads dates for hundreds of yachts on every change. */
function parseDate(value: string): number | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const ms = Date.UTC(year, month - 1, day);
  const utc = new Date(ms);
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day
    ? ms
    : null;
}

/** True for a real calendar date written `YYYY-MM-DD` (no 2025-02-30). */
export function isDubaiDate(value: string): value is DubaiDate {
  return parseDate(value) !== null;
}

/** Midnight UTC of the date's calendar day, the base of the date arithmetic below. */
function utcMidnight(date: DubaiDate): number {
  const ms = parseDate(date);
  if (ms === null) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  return ms;
}

function dateOfUtcMidnight(ms: number): DubaiDate {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The instant (epoch ms) of `minute` minutes after midnight of a Dubai date; 1440 is the next midnight. */
export function dubaiInstant(date: DubaiDate, minute: number): number {
  return utcMidnight(date) + minute * MS_PER_MINUTE - OFFSET_MS;
}

/** The Dubai date and the minute after midnight (0–1439, whole, rounded down) of an instant. */
export function toDubaiDateTime(instant: Instant): { date: DubaiDate; minute: number } {
  const shifted = toEpochMs(instant) + OFFSET_MS;
  if (!Number.isFinite(shifted)) throw new RangeError(`Not an instant: ${String(instant)}`);
  const midnight = Math.floor(shifted / MS_PER_DAY) * MS_PER_DAY;
  return { date: dateOfUtcMidnight(midnight), minute: Math.floor((shifted - midnight) / MS_PER_MINUTE) };
}

export const dubaiDateOf = (instant: Instant): DubaiDate => toDubaiDateTime(instant).date;
export const dubaiMinuteOf = (instant: Instant): number => toDubaiDateTime(instant).minute;

/** Today's date in Dubai at `now` (epoch ms). */
export const dubaiToday = (now: number): DubaiDate => dubaiDateOf(now);

export function weekdayOf(date: DubaiDate): Weekday {
  return new Date(utcMidnight(date)).getUTCDay() as Weekday;
}

export function addDays(date: DubaiDate, days: number): DubaiDate {
  return dateOfUtcMidnight(utcMidnight(date) + Math.trunc(days) * MS_PER_DAY);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DubaiDate, to: DubaiDate): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / MS_PER_DAY);
}
