/**
 * The fleet finder: which yachts are free for a date, start, hours and guests (Dubai time), at what
 * price, filtered and sorted; pure, on the booking engine's own rules (start grid, lead time, horizon, turnaround,
 * minimum and maximum hours, capacity, quote with VAT as the settings say).
 *
 * For the UI:
 * - State lives in the URL: `const state = parseFinderParams(new URLSearchParams(location.search), now)`; a change
 *   navigates to `finderSearch(next)` (a history step for each change of the selection). Reading never throws:
 *   a past date gives no selection, bad values their defaults (url.ts).
 * - `const fleet = prepareFleet(products, busy)` once per change of the catalogue or the busy intervals (useMemo);
 *   `busy` is what `booking.busy(from, to)` returns for every yacht: load the selection's date ± 1 day, and the
 *   next 14 days too when the answer may need the next free day (`NEXT_FREE_DAY_SEARCH_DAYS`).
 * - `findYachts(fleet, state, settings, now)` on every change: `results` in order, each
 *   with `priceFils` (the selection's quote total, VAT per settings; without a selection the from-price per hour,
 *   as the cards show it) and `bookingSearch`, the query to put after `paths.yacht(id)` for the "Book" link (the
 *   booking panel opens with the same date, start, hours and guests; `bookingHref` joins them).
 * - No results: `reasons[0]` says why (`past-date`, `beyond-horizon`, `party-too-large`, `filters-exclude-all`,
 *   `hours-not-offered`, `start-not-offered`, `all-booked`), `filters-exclude-all` may follow when clearing the
 *   filters would help; `alternatives` (or null) gives other start times that day and the next free day with its
 *   start times, each with how many yachts are free.
 * - Cost on 500 yachts in Chromium with a 4× CPU slowdown: an answer with results about 1–3 ms; no result with the
 *   14-day search over a fleet booked out every day about 30–45 ms; `prepareFleet` about 40 ms for 17,000 intervals
 *   (reading their ISO instants), so keep the busy intervals loaded to the dates the answer needs.
 * - The price filter is AED per hour (the date's rate with a selection); the sort's default order is the fleet's
 *   own (by position), so a page without a selection lists the fleet as the home grid does today.
 */
export { bookingHref, bookingSearch } from './book-link';
export type { FinderAlternatives, FinderAnswer, FinderResult, NoResultReason } from './find';
export { findYachts, NEXT_FREE_DAY_SEARCH_DAYS } from './find';
export type { FinderFleet, FleetYacht } from './fleet';
export { prepareFleet } from './fleet';
export type { StartOption } from './free-starts';
export type {
  FinderFilters,
  FinderRange,
  FinderSelection,
  FinderSort,
  FinderSortKey,
  FinderState,
  SortOrder,
} from './types';
export { DEFAULT_SORT_ORDER, EMPTY_FINDER_STATE, FINDER_SORT_KEYS } from './types';
export { FINDER_DEFAULTS, FINDER_PARAMS, finderSearch, MAX_FINDER_GUESTS, parseFinderParams } from './url';
