import { describe, expect, it } from 'vitest';
import {
  charterProblem,
  checkQuote,
  type PriceList,
  type StoredQuote,
} from '../../../../src/domain/booking/quote-check';
import { DEFAULT_BOOKING_SETTINGS, quote, type BookingSelection } from '../../../../src/domain/booking';

const falcon = {
  id: 'royal-falcon',
  name: 'Royal Falcon',
  price: 1200,
  capacity: 12,
  pricing: { weekendHourlyFils: 150_000, weekdayMinHours: 2, weekendMinHours: 3, maxHours: 6 },
};
const cake = {
  id: 'cake',
  name: 'Celebration cake',
  priceFils: 35_000,
  unit: 'booking' as const,
  active: true,
};
const dj = { id: 'dj', name: 'DJ', priceFils: 50_000, unit: 'hour' as const, active: true };

const prices: PriceList = {
  yachts: [falcon],
  settings: { ...DEFAULT_BOOKING_SETTINGS },
  addOns: [cake, dj],
};

// A Tuesday (weekday rate) at 10:00 for 3 hours.
const selection: BookingSelection = {
  yachtId: 'royal-falcon',
  date: '2031-03-04',
  startMinute: 600,
  hours: 3,
  guests: 8,
  addOnIds: ['cake', 'dj'],
};

/** What the booking panel stored when it priced the selection with `list`. */
function storedWith(list: PriceList, yachtName = 'Royal Falcon'): StoredQuote {
  const yacht = list.yachts[0];
  const priced = quote(
    selection,
    {
      yachtId: yacht.id,
      hourlyFils: yacht.price * 100,
      ...DEFAULT_PRICING,
      ...yacht.pricing,
    },
    list.settings,
    list.addOns,
  );
  return { selection, yachtName, lines: priced.lines, totalFils: priced.totalFils };
}
const DEFAULT_PRICING = { weekendHourlyFils: 0, weekdayMinHours: 1, weekendMinHours: 1, maxHours: 8 };

describe('checkQuote', () => {
  it('finds a quote priced with today’s list the same, naming the yacht from the fleet', () => {
    const check = checkQuote(storedWith(prices, 'Anything a visitor typed'), prices);
    expect(check).toEqual({
      status: 'matches',
      yachtName: 'Royal Falcon',
      storedName: 'Anything a visitor typed',
      storedTotalFils: 360_000 + 35_000 + 150_000,
      todayTotalFils: 360_000 + 35_000 + 150_000,
      differentLines: [],
      problem: null,
    });
  });

  it('flags a forged total lower than today’s price, with both amounts', () => {
    const forged = { ...storedWith(prices), totalFils: 100 };
    expect(checkQuote(forged, prices)).toMatchObject({
      status: 'differs',
      storedTotalFils: 100,
      todayTotalFils: 545_000,
      differentLines: [],
    });
  });

  it('names the lines whose prices changed since, and a line no longer offered', () => {
    const stored = storedWith(prices);
    const today: PriceList = {
      ...prices,
      yachts: [{ ...falcon, price: 1300 }],
      addOns: [cake, { ...dj, active: false }],
    };
    expect(checkQuote(stored, today)).toMatchObject({
      status: 'differs',
      storedTotalFils: 545_000,
      todayTotalFils: 390_000 + 35_000,
      differentLines: [
        { key: 'charter', label: 'Charter (3 hours, weekday rate)', storedFils: 360_000, todayFils: 390_000 },
        { key: 'add-on:dj', label: 'DJ', storedFils: 150_000, todayFils: null },
      ],
    });
  });

  it('names a line today’s price adds that the stored quote left out', () => {
    const stored = storedWith(prices);
    const withoutDj = {
      ...stored,
      lines: stored.lines.filter((line) => line.kind === 'charter' || line.addOnId !== 'dj'),
    };
    expect(checkQuote(withoutDj, prices).status).toBe('differs');
    expect(checkQuote(withoutDj, prices)).toMatchObject({
      differentLines: [{ key: 'add-on:dj', label: 'DJ', storedFils: null, todayFils: 150_000 }],
    });
  });

  it('flags a change of VAT mode through the total', () => {
    const added = { ...prices, settings: { ...prices.settings, vatMode: 'added' as const } };
    expect(checkQuote(storedWith(prices), added)).toMatchObject({
      status: 'differs',
      storedTotalFils: 545_000,
      todayTotalFils: 572_250,
    });
  });

  it('flags a yacht that is no longer in the fleet', () => {
    expect(checkQuote(storedWith(prices), { ...prices, yachts: [] })).toEqual({
      status: 'no-yacht',
      yachtId: 'royal-falcon',
      storedName: 'Royal Falcon',
      storedTotalFils: 545_000,
    });
  });

  it('says why Confirm would refuse the selection', () => {
    const stored = { ...storedWith(prices), selection: { ...selection, guests: 15 } };
    expect(checkQuote(stored, prices)).toMatchObject({
      problem: 'Royal Falcon takes at most 12 guests; this enquiry is for 15.',
    });
  });
});

describe('charterProblem', () => {
  const hours = { openingMinute: 8 * 60, closingMinute: 24 * 60 };

  it('allows a selection within capacity, maximum hours and operating hours, to the last minute', () => {
    expect(charterProblem({ startMinute: 18 * 60, hours: 6, guests: 12 }, falcon, hours)).toBeNull();
    expect(charterProblem({ startMinute: 8 * 60, hours: 1, guests: 1 }, falcon, hours)).toBeNull();
  });

  it.each([
    [{ guests: 13 }, 'Royal Falcon takes at most 12 guests; this enquiry is for 13.'],
    [{ hours: 7 }, 'Royal Falcon can be chartered for at most 6 hours; this enquiry is for 7.'],
    [
      { startMinute: 7 * 60 + 30 },
      'This charter, 07:30 to 10:30 (Dubai time), is outside the operating hours (08:00–24:00).',
    ],
    [
      { startMinute: 22 * 60 },
      'This charter, 22:00 to 01:00 the next day (Dubai time), is outside the operating hours (08:00–24:00).',
    ],
  ])('refuses %o', (change, message) => {
    expect(charterProblem({ startMinute: 600, hours: 3, guests: 8, ...change }, falcon, hours)).toBe(message);
  });

  it('uses the default maximum (8 hours) for a yacht without pricing, and says “1 guest”', () => {
    const plain = { id: 'p', name: 'Plain', price: 500, capacity: 1 };
    expect(charterProblem({ startMinute: 600, hours: 9, guests: 1 }, plain, hours)).toBe(
      'Plain can be chartered for at most 8 hours; this enquiry is for 9.',
    );
    expect(charterProblem({ startMinute: 600, hours: 2, guests: 2 }, plain, hours)).toBe(
      'Plain takes at most 1 guest; this enquiry is for 2.',
    );
  });
});
