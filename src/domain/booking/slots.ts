/**
 * Which dates, hours and start times a yacht can be booked for.
 *
 * - Start times are Dubai minutes on a grid of `startStepMinutes` counted from midnight (so 08:00, 08:30 … with a
 *   30-minute step), from the opening minute on.
 * - A charter lies wholly inside the operating hours of its own date: it starts at or after opening and ends at or
 *   before closing. Closing is at most 24:00, so no charter crosses midnight.
 * - A start is offered only if it is at least the lead time after now, its date is within the booking horizon, and
 *   [start − turnaround, end + turnaround) overlaps no busy interval of that yacht (bookings and blocks alike).
 */
import type { DubaiDate, Instant } from './dubai-time';
import { addDays, dubaiDateOf, dubaiInstant, dubaiToday, MS_PER_MINUTE, toEpochMs } from './dubai-time';
import { isWeekend } from './quote';
import type { BookingSettings, YachtPricing } from './settings';

/** A booking or a block as visitors may see it: which yacht, from when, until when (nothing personal). */
export interface BusyInterval {
  yachtId: string;
  start: Instant;
  end: Instant;
}

/** Epoch milliseconds, end exclusive. */
export interface TimeSpan {
  start: number;
  end: number;
}

export interface SlotQuery {
  yachtId: string;
  date: DubaiDate;
  hours: number;
  /** Busy intervals of any yachts; only this yacht's count. */
  busy: readonly BusyInterval[];
  settings: BookingSettings;
  /** Epoch ms. */
  now: number;
}

/** The instants a charter starts and ends. */
export function charterSpan(date: DubaiDate, startMinute: number, hours: number): TimeSpan {
  const start = dubaiInstant(date, startMinute);
  return { start, end: start + hours * 60 * MS_PER_MINUTE };
}

/**
 * The first of `busy` (this yacht's only) that `span` overlaps once the turnaround is kept free on both sides, or
 * undefined. Intervals whose instants cannot be read are ignored. Touching ends do not overlap.
 */
export function findClash<T extends BusyInterval>(
  yachtId: string,
  span: TimeSpan,
  busy: readonly T[],
  turnaroundMinutes: number,
): T | undefined {
  const margin = turnaroundMinutes * MS_PER_MINUTE;
  return busy.find(
    (interval) =>
      interval.yachtId === yachtId &&
      span.start - margin < toEpochMs(interval.end) &&
      toEpochMs(interval.start) < span.end + margin,
  );
}

/** The first and last dates a visitor may pick: today (in Dubai) to today + the horizon. */
export function bookableDateRange(
  now: number,
  settings: Pick<BookingSettings, 'horizonDays'>,
): { first: DubaiDate; last: DubaiDate } {
  const first = dubaiToday(now);
  return { first, last: addDays(first, settings.horizonDays) };
}

export function isBookableDate(
  date: DubaiDate,
  now: number,
  settings: Pick<BookingSettings, 'horizonDays'>,
): boolean {
  const { first, last } = bookableDateRange(now, settings);
  return date >= first && date <= last;
}

/** Every bookable date, in order. */
export function bookableDates(now: number, settings: Pick<BookingSettings, 'horizonDays'>): DubaiDate[] {
  const { first } = bookableDateRange(now, settings);
  return Array.from({ length: settings.horizonDays + 1 }, (_, index) => addDays(first, index));
}

/** The yacht's minimum hours on a date: the weekend minimum on weekend days, else the weekday minimum. */
export function minimumHours(
  date: DubaiDate,
  pricing: YachtPricing,
  settings: Pick<BookingSettings, 'weekendDays'>,
): number {
  return isWeekend(date, settings) ? pricing.weekendMinHours : pricing.weekdayMinHours;
}

/** The longest charter that fits in the operating hours, in whole hours. */
export const longestCharterHours = (settings: Pick<BookingSettings, 'openingMinute' | 'closingMinute'>) =>
  Math.max(0, Math.floor((settings.closingMinute - settings.openingMinute) / 60));

/** The hours a visitor may choose on a date: the day's minimum to the maximum (capped by the operating hours). */
export function allowedHours(date: DubaiDate, pricing: YachtPricing, settings: BookingSettings): number[] {
  const from = Math.max(1, minimumHours(date, pricing, settings));
  const to = Math.min(pricing.maxHours, longestCharterHours(settings));
  return to < from ? [] : Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** The start minutes offered for `hours` on a date (see the rules at the top), in order. */
export function offeredStartMinutes(query: SlotQuery): number[] {
  const { yachtId, date, hours, settings, now } = query;
  if (!Number.isInteger(hours) || hours < 1 || !isBookableDate(date, now, settings)) return [];
  const step = settings.startStepMinutes;
  const duration = hours * 60;
  const earliest = now + settings.leadTimeMinutes * MS_PER_MINUTE;
  const busy = query.busy.filter((interval) => interval.yachtId === yachtId);
  const starts: number[] = [];
  for (
    let minute = Math.ceil(settings.openingMinute / step) * step;
    minute + duration <= settings.closingMinute;
    minute += step
  ) {
    const span = charterSpan(date, minute, hours);
    if (span.start < earliest) continue;
    if (findClash(yachtId, span, busy, settings.turnaroundMinutes) === undefined) starts.push(minute);
  }
  return starts;
}

/** True when not even the day's minimum charter can start on the date (nothing left to offer). */
export function isFullyBooked(query: Omit<SlotQuery, 'hours'> & { pricing: YachtPricing }): boolean {
  const hours = minimumHours(query.date, query.pricing, query.settings);
  return offeredStartMinutes({ ...query, hours }).length === 0;
}

/**
 * The bookable dates, in order, on which bookings and blocks leave no start for the yacht although the day would
 * have some without them (a day with no start left only because of the lead time is not booked up). Only dates next
 * to one of the yacht's busy intervals can be, so only those are worked out: a panel with no bookings does no work.
 */
export function bookedUpDates(
  query: Omit<SlotQuery, 'hours' | 'date'> & { pricing: YachtPricing },
): DubaiDate[] {
  const own = query.busy.filter((interval) => interval.yachtId === query.yachtId);
  if (own.length === 0) return [];
  const margin = query.settings.turnaroundMinutes * MS_PER_MINUTE;
  // A charter on a date lies within that day's operating hours: an interval (± the turnaround) can only reach the
  // dates it touches, and a day either side.
  const reach = own.map((interval) => ({
    first: addDays(dubaiDateOf(toEpochMs(interval.start) - margin), -1),
    last: addDays(dubaiDateOf(toEpochMs(interval.end) + margin), 1),
  }));
  return bookableDates(query.now, query.settings).filter(
    (date) =>
      reach.some(({ first, last }) => date >= first && date <= last) &&
      isFullyBooked({ ...query, date }) &&
      !isFullyBooked({ ...query, date, busy: [] }),
  );
}
