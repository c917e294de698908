/**
 * The moments the date-sensitive journeys run at (tests tagged `@dated`). A journey never reads the machine's clock:
 * its page runs on one of these (Playwright's `page.clock`), and the dates it picks come from the same moment (the
 * `now` fixture). Each is the next such moment from when the run starts, so the prerendered pages (built minutes
 * earlier) and the demo's seed (made in the browser on first visit, from the page's clock) agree with it.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DUBAI_OFFSET = 4 * HOUR;

export interface TestClock {
  /** The page's clock at the start of the test (ms since the epoch). */
  at: number;
  /** The device's time zone where the spec sets none: far from Dubai, so a page that used it would show it. */
  timezoneId: string;
}

/**
 * The next instant, after `from`, when the clock of the zone `offset` ms from UTC reads `weekday` (0 = Sunday) at
 * `hour`:`minute`.
 */
export function nextWallTime(
  offset: number,
  weekday: number,
  hour: number,
  minute: number,
  from = Date.now(),
): number {
  const local = new Date(from + offset);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  for (let days = 0; days <= 7; days += 1) {
    const wall = midnight + days * DAY + hour * HOUR + minute * 60_000;
    if (new Date(wall).getUTCDay() === weekday && wall - offset > from) return wall - offset;
  }
  throw new Error('unreachable: every weekday comes within a week');
}

/** The clocks: a calm weekday morning for the everyday run, and the awkward moments each run proves too. */
export const CLOCKS = {
  /** Tuesday 09:00 in Dubai: a weekday with the whole day ahead. */
  weekday: { at: nextWallTime(DUBAI_OFFSET, 2, 9, 0), timezoneId: 'America/New_York' },
  /** Friday 10:00 in Dubai, the first weekend day (already Saturday on Kiritimati, UTC+14). */
  friday: { at: nextWallTime(DUBAI_OFFSET, 5, 10, 0), timezoneId: 'Pacific/Kiritimati' },
  /** Saturday 23:30 in Dubai: the last half hour of the weekend, when today has no start left. */
  saturdayNight: { at: nextWallTime(DUBAI_OFFSET, 6, 23, 30), timezoneId: 'America/Los_Angeles' },
  /** Sunday 21:00 UTC: Monday 01:00 in Dubai, still Sunday morning on the device (Honolulu). */
  sundayUtc: { at: nextWallTime(0, 0, 21, 0), timezoneId: 'Pacific/Honolulu' },
} satisfies Record<string, TestClock>;

export type ClockName = keyof typeof CLOCKS;
