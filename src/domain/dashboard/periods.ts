/**
 * The periods the dashboard's figures are read for, as Dubai dates (whatever the device's time zone), each with
 * the period before it of the same length for comparison. Decision: docs/decisions/0029-period-figures.md.
 */
import {
  addDays,
  daysBetween,
  dubaiInstant,
  dubaiToday,
  isDubaiDate,
  weekdayOf,
  type DubaiDate,
} from '../booking/dubai-time';

export type PeriodKind = 'week' | 'month' | 'last30' | 'last90' | 'custom';
export const PERIOD_KINDS: readonly PeriodKind[] = ['week', 'month', 'last30', 'last90', 'custom'];

/** Dubai dates `from` to `to`, both inclusive. */
export interface Period {
  from: DubaiDate;
  to: DubaiDate;
}

/** The longest custom period: two years. */
export const MAX_PERIOD_DAYS = 731;

/** How many days a period has (from and to included). */
export const periodDays = ({ from, to }: Period): number => daysBetween(from, to) + 1;

/** Epoch ms of the period's start (Dubai midnight of `from`) and its exclusive end (Dubai midnight after `to`). */
export function periodSpan({ from, to }: Period): { start: number; end: number } {
  return { start: dubaiInstant(from, 0), end: dubaiInstant(addDays(to, 1), 0) };
}

/**
 * The period of a kind at `now` (epoch ms), in Dubai: this week (Monday to today), this month (the 1st to today),
 * the last 30 or 90 days (today included). 'custom' is made by `customPeriod`.
 */
export function periodOf(kind: Exclude<PeriodKind, 'custom'>, now: number): Period {
  const today = dubaiToday(now);
  switch (kind) {
    case 'week':
      return { from: addDays(today, -((weekdayOf(today) + 6) % 7)), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
  }
}

/** The period just before, of the same number of days. */
export function previousPeriod(period: Period): Period {
  const days = periodDays(period);
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

export type CustomPeriodErrors = {
  from?: string;
  to?: string;
};

/** A custom period from the picker's two dates, or the messages to show beside its fields. */
export function customPeriod(
  from: string,
  to: string,
): { period: Period; errors: null } | { period: null; errors: CustomPeriodErrors } {
  const errors: CustomPeriodErrors = {};
  if (!from) errors.from = 'Choose the first day.';
  else if (!isDubaiDate(from)) errors.from = 'Enter the first day as a date (YYYY-MM-DD).';
  if (!to) errors.to = 'Choose the last day.';
  else if (!isDubaiDate(to)) errors.to = 'Enter the last day as a date (YYYY-MM-DD).';
  if (!errors.from && !errors.to) {
    if (daysBetween(from, to) < 0) errors.to = 'The last day must be on or after the first day.';
    else if (periodDays({ from, to }) > MAX_PERIOD_DAYS)
      errors.to = `A period can be at most ${MAX_PERIOD_DAYS} days long.`;
  }
  return errors.from || errors.to ? { period: null, errors } : { period: { from, to }, errors: null };
}

/** Series step: by day up to 31 days, by week (from each Monday) beyond. */
export type Bucket = 'day' | 'week';
export const bucketOf = (period: Period): Bucket => (periodDays(period) > 31 ? 'week' : 'day');

/** The first day of each bucket of the period, in order (the first bucket starts at `from`). */
export function bucketStarts(period: Period, bucket: Bucket = bucketOf(period)): DubaiDate[] {
  const starts: DubaiDate[] = [];
  let day = period.from;
  while (daysBetween(day, period.to) >= 0) {
    starts.push(day);
    day = bucket === 'day' ? addDays(day, 1) : addDays(day, 7 - ((weekdayOf(day) + 6) % 7));
  }
  return starts;
}
