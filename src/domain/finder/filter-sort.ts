/** The finder's filters and sorts (see types.ts for what each means). */
import { aedToFils, type Fils } from '../booking/money';
import type { Yacht } from '../yacht';
import type { FinderFilters, FinderRange, FinderSort } from './types';

/** What a result is sorted by. */
interface Sortable {
  yacht: Pick<Yacht, 'feet' | 'capacity'>;
  priceFils: Fils;
}

const inRange = (value: number, range: FinderRange | undefined, toUnits: (n: number) => number = (n) => n) =>
  range === undefined ||
  ((range.min === undefined || value >= toUnits(range.min)) &&
    (range.max === undefined || value <= toUnits(range.max)));

/** True when the yacht passes the filters, its hourly rate being `hourlyFils`. */
export function passesFilters(yacht: Yacht, hourlyFils: Fils, filters: FinderFilters): boolean {
  return (
    (filters.minGuests === undefined || yacht.capacity >= filters.minGuests) &&
    (!filters.vipOnly || yacht.isVIP) &&
    inRange(yacht.feet, filters.feet) &&
    inRange(hourlyFils, filters.price, aedToFils)
  );
}

const SORT_VALUE: Record<FinderSort['by'], (result: Sortable) => number> = {
  price: (result) => result.priceFils,
  size: (result) => result.yacht.feet,
  capacity: (result) => result.yacht.capacity,
};

/** Sorted as asked; ties (and `null`) keep the order given, the fleet's (the sort is stable). */
export function sortResults<T extends Sortable>(results: T[], sort: FinderSort | null): T[] {
  if (sort === null) return results;
  const value = SORT_VALUE[sort.by];
  const sign = sort.order === 'asc' ? 1 : -1;
  return [...results].sort((a, b) => sign * (value(a) - value(b)));
}
