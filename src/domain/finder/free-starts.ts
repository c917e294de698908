/**
 * A date as the finder checks it, and which of its start times have a yacht free. The same rules as the booking
 * panel's (`offeredStartMinutes`): the day's grid of starts (operating hours, lead time, horizon) comes from the
 * engine without bookings, then each yacht's own intervals are checked with `findClash` and the turnaround.
 * What is the same for every yacht (the grid, its spans, the day's reach, the hours each pricing allows) is worked
 * out once per date, so a date costs one pass over the yachts and the few intervals each has near that date.
 */
import type { DubaiDate } from '../booking/dubai-time';
import { dubaiInstant, MINUTES_PER_DAY, MS_PER_MINUTE } from '../booking/dubai-time';
import { minuteToClock } from '../booking/share-link';
import type { BookingSettings, YachtPricing } from '../booking/settings';
import type { TimeSpan } from '../booking/slots';
import { allowedHours, charterSpan, findClash, offeredStartMinutes } from '../booking/slots';
import type { FleetYacht, ReadBusyInterval } from './fleet';

/** A start time (`HH:MM`, Dubai) and how many yachts are free from it. */
export interface StartOption {
  start: string;
  yachts: number;
}

export interface FinderDay {
  date: DubaiDate;
  hours: number;
  /** The start minutes a charter of `hours` may have that day before any booking is looked at. */
  grid: number[];
  /** The charter's span from each start of the grid. */
  spans: TimeSpan[];
  /** True when the yacht may be chartered for `hours` that day (its minimum that day to its maximum). */
  takesHours: (fleetYacht: FleetYacht) => boolean;
  /** The yacht's intervals that a charter that day (± the turnaround) could touch. */
  busyNear: (fleetYacht: FleetYacht) => readonly ReadBusyInterval[];
}

// allowedHours reads only these fields of a pricing (with the date and the settings).
const hoursKey = (pricing: YachtPricing) =>
  `${pricing.weekdayMinHours}/${pricing.weekendMinHours}/${pricing.maxHours}`;

/** The first index of `busy` (sorted by start) whose start is at or after `from`. */
function firstStartingFrom(busy: readonly ReadBusyInterval[], from: number): number {
  let low = 0;
  let high = busy.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (busy[middle].start < from) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function finderDay(date: DubaiDate, hours: number, settings: BookingSettings, now: number): FinderDay {
  const grid = offeredStartMinutes({ yachtId: '', date, hours, busy: [], settings, now });
  const margin = settings.turnaroundMinutes * MS_PER_MINUTE;
  const from = dubaiInstant(date, 0) - margin;
  const to = dubaiInstant(date, MINUTES_PER_DAY) + margin;
  const allowed = new Map<string, boolean>();
  return {
    date,
    hours,
    grid,
    spans: grid.map((minute) => charterSpan(date, minute, hours)),
    takesHours: ({ pricing }) => {
      const key = hoursKey(pricing);
      let takes = allowed.get(key);
      if (takes === undefined) {
        takes = allowedHours(date, pricing, settings).includes(hours);
        allowed.set(key, takes);
      }
      return takes;
    },
    busyNear: ({ busy, longestBusyMs }) => {
      const near: ReadBusyInterval[] = [];
      for (let index = firstStartingFrom(busy, from - longestBusyMs); index < busy.length; index++) {
        const interval = busy[index];
        if (interval.start >= to) break;
        if (interval.end > from) near.push(interval);
      }
      return near;
    },
  };
}

/** True when the yacht is free for the span, the turnaround kept on both sides. */
export const freeFor = (day: FinderDay, fleetYacht: FleetYacht, span: TimeSpan, turnaroundMinutes: number) =>
  findClash(fleetYacht.yacht.id, span, day.busyNear(fleetYacht), turnaroundMinutes) === undefined;

/** The start times of the day from which at least one of `yachts` is free, in order, with how many are. */
export function freeStarts(
  yachts: readonly FleetYacht[],
  day: FinderDay,
  settings: BookingSettings,
): StartOption[] {
  if (day.grid.length === 0) return [];
  const counts = day.grid.map(() => 0);
  for (const fleetYacht of yachts) {
    if (!day.takesHours(fleetYacht)) continue;
    const near = day.busyNear(fleetYacht);
    day.spans.forEach((span, index) => {
      if (findClash(fleetYacht.yacht.id, span, near, settings.turnaroundMinutes) === undefined)
        counts[index]++;
    });
  }
  return day.grid
    .map((minute, index) => ({ start: minuteToClock(minute), yachts: counts[index] }))
    .filter((option) => option.yachts > 0);
}
