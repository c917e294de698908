/**
 * Wall-clock times of a feed as instants, where the feed itself does not say the offset: a time with a TZID the file
 * defines no VTIMEZONE for, a floating time (no zone at all), a date (an all-day event). Times with a VTIMEZONE or in
 * UTC are converted by the iCalendar library itself (parse-feed.ts).
 *
 * - A TZID that is an IANA zone Intl knows (`Europe/Paris`): converted through Intl's zone data.
 * - Any other TZID (a Windows name such as `Arabian Standard Time` with no VTIMEZONE) and floating times: Dubai
 *   time, the yacht's own clock, which is what a channel selling a Dubai charter means by a bare time.
 * - A date: Dubai midnight of that day (docs/decisions/0050-calendar-import.md).
 */
import { DUBAI_UTC_OFFSET_MINUTES, MS_PER_MINUTE } from '../booking/dubai-time';

/** A calendar date and time as written in a feed (month 1–12). A date has hour, minute and second 0. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallClockAsUtc = (time: WallClock) =>
  Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);

/** The instant of a Dubai wall-clock time (also Dubai midnight of a date). */
export const dubaiWallClockInstant = (time: WallClock) =>
  wallClockAsUtc(time) - DUBAI_UTC_OFFSET_MINUTES * MS_PER_MINUTE;

/**
 * Converts wall-clock times in named zones; one per feed read, so the Intl formatters it makes are kept only for
 * that read (the domain keeps no state between calls).
 */
export class WallClockZones {
  private readonly formatters = new Map<string, Intl.DateTimeFormat | null>();

  /** The formatter of an IANA zone, or null when Intl does not know the name. */
  private formatter(zone: string): Intl.DateTimeFormat | null {
    let formatter = this.formatters.get(zone);
    if (formatter === undefined) {
      try {
        formatter = new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
        });
      } catch {
        formatter = null;
      }
      this.formatters.set(zone, formatter);
    }
    return formatter;
  }

  /** The zone's offset from UTC at an instant, in ms (Paris in summer: +7,200,000). */
  private offsetAt(formatter: Intl.DateTimeFormat, instant: number): number {
    const parts: Record<string, number> = {};
    for (const part of formatter.formatToParts(new Date(instant))) {
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    }
    const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
    return asUtc - Math.floor(instant / 1000) * 1000;
  }

  /**
   * The instant of a wall-clock time in `zone` (null: floating). A time a daylight-saving change skips (02:30 on the
   * night clocks go forward) moves forward by the change, as calendar apps do; a time it repeats is the later one.
   */
  instant(time: WallClock, zone: string | null): number {
    const formatter = zone ? this.formatter(zone) : null;
    if (!formatter) return dubaiWallClockInstant(time);
    const guess = wallClockAsUtc(time);
    return guess - this.offsetAt(formatter, guess - this.offsetAt(formatter, guess));
  }
}
