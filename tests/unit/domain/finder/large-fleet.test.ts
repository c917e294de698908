/**
 * The finder on the bench's 500-yacht catalogue (bench/scale.mjs) with bookings on most yachts, checked against
 * the booking engine asked yacht by yacht as the booking panel asks it (offeredStartMinutes, allowedHours, quote).
 * Correctness only: its speed is measured in the browser bench.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  allowedHours,
  clockToMinute,
  dubaiInstant,
  minuteToClock,
  offeredStartMinutes,
  pricingFor,
  quote,
  type BusyInterval,
} from '../../../../src/domain/booking';
import { findYachts, prepareFleet, type FinderSelection } from '../../../../src/domain/finder';
import type { Yacht } from '../../../../src/domain/yacht';
import { FRIDAY, NOW, settings } from './finder.fixtures';

/** As the bench makes them (bench/scale.mjs), some priced for the weekend. */
const benchYachts = (count: number): Yacht[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `bench-${index + 1}`,
    name: `Bench Yacht ${index + 1}`,
    price: 400 + (index % 40) * 50,
    feet: 40 + (index % 60),
    capacity: 8 + (index % 40),
    complementary: 'Captain and crew, soft drinks, water',
    images: [],
    isVIP: index % 10 === 0,
    position: 100 + index,
    ...(index % 3 === 0
      ? {
          pricing: {
            weekendHourlyFils: (500 + (index % 7) * 100) * 100,
            weekdayMinHours: 2,
            weekendMinHours: 4,
            maxHours: 8,
          },
        }
      : {}),
  }));

const yachts = benchYachts(500);

/** Seeded: two or three bookings a day on about four yachts in five, Thursday to Sunday. */
function bookings(seed: number): BusyInterval[] {
  const random = fc.sample(fc.integer({ min: 0, max: 1_000_000 }), { seed, numRuns: 20_000 });
  let next = 0;
  const draw = (range: number) => random[next++ % random.length] % range;
  const busy: BusyInterval[] = [];
  for (const yacht of yachts) {
    if (draw(5) === 0) continue;
    for (let day = -1; day < 3; day++) {
      const date = addDays(FRIDAY, day);
      for (let booking = 0; booking < 2 + draw(2); booking++) {
        const startMinute = 8 * 60 + draw(30) * 30;
        const start = dubaiInstant(date, startMinute);
        const end = start + (2 + draw(4)) * 3_600_000;
        busy.push({
          yachtId: yacht.id,
          start: new Date(start).toISOString(),
          end: new Date(end).toISOString(),
        });
      }
    }
  }
  return busy;
}

/** What the booking panel would say for each yacht, one at a time. */
function reference(selection: FinderSelection, busy: readonly BusyInterval[]) {
  const startMinute = clockToMinute(selection.start) ?? -1;
  return yachts
    .filter((yacht) => yacht.capacity >= selection.guests)
    .filter((yacht) => allowedHours(selection.date, pricingFor(yacht), settings).includes(selection.hours))
    .filter((yacht) =>
      offeredStartMinutes({
        yachtId: yacht.id,
        date: selection.date,
        hours: selection.hours,
        busy,
        settings,
        now: NOW,
      }).includes(startMinute),
    )
    .map((yacht) => ({
      id: yacht.id,
      priceFils: quote(
        { yachtId: yacht.id, ...selection, startMinute, addOnIds: [] },
        pricingFor(yacht),
        settings,
        [],
      ).totalFils,
    }));
}

describe('the finder on 500 yachts', () => {
  it('finds the yachts the booking engine offers, yacht by yacht, at the same prices', () => {
    for (const seed of [1, 2, 3]) {
      const busy = bookings(seed);
      const fleet = prepareFleet(yachts, busy);
      for (const selection of [
        { date: FRIDAY, start: '18:00', hours: 4, guests: 20 },
        { date: addDays(FRIDAY, -1), start: '11:30', hours: 2, guests: 8 },
        { date: addDays(FRIDAY, 1), start: '09:00', hours: 6, guests: 40 },
      ]) {
        const answer = findYachts(fleet, { selection, filters: {}, sort: null }, settings, NOW);
        const expected = reference(selection, busy);
        expect(expected.length).toBeGreaterThan(0);
        expect(expected.length).toBeLessThan(yachts.length);
        expect(
          answer.results.map((result) => ({ id: result.yacht.id, priceFils: result.priceFils })),
        ).toEqual(expected);
      }
    }
  });

  it('filters and sorts the 500', () => {
    const fleet = prepareFleet(yachts, bookings(4));
    const selection = { date: FRIDAY, start: '18:00', hours: 4, guests: 12 };
    const answer = findYachts(
      fleet,
      {
        selection,
        filters: { price: { min: 600, max: 1500 }, feet: { min: 50, max: 80 } },
        sort: { by: 'price', order: 'asc' },
      },
      settings,
      NOW,
    );
    expect(answer.results.length).toBeGreaterThan(10);
    for (const result of answer.results) {
      expect(result.hourlyFils).toBeGreaterThanOrEqual(60_000);
      expect(result.hourlyFils).toBeLessThanOrEqual(150_000);
      expect(result.yacht.feet).toBeGreaterThanOrEqual(50);
      expect(result.yacht.feet).toBeLessThanOrEqual(80);
    }
    const prices = answer.results.map((result) => result.priceFils);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("counts the free yachts at each other start as the engine does, when the selection's time is booked out", () => {
    // Every yacht that takes 30 guests is busy from 17:00 to 19:00 on Friday, and some longer.
    const busy = bookings(5);
    for (const yacht of yachts) {
      if (yacht.capacity >= 30)
        busy.push({
          yachtId: yacht.id,
          start: dubaiInstant(FRIDAY, 17 * 60),
          end: dubaiInstant(FRIDAY, 19 * 60),
        });
    }
    const selection = { date: FRIDAY, start: '18:00', hours: 4, guests: 30 };
    const answer = findYachts(
      prepareFleet(yachts, busy),
      { selection, filters: {}, sort: null },
      settings,
      NOW,
    );
    expect(answer.reasons).toEqual(['all-booked']);
    const fitting = yachts.filter((yacht) => yacht.capacity >= 30);
    const counts = new Map<number, number>();
    for (const yacht of fitting) {
      if (!allowedHours(FRIDAY, pricingFor(yacht), settings).includes(4)) continue;
      for (const minute of offeredStartMinutes({
        yachtId: yacht.id,
        date: FRIDAY,
        hours: 4,
        busy,
        settings,
        now: NOW,
      })) {
        counts.set(minute, (counts.get(minute) ?? 0) + 1);
      }
    }
    const expected = [...counts]
      .sort(([a], [b]) => a - b)
      .map(([minute, count]) => ({ start: minuteToClock(minute), yachts: count }));
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.alternatives?.sameDay).toEqual(expected);
  });
});
