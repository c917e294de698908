/**
 * The finder's state in the address, so a shared link reopens the same list:
 * `?date=2025-03-14&start=18:00&hours=4&guests=20&cap=10&price=500-2000&ft=60-&vip=1&sort=price-desc`.
 * The selection uses the booking panel's share-link names (date, start, hours, guests); `price` (AED per hour) and
 * `ft` (feet) are ranges with either end left open (`500-`, `-2000`); `sort` is a key (`price`, `size`,
 * `capacity`) in its usual order (cheapest, largest first) or with `-asc` / `-desc` for the other.
 *
 * Reading never fails: what cannot be read falls back. No date, a date that is not one, or one before today in
 * Dubai (whatever the device's zone) → no selection; with a date, a missing or bad start, hours or guest count →
 * the defaults below; 0 or negative guests and other bad filter values → no such filter; an unknown sort → the
 * fleet's own order. Other parameters (utm_source …) are ignored.
 */
import { dubaiToday, isDubaiDate } from '../booking/dubai-time';
import { MAX_CHARTER_HOURS } from '../booking/settings';
import { clockToMinute, minuteToClock, SHARE_PARAMS } from '../booking/share-link';
import type { FinderFilters, FinderRange, FinderSelection, FinderSort, FinderState } from './types';
import { DEFAULT_SORT_ORDER, FINDER_SORT_KEYS } from './types';

export const FINDER_PARAMS = {
  date: SHARE_PARAMS.date,
  start: SHARE_PARAMS.startMinute,
  hours: SHARE_PARAMS.hours,
  guests: SHARE_PARAMS.guests,
  minGuests: 'cap',
  price: 'price',
  feet: 'ft',
  vipOnly: 'vip',
  sort: 'sort',
} as const;

/** What a selection with a date but no (readable) start, hours or guests gets. */
export const FINDER_DEFAULTS: Readonly<Omit<FinderSelection, 'date'>> = Object.freeze({
  start: '18:00',
  hours: 3,
  guests: 2,
});

export const MAX_FINDER_GUESTS = 999;
const MAX_RANGE_VALUE = 9_999_999;
const WHOLE = /^\d{1,7}$/;
const RANGE = /^(\d{1,7})?-(\d{1,7})?$/;

function whole(value: string | null, min: number, max: number): number | undefined {
  const text = value?.trim() ?? '';
  if (!WHOLE.test(text)) return undefined;
  const number = Number(text);
  return number >= min && number <= max ? number : undefined;
}

function readSelection(params: URLSearchParams, now: number): FinderSelection | null {
  const date = params.get(FINDER_PARAMS.date)?.trim() ?? '';
  if (!isDubaiDate(date) || date < dubaiToday(now)) return null;
  const start = clockToMinute(params.get(FINDER_PARAMS.start)?.trim() ?? '');
  return {
    date,
    start: start === null ? FINDER_DEFAULTS.start : minuteToClock(start),
    hours: whole(params.get(FINDER_PARAMS.hours), 1, MAX_CHARTER_HOURS) ?? FINDER_DEFAULTS.hours,
    guests: whole(params.get(FINDER_PARAMS.guests), 1, MAX_FINDER_GUESTS) ?? FINDER_DEFAULTS.guests,
  };
}

function readRange(value: string | null): FinderRange | undefined {
  const match = RANGE.exec(value?.trim() ?? '');
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  const range: FinderRange = {};
  if (match[1] !== undefined) range.min = Number(match[1]);
  if (match[2] !== undefined) range.max = Number(match[2]);
  return range.min !== undefined && range.max !== undefined && range.min > range.max ? undefined : range;
}

function readFilters(params: URLSearchParams): FinderFilters {
  const filters: FinderFilters = {};
  const minGuests = whole(params.get(FINDER_PARAMS.minGuests), 1, MAX_FINDER_GUESTS);
  if (minGuests !== undefined) filters.minGuests = minGuests;
  const price = readRange(params.get(FINDER_PARAMS.price));
  if (price) filters.price = price;
  const feet = readRange(params.get(FINDER_PARAMS.feet));
  if (feet) filters.feet = feet;
  if (params.get(FINDER_PARAMS.vipOnly)?.trim() === '1') filters.vipOnly = true;
  return filters;
}

function readSort(value: string | null): FinderSort | null {
  const [by, order, ...rest] = (value?.trim() ?? '').split('-');
  const key = FINDER_SORT_KEYS.find((known) => known === by);
  if (key === undefined || rest.length > 0) return null;
  if (order === undefined) return { by: key, order: DEFAULT_SORT_ORDER[key] };
  return order === 'asc' || order === 'desc' ? { by: key, order } : null;
}

/** The finder's state in `params` at `now` (epoch ms), every bad or stale value fallen back (see the top). */
export function parseFinderParams(params: URLSearchParams, now: number): FinderState {
  return {
    selection: readSelection(params, now),
    filters: readFilters(params),
    sort: readSort(params.get(FINDER_PARAMS.sort)),
  };
}

const validRangeEnd = (value: number | undefined): value is number =>
  value !== undefined && Number.isInteger(value) && value >= 0 && value <= MAX_RANGE_VALUE;

function writeRange(range: FinderRange | undefined): string | null {
  if (!range) return null;
  const min = validRangeEnd(range.min) ? range.min : undefined;
  const max = validRangeEnd(range.max) ? range.max : undefined;
  if (min === undefined && max === undefined) return null;
  if (min !== undefined && max !== undefined && min > max) return null;
  return `${min ?? ''}-${max ?? ''}`;
}

/**
 * The query (with its `?`, or '' for the empty state) that holds a state, in a fixed order; values that could not
 * be read back are left out. `parseFinderParams` reads it back to the same state.
 */
export function finderSearch(state: FinderState): string {
  const params = new URLSearchParams();
  const { selection, filters, sort } = state;
  if (selection !== null && isDubaiDate(selection.date)) {
    params.set(FINDER_PARAMS.date, selection.date);
    const start = clockToMinute(selection.start);
    if (start !== null) params.set(FINDER_PARAMS.start, minuteToClock(start));
    if (whole(String(selection.hours), 1, MAX_CHARTER_HOURS) !== undefined)
      params.set(FINDER_PARAMS.hours, String(selection.hours));
    if (whole(String(selection.guests), 1, MAX_FINDER_GUESTS) !== undefined)
      params.set(FINDER_PARAMS.guests, String(selection.guests));
  }
  const minGuests = filters.minGuests;
  if (minGuests !== undefined && whole(String(minGuests), 1, MAX_FINDER_GUESTS) !== undefined)
    params.set(FINDER_PARAMS.minGuests, String(minGuests));
  const price = writeRange(filters.price);
  if (price !== null) params.set(FINDER_PARAMS.price, price);
  const feet = writeRange(filters.feet);
  if (feet !== null) params.set(FINDER_PARAMS.feet, feet);
  if (filters.vipOnly) params.set(FINDER_PARAMS.vipOnly, '1');
  if (sort !== null && FINDER_SORT_KEYS.includes(sort.by)) {
    params.set(
      FINDER_PARAMS.sort,
      sort.order === DEFAULT_SORT_ORDER[sort.by] ? sort.by : `${sort.by}-${sort.order}`,
    );
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
