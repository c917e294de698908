/** What the fleet finder is asked: a selection (or none), filters and a sort. All times are Dubai time. */
import type { DubaiDate } from '../booking/dubai-time';

/** A charter the visitor has in mind. */
export interface FinderSelection {
  /** Dubai date, `YYYY-MM-DD`. */
  date: DubaiDate;
  /** Dubai clock time, `HH:MM`. */
  start: string;
  /** Whole hours. */
  hours: number;
  /** Whole guests, at least 1. */
  guests: number;
}

/** A closed range; either end may be left open. */
export interface FinderRange {
  min?: number;
  max?: number;
}

export interface FinderFilters {
  /** Yachts that take at least this many guests (their capacity). */
  minGuests?: number;
  /**
   * AED per hour, compared with the hourly rate that applies: the selection date's rate (weekday or weekend) with a
   * selection, the catalogue price (as the cards show it) without.
   */
  price?: FinderRange;
  /** Length in feet. */
  feet?: FinderRange;
  /** VIP yachts only. */
  vipOnly?: boolean;
}

export type FinderSortKey = 'price' | 'size' | 'capacity';
export type SortOrder = 'asc' | 'desc';

/** Ties keep the fleet's own order (by position). */
export interface FinderSort {
  by: FinderSortKey;
  order: SortOrder;
}

/** The order each key sorts in unless told otherwise: cheapest first, largest first. */
export const DEFAULT_SORT_ORDER: Readonly<Record<FinderSortKey, SortOrder>> = Object.freeze({
  price: 'asc',
  size: 'desc',
  capacity: 'desc',
});

export const FINDER_SORT_KEYS: readonly FinderSortKey[] = ['price', 'size', 'capacity'];

/** Everything the finder's URL holds. `sort: null` is the fleet's own order (as the home grid shows it). */
export interface FinderState {
  selection: FinderSelection | null;
  filters: FinderFilters;
  sort: FinderSort | null;
}

export const EMPTY_FINDER_STATE: Readonly<FinderState> = Object.freeze({
  selection: null,
  filters: Object.freeze({}),
  sort: null,
});
