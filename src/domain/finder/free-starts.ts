/**
 * Which start times of a date have a yacht free, for the finder's alternatives. The same rules as the booking
 * panel's (`offeredStartMinutes`): the day's grid of starts (operating hours, lead time, horizon) comes from the
 * engine without bookings, then each yacht's own intervals are checked with `findClash` and the turnaround.
 */
import type { DubaiDate } from '../booking/dubai-time';
import { dubaiInstant, MINUTES_PER_DAY, MS_PER_MINUTE } from '../booking/dubai-time';
import { minuteToClock } from '../booking/share-link';
import type { BookingSettings } from '../booking/settings';
import { allowedHours, charterSpan, findClash, offeredStartMinutes } from '../booking/slots';
import type { FleetYacht, ReadBusyInterval } from './fleet';

/** A start time (`HH:MM`, Dubai) and how many yachts are free from it. */
export interface StartOption {
  start: string;
  yachts: number;
}

/** The start minutes a charter of `hours` may have on a date before any booking is looked at (same for every yacht). */
export const startGrid = (date: DubaiDate, hours: number, settings: BookingSettings, now: number): number[] =>
  offeredStartMinutes({ yachtId: '', date, hours, busy: [], settings, now });

/** True when the yacht may be chartered for `hours` on the date (its minimum that day to its maximum). */
export const takesHours = (
  fleetYacht: FleetYacht,
  date: DubaiDate,
  hours: number,
  settings: BookingSettings,
) => allowedHours(date, fleetYacht.pricing, settings).includes(hours);

/** The yacht's intervals that a charter on the date (± the turnaround) could touch. */
function busyNear(busy: readonly ReadBusyInterval[], date: DubaiDate, settings: BookingSettings) {
  if (busy.length === 0) return busy;
  const margin = settings.turnaroundMinutes * MS_PER_MINUTE;
  const from = dubaiInstant(date, 0) - margin;
  const to = dubaiInstant(date, MINUTES_PER_DAY) + margin;
  return busy.filter((interval) => interval.start < to && interval.end > from);
}

/** The start times of the date from which at least one of `yachts` is free for `hours`, in order. */
export function freeStarts(
  yachts: readonly FleetYacht[],
  date: DubaiDate,
  hours: number,
  settings: BookingSettings,
  now: number,
): StartOption[] {
  const grid = startGrid(date, hours, settings, now);
  if (grid.length === 0) return [];
  const spans = grid.map((minute) => charterSpan(date, minute, hours));
  const counts = grid.map(() => 0);
  for (const fleetYacht of yachts) {
    if (!takesHours(fleetYacht, date, hours, settings)) continue;
    const near = busyNear(fleetYacht.busy, date, settings);
    spans.forEach((span, index) => {
      if (findClash(fleetYacht.yacht.id, span, near, settings.turnaroundMinutes) === undefined)
        counts[index]++;
    });
  }
  return grid
    .map((minute, index) => ({ start: minuteToClock(minute), yachts: counts[index] }))
    .filter((option) => option.yachts > 0);
}
