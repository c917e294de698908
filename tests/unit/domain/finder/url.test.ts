import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../../src/domain/booking';
import {
  FINDER_DEFAULTS,
  finderSearch,
  findYachts,
  parseFinderParams,
  prepareFleet,
  type FinderState,
} from '../../../../src/domain/finder';
import { at, busy, fleet, fridayEvening, FRIDAY, NOW, settings, THURSDAY } from './finder.fixtures';

const parse = (query: string, now = NOW) => parseFinderParams(new URLSearchParams(query), now);

const full: FinderState = {
  selection: fridayEvening,
  filters: { minGuests: 10, price: { min: 500, max: 2000 }, feet: { min: 60 }, vipOnly: true },
  sort: { by: 'price', order: 'desc' },
};

describe('the finder state in the URL', () => {
  it('is written with short, readable keys in a fixed order', () => {
    expect(finderSearch(full)).toBe(
      '?date=2025-03-14&start=18%3A00&hours=4&guests=20&cap=10&price=500-2000&ft=60-&vip=1&sort=price-desc',
    );
    expect(finderSearch({ selection: null, filters: { price: { max: 900 } }, sort: null })).toBe(
      '?price=-900',
    );
    expect(finderSearch({ selection: null, filters: {}, sort: { by: 'size', order: 'desc' } })).toBe(
      '?sort=size',
    );
    expect(finderSearch({ selection: null, filters: {}, sort: null })).toBe('');
  });

  it('reads back what it wrote', () => {
    expect(parse(finderSearch(full))).toEqual(full);
  });

  it('reads back any state it can hold (any future date, start, hours, guests, filters and sort)', () => {
    const range = fc.record(
      { min: fc.integer({ min: 0, max: 5000 }), max: fc.integer({ min: 5000, max: 9_999_999 }) },
      { requiredKeys: [] },
    );
    const stateArb: fc.Arbitrary<FinderState> = fc.record({
      selection: fc.option(
        fc.record({
          date: fc.integer({ min: 0, max: 700 }).map((days) => addDays(THURSDAY, days)),
          start: fc
            .integer({ min: 0, max: 1439 })
            .map(
              (minute) =>
                `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
            ),
          hours: fc.integer({ min: 1, max: 24 }),
          guests: fc.integer({ min: 1, max: 999 }),
        }),
      ),
      filters: fc
        .record(
          {
            minGuests: fc.integer({ min: 1, max: 999 }),
            price: range,
            feet: range,
            vipOnly: fc.constant(true),
          },
          { requiredKeys: [] },
        )
        .map((filters) => {
          // An open range at both ends is no filter, and is not written.
          if (filters.price && Object.keys(filters.price).length === 0) delete filters.price;
          if (filters.feet && Object.keys(filters.feet).length === 0) delete filters.feet;
          return filters;
        }),
      sort: fc.option(
        fc.record({
          by: fc.constantFrom('price' as const, 'size' as const, 'capacity' as const),
          order: fc.constantFrom('asc' as const, 'desc' as const),
        }),
      ),
    });
    fc.assert(
      fc.property(stateArb, (state) => {
        expect(parse(finderSearch(state))).toEqual(state);
      }),
    );
  });

  it('sorts each key in its usual order unless told otherwise', () => {
    expect(parse('sort=price').sort).toEqual({ by: 'price', order: 'asc' });
    expect(parse('sort=size').sort).toEqual({ by: 'size', order: 'desc' });
    expect(parse('sort=capacity').sort).toEqual({ by: 'capacity', order: 'desc' });
    expect(parse('sort=size-asc').sort).toEqual({ by: 'size', order: 'asc' });
  });

  it('keeps today (in Dubai) and drops a past date, keeping the filters', () => {
    expect(parse(`date=${THURSDAY}&start=18:00&hours=4&guests=20`).selection?.date).toBe(THURSDAY);
    expect(parse('date=2025-03-12&start=18:00&hours=4&guests=20&vip=1')).toEqual({
      selection: null,
      filters: { vipOnly: true },
      sort: null,
    });
  });

  it('drops a selection without a real date', () => {
    for (const date of ['', '2025-02-30', '14/03/2025', 'tomorrow', '2025-3-14']) {
      expect(parse(`date=${date}&start=18:00&hours=4&guests=20`).selection).toBeNull();
    }
    expect(parse('start=18:00&hours=4&guests=20').selection).toBeNull();
  });

  it('gives a missing or unreadable start, hours or guest count its default', () => {
    expect(parse(`date=${FRIDAY}`).selection).toEqual({ date: FRIDAY, ...FINDER_DEFAULTS });
    const defaults = parse(`date=${FRIDAY}&start=25:00&hours=lots&guests=0`).selection;
    expect(defaults).toEqual({ date: FRIDAY, ...FINDER_DEFAULTS });
    for (const hours of ['0', '-2', '2.5', '25', '1e1', ' ', 'four']) {
      expect(parse(`date=${FRIDAY}&hours=${hours}`).selection?.hours).toBe(FINDER_DEFAULTS.hours);
    }
    for (const guests of ['0', '-5', '1000', '2.5', 'ten']) {
      expect(parse(`date=${FRIDAY}&guests=${guests}`).selection?.guests).toBe(FINDER_DEFAULTS.guests);
    }
    expect(parse(`date=${FRIDAY}&start=7:30`).selection?.start).toBe(FINDER_DEFAULTS.start);
    expect(parse(`date=${FRIDAY}&start=07:30&hours=24&guests=999`).selection).toEqual({
      date: FRIDAY,
      start: '07:30',
      hours: 24,
      guests: 999,
    });
  });

  it('drops filters and sorts it cannot read, and ignores other parameters', () => {
    const bad = 'cap=0&price=2000-500&ft=big&vip=yes&sort=cheapest&utm_source=ig&yacht=pearl';
    expect(parse(bad)).toEqual({ selection: null, filters: {}, sort: null });
    for (const cap of ['0', '-1', '1000', 'x']) expect(parse(`cap=${cap}`).filters).toEqual({});
    for (const range of ['-', '', '1-2-3', '-5-', 'a-b', '10.5-20'])
      expect(parse(`price=${range}`).filters).toEqual({});
    for (const sort of ['price-up', 'price-asc-desc', 'length', 'PRICE', ''])
      expect(parse(`sort=${sort}`).sort).toBeNull();
    expect(parse('price=500-&ft=-80&cap=12').filters).toEqual({
      price: { min: 500 },
      feet: { max: 80 },
      minGuests: 12,
    });
    expect(parse('price=500-500').filters).toEqual({ price: { min: 500, max: 500 } });
  });

  it('leaves out what cannot be read back when writing', () => {
    const state = {
      selection: { date: FRIDAY, start: 'dusk', hours: 2.5, guests: 0 },
      filters: { minGuests: -1, price: { min: 2000, max: 500 }, feet: { min: -5 }, vipOnly: false },
      sort: null,
    };
    expect(finderSearch(state)).toBe('?date=2025-03-14');
    expect(finderSearch({ ...state, selection: { ...fridayEvening, date: '2025-02-30' } })).toBe('');
  });
});

describe('the finder on a device in another time zone', () => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });

  it('uses no local-time Date API', () => {
    const source = join(__dirname, '../../../../src/domain/finder');
    const localTime =
      /\.(get|set)(FullYear|Month|Date|Day|Hours|Minutes|Seconds|Milliseconds)\(|getTimezoneOffset|toLocale\w*String|new Date\(/;
    for (const file of readdirSync(source)) {
      const code = readFileSync(join(source, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      expect(code, file).not.toMatch(localTime);
    }
  });

  it("reads dates as Dubai's, not the device's", () => {
    // Friday 01:00 in Dubai is still Thursday 14:00 in Los Angeles: Thursday has passed.
    process.env.TZ = 'America/Los_Angeles';
    const fridayEarly = at(FRIDAY, '01:00');
    expect(new Date(fridayEarly).getDay()).toBe(4);
    expect(parse(`date=${THURSDAY}`, fridayEarly).selection).toBeNull();
    expect(parse(`date=${FRIDAY}`, fridayEarly).selection?.date).toBe(FRIDAY);
    // Thursday 22:30 in Dubai is already Friday on Kiritimati: Thursday is still today.
    process.env.TZ = 'Pacific/Kiritimati';
    const thursdayLate = at(THURSDAY, '22:30');
    expect(new Date(thursdayLate).getDay()).toBe(5);
    expect(parse(`date=${THURSDAY}`, thursdayLate).selection?.date).toBe(THURSDAY);
  });

  it('gives the same answers whatever the zone', () => {
    const answer = () =>
      findYachts(
        prepareFleet(fleet, [busy('pearl', FRIDAY, '15:00', '17:30')]),
        parse(`date=${FRIDAY}&start=18:00&hours=4&guests=20&sort=price`),
        settings,
        NOW,
      );
    process.env.TZ = 'UTC';
    const inUtc = answer();
    expect(inUtc.results.map((result) => result.yacht.id)).toEqual(['breeze', 'sea', 'falcon']);
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kathmandu']) {
      process.env.TZ = zone;
      expect(answer()).toEqual(inUtc);
    }
  });
});
