/**
 * The calendar's arithmetic, all in Dubai time whatever the device's time zone: which dates a view shows, and the
 * part of a booking or block that falls on a date.
 */
import type { Booking } from '../../../domain/booking/bookings';
import {
  addDays,
  dubaiInstant,
  isDubaiDate,
  MINUTES_PER_DAY,
  weekdayOf,
  type DubaiDate,
} from '../../../domain/booking';
import { clashes } from '../../../domain/calendar-import/clashes';
import { formatDubaiTime } from '../../../i18n/page-language';

export type CalendarView = 'day' | 'week';

/** The dates a view shows: the date itself, or its week from Monday to Sunday. */
export function viewDates(date: DubaiDate, view: CalendarView): DubaiDate[] {
  if (view === 'day') return [date];
  const monday = addDays(date, -((weekdayOf(date) + 6) % 7));
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** `HH:MM` in Dubai; the end of the day reads `24:00`. */
export const clockText = (minute: number) => (minute >= MINUTES_PER_DAY ? '24:00' : formatDubaiTime(minute));

export interface DaySegment {
  item: Booking;
  /** Minutes after the date's midnight, Dubai time. */
  fromMinute: number;
  toMinute: number;
}

/** The parts of `items` that fall on `date` for `yachtId`, by start. */
export function segmentsOn(items: readonly Booking[], yachtId: string, date: DubaiDate): DaySegment[] {
  const dayStart = dubaiInstant(date, 0);
  const dayEnd = dubaiInstant(date, MINUTES_PER_DAY);
  return items
    .filter((item) => item.yachtId === yachtId)
    .flatMap((item) => {
      const start = Date.parse(item.start);
      const end = Date.parse(item.end);
      if (!(start < dayEnd && end > dayStart)) return [];
      return [
        {
          item,
          fromMinute: Math.round((Math.max(start, dayStart) - dayStart) / 60_000),
          toMinute: Math.round((Math.min(end, dayEnd) - dayStart) / 60_000),
        },
      ];
    })
    .sort((a, b) => a.fromMinute - b.fromMinute);
}

/** `HH:MM` to minutes after midnight, or null. */
export function minuteOf(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The instant (ISO) of a Dubai date and `HH:MM`, or null when either is not valid. */
export function dubaiIso(date: string, time: string): string | null {
  const minute = minuteOf(time);
  if (!isDubaiDate(date) || minute === null) return null;
  return new Date(dubaiInstant(date, minute)).toISOString();
}

/** The day view's time bar spans whole hours: the operating hours, widened to show anything outside them. */
export function timelineSpan(
  segments: readonly DaySegment[],
  openingMinute: number,
  closingMinute: number,
): { fromMinute: number; toMinute: number } {
  const from = Math.min(openingMinute, ...segments.map((segment) => segment.fromMinute));
  const to = Math.max(closingMinute, ...segments.map((segment) => segment.toMinute));
  return {
    fromMinute: Math.floor(from / 60) * 60,
    toMinute: Math.min(MINUTES_PER_DAY, Math.ceil(to / 60) * 60),
  };
}

/** Minutes a column of the day view's grid stands for: bars start and end on the nearest one. */
export const TIMELINE_STEP = 5;

/** A segment's place on the time bar as CSS grid lines (1-based, end exclusive), at least one column wide. */
export function timelineColumns(segment: DaySegment, fromMinute: number): { start: number; end: number } {
  const start = Math.round((segment.fromMinute - fromMinute) / TIMELINE_STEP) + 1;
  const end = Math.max(start + 1, Math.round((segment.toMinute - fromMinute) / TIMELINE_STEP) + 1);
  return { start, end };
}

/**
 * The items in a double booking (a slot sold on another channel over a charter here, docs/decisions/0050), each with
 * the other side named: the block's "Sold on GetMyBoat" for the charter, the charter's reference for the block.
 */
export function doubleBookings(items: readonly Booking[]): Map<string, string[]> {
  const imported = items.filter((item) => item.kind === 'block' && item.blockKind === 'imported');
  const charters = items.filter((item) => item.kind === 'booking');
  const found = new Map<string, string[]>();
  const note = (id: string, other: string) => found.set(id, [...(found.get(id) ?? []), other]);
  for (const { imported: block, charter } of clashes(imported, charters)) {
    note(block.id, `booking ${charter.reference ?? ''}`.trim());
    note(charter.id, block.reason ?? 'another channel');
  }
  return found;
}
