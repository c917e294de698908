/**
 * The fleet as the finder reads it, worked out once per change of the catalogue or the busy intervals (not per
 * change of the selection): each yacht's pricing, its own busy intervals with their instants read, in the fleet's
 * order. A finder answer then costs one pass over the yachts and their own intervals.
 */
import { toEpochMs } from '../booking/dubai-time';
import { pricingFor, type YachtPricing } from '../booking/settings';
import type { BusyInterval } from '../booking/slots';
import { sortByPosition, type Yacht } from '../yacht';

/** A busy interval whose instants are epoch milliseconds. */
export interface ReadBusyInterval extends BusyInterval {
  start: number;
  end: number;
}

export interface FleetYacht {
  yacht: Yacht;
  pricing: YachtPricing;
  /** This yacht's busy intervals (bookings and blocks), by start; intervals whose instants cannot be read are left
   * out, as the engine ignores them. */
  busy: ReadBusyInterval[];
  /** The longest of those intervals, in ms (0 without any): how far before a day an interval reaching it may start. */
  longestBusyMs: number;
}

export interface FinderFleet {
  /** In the fleet's own order (by position, as the home grid shows it). */
  yachts: FleetYacht[];
}

/** The fleet for the finder, from the catalogue and the busy intervals of any yachts (as `busy()` returns them). */
export function prepareFleet(catalogue: readonly Yacht[], busy: readonly BusyInterval[]): FinderFleet {
  const byYacht = new Map<string, ReadBusyInterval[]>();
  for (const interval of busy) {
    const start = toEpochMs(interval.start);
    const end = toEpochMs(interval.end);
    if (!Number.isFinite(start) || !Number.isFinite(end)) continue;
    const own = byYacht.get(interval.yachtId);
    const read = { yachtId: interval.yachtId, start, end };
    if (own) own.push(read);
    else byYacht.set(interval.yachtId, [read]);
  }
  for (const own of byYacht.values()) own.sort((a, b) => a.start - b.start);
  return {
    yachts: sortByPosition(catalogue).map((yacht) => {
      const own = byYacht.get(yacht.id) ?? [];
      return {
        yacht,
        pricing: pricingFor(yacht),
        busy: own,
        longestBusyMs: own.reduce((longest, interval) => Math.max(longest, interval.end - interval.start), 0),
      };
    }),
  };
}
