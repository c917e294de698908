/**
 * Whether a device shows an instant at another clock time than Dubai: the charter page then gives the device's time
 * beside Dubai's. Compared at that very instant, so a zone with daylight saving is judged by the offset it has then.
 */
import { DUBAI_UTC_OFFSET_MINUTES } from '../booking/dubai-time';

/** The offset from UTC (minutes) of `timeZone` at `instant` (ms); null when the zone is unknown to the platform. */
export function zoneOffsetMinutes(instant: number, timeZone: string): number | null {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(instant);
  } catch {
    return null;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  const minuteStart = Math.floor(instant / 60_000) * 60_000;
  return Math.round((wall - minuteStart) / 60_000);
}

/** True when a device in `timeZone` shows `instant` at another time than Dubai does. */
export function differsFromDubai(instant: number, timeZone: string): boolean {
  const offset = zoneOffsetMinutes(instant, timeZone);
  return offset !== null && offset !== DUBAI_UTC_OFFSET_MINUTES;
}
