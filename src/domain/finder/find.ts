/**
 * The fleet finder's answer: the yachts free for a selection with its price (the engine's quote, VAT as the settings
 * say), filtered and sorted; when none, why, and the nearest alternatives. Without a selection: the whole fleet with
 * its from-prices, filtered and sorted.
 */
import type { DubaiDate } from '../booking/dubai-time';
import { addDays, isDubaiDate } from '../booking/dubai-time';
import type { Fils } from '../booking/money';
import { hourlyRateFor, quote, type Quote } from '../booking/quote';
import type { BookingSettings, YachtPricing } from '../booking/settings';
import { clockToMinute } from '../booking/share-link';
import { bookableDateRange, charterSpan } from '../booking/slots';
import type { Yacht } from '../yacht';
import { bookingSearch } from './book-link';
import type { FinderFleet, FleetYacht } from './fleet';
import { finderDay, freeFor, freeStarts, type StartOption } from './free-starts';
import { passesFilters, sortResults } from './filter-sort';
import type { FinderFilters, FinderSelection, FinderSort, FinderState } from './types';

/** How many days after the selection's date the finder looks for the next free day. */
export const NEXT_FREE_DAY_SEARCH_DAYS = 14;

/**
 * Why a selection found no yacht (see `FinderAnswer.reasons`), checked in this order:
 * - `past-date`: the date is before today in Dubai (or is not a date);
 * - `beyond-horizon`: after the last bookable date (today + the settings' horizon);
 * - `party-too-large`: no yacht of the fleet takes that many guests;
 * - `filters-exclude-all`: yachts take the party, but none passes the filters;
 * - `hours-not-offered`: none of those may be chartered for that many hours that day (minimum or maximum);
 * - `start-not-offered`: the start is not one the engine offers that day (lead time, operating hours, off the grid);
 * - `all-booked`: every one of them is booked or blocked at that time (turnaround included).
 */
export type NoResultReason =
  | 'past-date'
  | 'beyond-horizon'
  | 'party-too-large'
  | 'filters-exclude-all'
  | 'hours-not-offered'
  | 'start-not-offered'
  | 'all-booked';

export interface FinderResult {
  yacht: Yacht;
  pricing: YachtPricing;
  /** The hourly rate that applies: the selection date's (weekday or weekend), or the catalogue price. */
  hourlyFils: Fils;
  /** With a selection its quote's total (VAT as the settings say); without, the from-price per hour. */
  priceFils: Fils;
  /** The engine's quote for the selection (no add-ons); null without a selection. */
  quote: Quote | null;
  /** The query (`?date=…&start=…&hours=…&guests=…`) that opens the yacht's booking panel with the selection; '' without. */
  bookingSearch: string;
}

export interface FinderAlternatives {
  /** Other start times on the selection's date from which a yacht is free (guests and filters applied). */
  sameDay: StartOption[];
  /** The first later date (up to 14 days on, within the booking window) with a yacht free, and its start times. */
  nextFreeDay: { date: DubaiDate; starts: StartOption[] } | null;
}

export interface FinderAnswer {
  results: FinderResult[];
  /** Empty when there are results. The first is the main reason; `filters-exclude-all` may follow it when clearing
   * the filters would give results. */
  reasons: NoResultReason[];
  /** Only with a selection and no results, when another time could help. */
  alternatives: FinderAlternatives | null;
}

/** The whole fleet with its from-prices (the catalogue's hourly price, as the cards show it). */
function fleetAnswer(fleet: FinderFleet, filters: FinderFilters, sort: FinderSort | null): FinderAnswer {
  const results = fleet.yachts
    .filter(({ yacht, pricing }) => passesFilters(yacht, pricing.hourlyFils, filters))
    .map(({ yacht, pricing }) => ({
      yacht,
      pricing,
      hourlyFils: pricing.hourlyFils,
      priceFils: pricing.hourlyFils,
      quote: null,
      bookingSearch: '',
    }));
  const reasons: NoResultReason[] =
    results.length === 0 && fleet.yachts.length > 0 ? ['filters-exclude-all'] : [];
  return { results: sortResults(results, sort), reasons, alternatives: null };
}

/** The first date from `from` on (at most `days` dates, none past `last`) with a yacht free, and its starts. */
function nextFreeDay(
  candidates: readonly FleetYacht[],
  from: DubaiDate,
  last: DubaiDate,
  hours: number,
  settings: BookingSettings,
  now: number,
): FinderAlternatives['nextFreeDay'] {
  for (let offset = 0; offset < NEXT_FREE_DAY_SEARCH_DAYS; offset++) {
    const date = addDays(from, offset);
    if (date > last) break;
    const starts = freeStarts(candidates, finderDay(date, hours, settings, now), settings);
    if (starts.length > 0) return { date, starts };
  }
  return null;
}

function selectionAnswer(
  fleet: FinderFleet,
  selection: FinderSelection,
  state: FinderState,
  settings: BookingSettings,
  now: number,
): FinderAnswer {
  const { date, hours, guests } = selection;
  const { first, last } = bookableDateRange(now, settings);
  const fits = fleet.yachts.filter(({ yacht }) => yacht.capacity >= guests);
  if (!isDubaiDate(date) || date < first) {
    // No date to take a weekday or weekend rate from: the price filter reads the catalogue price.
    const candidates = fits.filter((fleetYacht) =>
      passesFilters(fleetYacht.yacht, fleetYacht.pricing.hourlyFils, state.filters),
    );
    const next = candidates.length > 0 ? nextFreeDay(candidates, first, last, hours, settings, now) : null;
    return {
      results: [],
      reasons: ['past-date'],
      alternatives: next ? { sameDay: [], nextFreeDay: next } : null,
    };
  }
  if (date > last) return { results: [], reasons: ['beyond-horizon'], alternatives: null };
  if (fits.length === 0) return { results: [], reasons: ['party-too-large'], alternatives: null };

  const day = finderDay(date, hours, settings, now);
  const asked = clockToMinute(selection.start);
  /** The start, if the engine offers it that day (before bookings are looked at). */
  const startMinute = asked !== null && day.grid.includes(asked) ? asked : null;
  const span = startMinute === null ? null : charterSpan(date, startMinute, hours);

  const candidates: FleetYacht[] = [];
  const ranked: FinderResult[] = [];
  let takingHours = 0;
  let freeOutsideFilters = 0;
  const search = bookingSearch(selection);
  for (const fleetYacht of fits) {
    const { yacht, pricing } = fleetYacht;
    const hourlyFils = hourlyRateFor(date, pricing, settings).unitPriceFils;
    const passing = passesFilters(yacht, hourlyFils, state.filters);
    if (passing) candidates.push(fleetYacht);
    if (!day.takesHours(fleetYacht)) continue;
    if (passing) takingHours++;
    if (startMinute === null || span === null) continue;
    if (!freeFor(day, fleetYacht, span, settings.turnaroundMinutes)) continue;
    if (!passing) {
      freeOutsideFilters++;
      continue;
    }
    const priced = quote(
      { yachtId: yacht.id, date, startMinute, hours, guests, addOnIds: [] },
      pricing,
      settings,
      [],
    );
    ranked.push({
      yacht,
      pricing,
      hourlyFils,
      priceFils: priced.totalFils,
      quote: priced,
      bookingSearch: search,
    });
  }
  if (ranked.length > 0) return { results: sortResults(ranked, state.sort), reasons: [], alternatives: null };

  let reason: NoResultReason;
  if (candidates.length === 0) reason = 'filters-exclude-all';
  else if (takingHours === 0) reason = 'hours-not-offered';
  else if (startMinute === null) reason = 'start-not-offered';
  else reason = 'all-booked';
  const reasons: NoResultReason[] =
    reason !== 'filters-exclude-all' && freeOutsideFilters > 0 ? [reason, 'filters-exclude-all'] : [reason];
  if (candidates.length === 0) return { results: [], reasons, alternatives: null };
  const sameDay = freeStarts(candidates, day, settings).filter((option) => option.start !== selection.start);
  const next = date < last ? nextFreeDay(candidates, addDays(date, 1), last, hours, settings, now) : null;
  return {
    results: [],
    reasons,
    alternatives: sameDay.length > 0 || next ? { sameDay, nextFreeDay: next } : null,
  };
}

/**
 * The finder's answer for a state (as `parseFinderParams` reads it from the URL) at `now` (epoch ms): see the top
 * of this file. `fleet` comes from `prepareFleet` (worked out once per catalogue and busy intervals).
 */
export function findYachts(
  fleet: FinderFleet,
  state: FinderState,
  settings: BookingSettings,
  now: number,
): FinderAnswer {
  return state.selection === null
    ? fleetAnswer(fleet, state.filters, state.sort)
    : selectionAnswer(fleet, state.selection, state, settings, now);
}
