/**
 * Whatever the bookings and blocks (short ones, and blocks over several days reaching the date from far before),
 * the finder's yachts and its counts of free yachts per start are the booking engine's, asked yacht by yacht.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  allowedHours,
  dubaiInstant,
  minuteToClock,
  offeredStartMinutes,
  pricingFor,
  type BusyInterval,
} from '../../../../src/domain/booking';
import { findYachts, prepareFleet } from '../../../../src/domain/finder';
import { fleet, FRIDAY, NOW, settings } from './finder.fixtures';

const HOUR = 3_600_000;

const busyArb: fc.Arbitrary<BusyInterval[]> = fc.array(
  fc
    .record({
      yachtId: fc.constantFrom(...fleet.map((yacht) => yacht.id)),
      startMinute: fc.integer({ min: -5 * 1440, max: 2 * 1440 }),
      hours: fc.oneof(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 24, max: 150 })),
      iso: fc.boolean(),
    })
    .map(({ yachtId, startMinute, hours, iso }) => {
      const start = dubaiInstant(FRIDAY, startMinute);
      const end = start + hours * HOUR;
      return iso
        ? { yachtId, start: new Date(start).toISOString(), end: new Date(end).toISOString() }
        : { yachtId, start, end };
    }),
  { maxLength: 25 },
);

describe('the finder and the booking engine', () => {
  it('agree on the free yachts and on the free yachts per start, whatever the bookings', () => {
    fc.assert(
      fc.property(
        busyArb,
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 16, max: 44 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 30 }),
        (busy, dayOffset, halfHour, hours, guests) => {
          const date = addDays(FRIDAY, dayOffset);
          const start = minuteToClock(halfHour * 30);
          const answer = findYachts(
            prepareFleet(fleet, busy),
            { selection: { date, start, hours, guests }, filters: {}, sort: null },
            settings,
            NOW,
          );
          const offered = new Map(
            fleet
              .filter((yacht) => yacht.capacity >= guests)
              .filter((yacht) => allowedHours(date, pricingFor(yacht), settings).includes(hours))
              .map((yacht) => [
                yacht.id,
                offeredStartMinutes({ yachtId: yacht.id, date, hours, busy, settings, now: NOW }),
              ]),
          );
          const free = [...offered].filter(([, starts]) => starts.includes(halfHour * 30)).map(([id]) => id);
          expect(answer.results.map((result) => result.yacht.id).sort()).toEqual(free.sort());
          if (answer.reasons.includes('all-booked')) {
            const counts = new Map<number, number>();
            for (const starts of offered.values()) {
              for (const minute of starts) counts.set(minute, (counts.get(minute) ?? 0) + 1);
            }
            const expected = [...counts]
              .filter(([minute]) => minute !== halfHour * 30)
              .sort(([a], [b]) => a - b)
              .map(([minute, yachts]) => ({ start: minuteToClock(minute), yachts }));
            expect(answer.alternatives?.sameDay ?? []).toEqual(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
