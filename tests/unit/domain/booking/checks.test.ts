import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SelectionContext } from '../../../../src/domain/booking/checks';
import { checkSelection } from '../../../../src/domain/booking/checks';
import { addDays, dubaiInstant } from '../../../../src/domain/booking/dubai-time';
import type { BookingSelection } from '../../../../src/domain/booking/quote';
import { allowedHours, offeredStartMinutes } from '../../../../src/domain/booking/slots';
import { pageLanguage } from '../../../../src/i18n/page-language';
import { addOns, pricing, pricingArb, settings, settingsArb } from './booking.fixtures';
import { busyArb } from './busy.fixtures';
import { at, dateArb, FRIDAY, MONDAY } from './dates.fixtures';

const context: SelectionContext = {
  yacht: { capacity: 12 },
  pricing,
  settings,
  addOns,
  busy: [{ yachtId: 'pearl', start: at(MONDAY, '12:00'), end: at(MONDAY, '15:00') }],
  now: at('2025-03-12', '09:00'),
  language: pageLanguage(),
};

const selection = (overrides: Partial<BookingSelection> = {}): BookingSelection => ({
  yachtId: 'pearl',
  date: MONDAY,
  startMinute: 17 * 60,
  hours: 3,
  guests: 10,
  addOnIds: ['cake'],
  ...overrides,
});

describe('checkSelection', () => {
  it('finds nothing wrong with an offered selection', () => {
    expect(checkSelection(selection(), context)).toEqual({});
  });

  it('refuses more guests than the yacht takes, and nonsense counts', () => {
    expect(checkSelection(selection({ guests: 13 }), context)).toEqual({
      guests: 'This yacht takes at most 12 guests.',
    });
    expect(checkSelection(selection({ guests: 0 }), context).guests).toBe(
      'Enter the number of guests: a whole number of at least 1.',
    );
    expect(checkSelection(selection({ guests: 2 }), { ...context, yacht: { capacity: 1 } }).guests).toBe(
      'This yacht takes at most 1 guest.',
    );
  });

  it('refuses a past date and one beyond the horizon', () => {
    expect(checkSelection(selection({ date: '2025-03-11' }), context)).toEqual({
      date: 'This date has passed. Choose today or a later date.',
    });
    expect(checkSelection(selection({ date: '2025-06-11' }), context)).toEqual({
      date: 'Bookings open up to 90 days ahead. Choose a date up to Tuesday, 10 June 2025.',
    });
    expect(checkSelection(selection({ date: '2025-02-30' }), context).date).toBe('Choose a date.');
  });

  it("answers hours below the day's minimum with the day's name", () => {
    expect(checkSelection(selection({ date: FRIDAY, hours: 2 }), context)).toEqual({
      hours: 'On Fridays the minimum is 3 hours.',
    });
    expect(checkSelection(selection({ hours: 1 }), context).hours).toBe('On Mondays the minimum is 2 hours.');
  });

  it('refuses hours above the maximum or beyond the operating hours', () => {
    expect(checkSelection(selection({ hours: 9 }), context).hours).toBe(
      'This yacht can be booked for at most 8 hours.',
    );
    const short = { ...context, settings: { ...settings, openingMinute: 20 * 60 } };
    expect(checkSelection(selection({ hours: 5, startMinute: 20 * 60 }), short).hours).toBe(
      'A charter must fit within the operating hours (20:00–00:00), so it can last at most 4 hours.',
    );
    expect(checkSelection(selection({ hours: 2.5 }), context).hours).toBe(
      'Hours must be a whole number of at least 1.',
    );
  });

  it('refuses a start that is not offered, saying when nothing is', () => {
    expect(checkSelection(selection({ startMinute: 13 * 60 }), context)).toEqual({
      startMinute: 'This start time is not available. Choose one of the times offered.',
    });
    const full = {
      ...context,
      busy: [{ yachtId: 'pearl', start: at(MONDAY, '06:00'), end: at(MONDAY, '23:00') }],
    };
    expect(checkSelection(selection(), full).startMinute).toBe(
      'No start time is free on Monday, 17 March 2025 for 3 hours. Try fewer hours or another date.',
    );
  });

  it('says when a chosen add-on is unknown or no longer offered', () => {
    const expected = 'One of the chosen add-ons is no longer available. Please choose again.';
    expect(checkSelection(selection({ addOnIds: ['drone'] }), context).addOnIds).toBe(expected);
    expect(checkSelection(selection({ addOnIds: ['cake', 'gone'] }), context).addOnIds).toBe(expected);
  });

  it('reports every wrong field at once', () => {
    const errors = checkSelection(
      selection({ date: '2025-03-11', hours: 1, guests: 40, addOnIds: ['x'] }),
      context,
    );
    expect(Object.keys(errors).sort()).toEqual(['addOnIds', 'date', 'guests', 'hours']);
  });
});

describe('checkSelection properties', () => {
  it('accepts every start offered for every allowed hours value, and nothing else on the grid', () => {
    const scenario = fc.record({ date: dateArb, site: settingsArb, yachtPricing: pricingArb }).chain((base) =>
      fc.record({
        base: fc.constant(base),
        busy: busyArb(base.date),
        now: fc.integer({ min: -1440, max: 600 }).map((minute) => dubaiInstant(base.date, minute)),
      }),
    );
    fc.assert(
      fc.property(scenario, ({ base: { date, site, yachtPricing }, busy, now }) => {
        const where: SelectionContext = {
          yacht: { capacity: 12 },
          pricing: yachtPricing,
          settings: site,
          addOns,
          busy,
          now,
          language: pageLanguage(),
        };
        for (const hours of allowedHours(date, yachtPricing, site)) {
          const starts = offeredStartMinutes({ yachtId: 'pearl', date, hours, busy, settings: site, now });
          for (let minute = 0; minute < 1440; minute += site.startStepMinutes) {
            const errors = checkSelection(
              selection({ date, hours, startMinute: minute, addOnIds: [] }),
              where,
            );
            expect(errors).toEqual(starts.includes(minute) ? {} : { startMinute: expect.any(String) });
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('never accepts a date outside today … today + horizon', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -30, max: 200 }), (today, offset) => {
        const now = dubaiInstant(today, 600);
        const date = addDays(today, offset);
        const error = checkSelection(selection({ date }), { ...context, now }).date;
        expect(error === undefined).toBe(offset >= 0 && offset <= settings.horizonDays);
      }),
    );
  });
});
