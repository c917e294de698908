import { describe, expect, it } from 'vitest';
import { addDays, quote, pricingFor } from '../../../../src/domain/booking';
import {
  findYachts,
  prepareFleet,
  type FinderFilters,
  type FinderSelection,
  type FinderSort,
} from '../../../../src/domain/finder';
import {
  busy,
  busyAllDay,
  fleet,
  FLEET_ORDER,
  fridayEvening,
  FRIDAY,
  ids,
  NOW,
  SATURDAY,
  settings,
  THURSDAY,
} from './finder.fixtures';

const find = (
  selection: FinderSelection | null,
  options: {
    filters?: FinderFilters;
    sort?: FinderSort | null;
    busy?: Parameters<typeof prepareFleet>[1];
  } = {},
  bookingSettings = settings,
) =>
  findYachts(
    prepareFleet(fleet, options.busy ?? []),
    { selection, filters: options.filters ?? {}, sort: options.sort ?? null },
    bookingSettings,
    NOW,
  );

describe('the finder without a selection', () => {
  it('lists the whole fleet in its own order with the from-prices the cards show', () => {
    const answer = find(null);
    expect(ids(answer.results)).toEqual(FLEET_ORDER);
    expect(answer.results.map((result) => result.priceFils)).toEqual([
      150_000, 300_000, 80_000, 100_000, 100_000,
    ]);
    expect(answer.results.every((result) => result.quote === null && result.bookingSearch === '')).toBe(true);
    expect(answer.reasons).toEqual([]);
    expect(answer.alternatives).toBeNull();
  });

  it('filters by capacity, hourly price, length and VIP, ends included', () => {
    expect(ids(find(null, { filters: { minGuests: 20 } }).results)).toEqual([
      'pearl',
      'falcon',
      'breeze',
      'sea',
    ]);
    expect(ids(find(null, { filters: { price: { min: 1000, max: 1500 } } }).results)).toEqual([
      'pearl',
      'breeze',
      'sea',
    ]);
    expect(ids(find(null, { filters: { price: { max: 999 } } }).results)).toEqual(['star']);
    expect(ids(find(null, { filters: { feet: { min: 55, max: 60 } } }).results)).toEqual([
      'pearl',
      'breeze',
      'sea',
    ]);
    expect(ids(find(null, { filters: { feet: { min: 61 } } }).results)).toEqual(['falcon']);
    expect(ids(find(null, { filters: { vipOnly: true } }).results)).toEqual(['falcon']);
    expect(
      ids(find(null, { filters: { vipOnly: false, minGuests: 13, price: { max: 1000 } } }).results),
    ).toEqual(['breeze', 'sea']);
  });

  it('says when the filters leave no yacht', () => {
    const answer = find(null, { filters: { vipOnly: true, feet: { max: 60 } } });
    expect(answer.results).toEqual([]);
    expect(answer.reasons).toEqual(['filters-exclude-all']);
  });

  it('has nothing to say about an empty fleet', () => {
    const answer = findYachts(
      prepareFleet([], []),
      { selection: null, filters: {}, sort: null },
      settings,
      NOW,
    );
    expect(answer).toEqual({ results: [], reasons: [], alternatives: null });
  });

  it('sorts by from-price, size and capacity, ties in the fleet order', () => {
    const sorted = (sort: FinderSort) => ids(find(null, { sort }).results);
    expect(sorted({ by: 'price', order: 'asc' })).toEqual(['star', 'breeze', 'sea', 'pearl', 'falcon']);
    expect(sorted({ by: 'price', order: 'desc' })).toEqual(['falcon', 'pearl', 'breeze', 'sea', 'star']);
    expect(sorted({ by: 'size', order: 'desc' })).toEqual(['falcon', 'pearl', 'breeze', 'sea', 'star']);
    expect(sorted({ by: 'size', order: 'asc' })).toEqual(['star', 'breeze', 'sea', 'pearl', 'falcon']);
    expect(sorted({ by: 'capacity', order: 'desc' })).toEqual(['falcon', 'pearl', 'breeze', 'sea', 'star']);
    expect(sorted({ by: 'capacity', order: 'asc' })).toEqual(['star', 'breeze', 'sea', 'pearl', 'falcon']);
  });
});

describe('the finder for a selection', () => {
  it('lists the yachts that take the party and are free, priced by the engine with VAT included', () => {
    const answer = find(fridayEvening);
    expect(ids(answer.results)).toEqual(['pearl', 'falcon', 'breeze', 'sea']);
    // Friday is a weekend day: the weekend rates, 4 hours, VAT inside the price.
    expect(answer.results.map((result) => result.priceFils)).toEqual([720_000, 1_400_000, 400_000, 400_000]);
    expect(answer.results.map((result) => result.hourlyFils)).toEqual([180_000, 350_000, 100_000, 100_000]);
    for (const result of answer.results) {
      const engine = quote(
        { yachtId: result.yacht.id, date: FRIDAY, startMinute: 18 * 60, hours: 4, guests: 20, addOnIds: [] },
        pricingFor(result.yacht),
        settings,
        [],
      );
      expect(result.quote).toEqual(engine);
      expect(result.priceFils).toBe(engine.totalFils);
      expect(result.bookingSearch).toBe('?date=2025-03-14&start=18%3A00&hours=4&guests=20');
    }
    expect(answer.reasons).toEqual([]);
    expect(answer.alternatives).toBeNull();
  });

  it('adds VAT when the settings say prices exclude it', () => {
    const answer = find(fridayEvening, {}, { ...settings, vatMode: 'added' });
    expect(answer.results.map((result) => result.priceFils)).toEqual([756_000, 1_470_000, 420_000, 420_000]);
  });

  it('uses the weekday rate on a weekday', () => {
    const answer = find({ date: '2025-03-17', start: '10:00', hours: 3, guests: 2 });
    expect(answer.results.map((result) => result.priceFils)).toEqual([
      450_000, 900_000, 240_000, 300_000, 300_000,
    ]);
  });

  it('keeps the turnaround free around bookings and blocks, touching ends allowed', () => {
    const clashing = find(fridayEvening, {
      busy: [busy('pearl', FRIDAY, '15:00', '17:30'), busy('falcon', FRIDAY, '22:30', '23:30')],
    });
    expect(ids(clashing.results)).toEqual(['breeze', 'sea']);
    const touching = find(fridayEvening, {
      busy: [busy('pearl', FRIDAY, '13:00', '17:00'), busy('falcon', FRIDAY, '23:00', '23:59')],
    });
    expect(ids(touching.results)).toEqual(['pearl', 'falcon', 'breeze', 'sea']);
  });

  it('reads busy instants as numbers or ISO strings and ignores those it cannot read', () => {
    const answer = find(fridayEvening, {
      busy: [busyAllDay('pearl', FRIDAY), { yachtId: 'falcon', start: 'soon', end: 'later' }],
    });
    expect(ids(answer.results)).toEqual(['falcon', 'breeze', 'sea']);
  });

  it('leaves out yachts whose minimum or maximum hours the selection misses', () => {
    // Falcon's weekend minimum is 4 hours; the others take 3.
    expect(ids(find({ ...fridayEvening, hours: 3 }).results)).toEqual(['pearl', 'breeze', 'sea']);
    // Falcon alone takes 10 hours; 10 h from 12:00 ends at 22:00.
    expect(ids(find({ ...fridayEvening, start: '12:00', hours: 10 }).results)).toEqual(['falcon']);
  });

  it('filters on the hourly rate of the selection date and sorts by the selection price', () => {
    expect(ids(find(fridayEvening, { filters: { price: { max: 1500 } } }).results)).toEqual([
      'breeze',
      'sea',
    ]);
    expect(ids(find(fridayEvening, { sort: { by: 'price', order: 'desc' } }).results)).toEqual([
      'falcon',
      'pearl',
      'breeze',
      'sea',
    ]);
    expect(ids(find(fridayEvening, { sort: { by: 'capacity', order: 'desc' } }).results)).toEqual([
      'falcon',
      'pearl',
      'breeze',
      'sea',
    ]);
  });
});

const everyFitting = ['pearl', 'falcon', 'breeze', 'sea'];

describe('no yacht for a selection: why, and what else', () => {
  it('a past date: offers the next free day from today', () => {
    const answer = find({ ...fridayEvening, date: '2025-03-12' });
    expect(answer.results).toEqual([]);
    expect(answer.reasons).toEqual(['past-date']);
    // Today, 09:00 + the 2-hour lead time: 11:00 is the first start.
    expect(answer.alternatives?.sameDay).toEqual([]);
    expect(answer.alternatives?.nextFreeDay?.date).toBe(THURSDAY);
    expect(answer.alternatives?.nextFreeDay?.starts[0]).toEqual({ start: '11:00', yachts: 4 });
  });

  it('a date beyond the booking window', () => {
    const answer = find({ ...fridayEvening, date: addDays(THURSDAY, 91) });
    expect(answer).toEqual({ results: [], reasons: ['beyond-horizon'], alternatives: null });
    expect(find({ ...fridayEvening, date: addDays(THURSDAY, 90), start: '10:00' }).results).not.toEqual([]);
  });

  it('a party too large for every yacht', () => {
    expect(find({ ...fridayEvening, guests: 41 })).toEqual({
      results: [],
      reasons: ['party-too-large'],
      alternatives: null,
    });
  });

  it('filters that leave no yacht for the party', () => {
    expect(find(fridayEvening, { filters: { vipOnly: true, feet: { max: 80 } } })).toEqual({
      results: [],
      reasons: ['filters-exclude-all'],
      alternatives: null,
    });
  });

  it('hours no yacht offers that day: the next day that takes them', () => {
    const answer = find({ ...fridayEvening, hours: 2 });
    expect(answer.reasons).toEqual(['hours-not-offered']);
    expect(answer.alternatives?.sameDay).toEqual([]);
    // Saturday and Sunday are weekend days too (3-hour minimum): Monday takes 2 hours.
    expect(answer.alternatives?.nextFreeDay?.date).toBe('2025-03-17');
    expect(find({ ...fridayEvening, start: '08:00', hours: 11 }).alternatives).toBeNull();
  });

  it('a start the engine does not offer (lead time, closing time, off the grid): the starts it does', () => {
    const tooSoon = find({ date: THURSDAY, start: '10:30', hours: 2, guests: 2 });
    expect(tooSoon.reasons).toEqual(['start-not-offered']);
    expect(tooSoon.alternatives?.sameDay[0]).toEqual({ start: '11:00', yachts: 4 });
    const tooLate = find({ ...fridayEvening, start: '22:00' });
    expect(tooLate.reasons).toEqual(['start-not-offered']);
    expect(tooLate.alternatives?.sameDay.at(-1)).toEqual({ start: '20:00', yachts: 4 });
    expect(find({ ...fridayEvening, start: '18:15' }).reasons).toEqual(['start-not-offered']);
    expect(find({ ...fridayEvening, start: 'dusk' }).reasons).toEqual(['start-not-offered']);
  });

  it('all booked at that time: the other starts that day with free yachts', () => {
    const answer = find(fridayEvening, {
      busy: everyFitting.map((id) => busy(id, FRIDAY, '15:00', '17:30')),
    });
    expect(answer.reasons).toEqual(['all-booked']);
    const starts = ['08:00', '08:30', '09:00', '09:30', '10:00', '18:30', '19:00', '19:30', '20:00'];
    expect(answer.alternatives?.sameDay).toEqual(starts.map((start) => ({ start, yachts: 4 })));
    expect(answer.alternatives?.nextFreeDay?.date).toBe(SATURDAY);
  });

  it('counts the yachts free at each other start, the small ones left out', () => {
    const answer = find(fridayEvening, {
      busy: [
        busy('pearl', FRIDAY, '15:00', '23:00'),
        busy('falcon', FRIDAY, '15:00', '23:00'),
        busy('breeze', FRIDAY, '15:00', '17:30'),
        busy('sea', FRIDAY, '15:00', '17:30'),
      ],
    });
    expect(answer.alternatives?.sameDay.find((option) => option.start === '19:00')).toEqual({
      start: '19:00',
      yachts: 2,
    });
    expect(answer.alternatives?.sameDay[0]).toEqual({ start: '08:00', yachts: 4 });
  });

  it('all booked among the filtered yachts while others are free: both reasons', () => {
    const answer = find(fridayEvening, {
      filters: { vipOnly: true },
      busy: [busy('falcon', FRIDAY, '15:00', '17:30')],
    });
    expect(answer.reasons).toEqual(['all-booked', 'filters-exclude-all']);
    expect(answer.alternatives?.sameDay[0]).toEqual({ start: '08:00', yachts: 1 });
  });

  it('a day booked out: the next free day, with its starts', () => {
    const answer = find(fridayEvening, { busy: everyFitting.map((id) => busyAllDay(id, FRIDAY)) });
    expect(answer.reasons).toEqual(['all-booked']);
    expect(answer.alternatives?.sameDay).toEqual([]);
    expect(answer.alternatives?.nextFreeDay?.date).toBe(SATURDAY);
    // The turnaround after the block reaches Saturday 01:00, before opening: Saturday starts at 08:00.
    expect(answer.alternatives?.nextFreeDay?.starts[0]).toEqual({ start: '08:00', yachts: 4 });
    expect(answer.alternatives?.nextFreeDay?.starts.map((option) => option.start)).toContain('18:00');
  });

  it('looks 14 days ahead for the next free day, and no further', () => {
    const blocked = (days: number) =>
      everyFitting.flatMap((id) =>
        Array.from({ length: days }, (_, day) => busyAllDay(id, addDays(FRIDAY, day))),
      );
    expect(find(fridayEvening, { busy: blocked(14) }).alternatives?.nextFreeDay?.date).toBe(
      addDays(FRIDAY, 14),
    );
    const answer = find(fridayEvening, { busy: blocked(15) });
    expect(answer.reasons).toEqual(['all-booked']);
    expect(answer.alternatives).toBeNull();
  });

  it('looks no further than the booking window', () => {
    const shortWindow = { ...settings, horizonDays: 2 };
    const answer = find(
      fridayEvening,
      { busy: everyFitting.map((id) => busyAllDay(id, FRIDAY)) },
      shortWindow,
    );
    expect(answer.alternatives?.nextFreeDay?.date).toBe(SATURDAY);
    const both = [FRIDAY, SATURDAY].flatMap((date) => everyFitting.map((id) => busyAllDay(id, date)));
    expect(find(fridayEvening, { busy: both }, shortWindow).alternatives).toBeNull();
  });
});
