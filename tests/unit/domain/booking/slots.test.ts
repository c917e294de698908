import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DubaiDate } from '../../../../src/domain/booking/dubai-time';
import { addDays, dubaiInstant } from '../../../../src/domain/booking/dubai-time';
import { formatDubaiTime } from '../../../../src/i18n/page-language';
import type { BookingSettings } from '../../../../src/domain/booking/settings';
import type { BusyInterval } from '../../../../src/domain/booking/slots';
import {
  allowedHours,
  bookableDateRange,
  bookableDates,
  bookedUpDates,
  charterSpan,
  findClash,
  isBookableDate,
  isFullyBooked,
  minimumHours,
  offeredStartMinutes,
} from '../../../../src/domain/booking/slots';
import { pricing, pricingArb, settings, settingsArb } from './booking.fixtures';
import { busyArb } from './busy.fixtures';
import { at, dateArb, FRIDAY, independentWeekday, MONDAY } from './dates.fixtures';

/** A week before Monday 17 March 2025: every start that day is past the lead time. */
const earlier = at('2025-03-10', '09:00');

const offered = (
  overrides: Partial<{
    date: DubaiDate;
    hours: number;
    busy: BusyInterval[];
    now: number;
    settings: BookingSettings;
  }>,
) =>
  offeredStartMinutes({
    yachtId: 'pearl',
    date: MONDAY,
    hours: 3,
    busy: [],
    now: earlier,
    settings,
    ...overrides,
  }).map((minute) => formatDubaiTime(minute));

const busy = (date: DubaiDate, from: string, to: string, yachtId = 'pearl'): BusyInterval => ({
  yachtId,
  start: new Date(at(date, from)).toISOString(),
  end: new Date(at(date, to)).toISOString(),
});

describe('offered start times', () => {
  it('offers every 30 minutes from opening while the charter ends by closing (24:00)', () => {
    const starts = offered({});
    expect(starts[0]).toBe('08:00');
    expect(starts.at(-1)).toBe('21:00');
    expect(starts).toHaveLength(27);
  });

  it('keeps the turnaround free around a booking: 12:00–15:00 leaves 08:00 and 16:00 on', () => {
    expect(offered({ busy: [busy(MONDAY, '12:00', '15:00')] })).toEqual([
      '08:00',
      ...['16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'],
    ]);
  });

  it('lets a charter end exactly one turnaround before a booking, not a minute later', () => {
    const starts = offered({ hours: 2, busy: [busy(MONDAY, '13:00', '23:00')] });
    expect(starts).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00']);
  });

  it("ignores other yachts' bookings", () => {
    expect(offered({ busy: [busy(MONDAY, '08:00', '23:00', 'other')] })).toHaveLength(27);
  });

  it('counts a block from the evening before that runs past midnight', () => {
    const allDay = { ...settings, openingMinute: 0 };
    const starts = offered({ hours: 2, settings: allDay, busy: [busy('2025-03-16', '22:00', '24:00')] });
    expect(starts[0]).toBe('01:00');
  });

  it('starts no sooner than the lead time after now, on the grid', () => {
    expect(offered({ now: at(MONDAY, '10:15') })[0]).toBe('12:30');
    expect(offered({ now: at(MONDAY, '10:00') })[0]).toBe('12:00');
    expect(offered({ now: at(MONDAY, '10:00') + 1 })[0]).toBe('12:30');
    expect(offered({ now: at(MONDAY, '21:30') })).toEqual([]);
  });

  it('offers nothing on a past date, beyond the horizon, or for hours that cannot be', () => {
    expect(offered({ now: at('2025-03-18', '06:00') })).toEqual([]);
    expect(offered({ date: addDays(MONDAY, 91), now: at(MONDAY, '09:00') })).toEqual([]);
    expect(offered({ date: addDays(MONDAY, 90), now: at(MONDAY, '09:00') })).toHaveLength(27);
    expect(offered({ hours: 17 })).toEqual([]);
    expect(offered({ hours: 0 })).toEqual([]);
    expect(offered({ hours: 2.5 })).toEqual([]);
  });

  it('keeps the grid counted from midnight when opening is off it', () => {
    expect(offered({ hours: 1, settings: { ...settings, openingMinute: 8 * 60 + 10 } })[0]).toBe('08:30');
  });
});

describe('dates and hours', () => {
  it('lets a visitor pick today (in Dubai) to today + 90 days', () => {
    const now = Date.parse('2025-03-13T21:00:00Z'); // Friday 01:00 in Dubai
    expect(bookableDateRange(now, settings)).toEqual({ first: FRIDAY, last: '2025-06-12' });
    expect(isBookableDate('2025-03-13', now, settings)).toBe(false);
    expect(isBookableDate('2025-06-12', now, settings)).toBe(true);
    expect(isBookableDate('2025-06-13', now, settings)).toBe(false);
    const dates = bookableDates(now, settings);
    expect(dates).toHaveLength(91);
    expect([dates[0], dates.at(-1)]).toEqual([FRIDAY, '2025-06-12']);
  });

  it('offers hours from the day’s minimum to the maximum', () => {
    expect(minimumHours(MONDAY, pricing, settings)).toBe(2);
    expect(minimumHours(FRIDAY, pricing, settings)).toBe(3);
    expect(allowedHours(MONDAY, pricing, settings)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(allowedHours(FRIDAY, pricing, settings)).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('caps hours by the operating hours', () => {
    const evening = { ...settings, openingMinute: 18 * 60 };
    expect(allowedHours(MONDAY, pricing, evening)).toEqual([2, 3, 4, 5, 6]);
    expect(allowedHours(FRIDAY, { ...pricing, weekendMinHours: 7 }, evening)).toEqual([]);
  });

  it('marks a date fully booked when not even its minimum charter fits', () => {
    const query = { yachtId: 'pearl', date: FRIDAY, pricing, settings, now: earlier };
    expect(isFullyBooked({ ...query, busy: [busy(FRIDAY, '10:00', '21:00')] })).toBe(true);
    // 08:00–11:00 then an hour's turnaround before 12:00.
    expect(isFullyBooked({ ...query, busy: [busy(FRIDAY, '12:00', '21:00')] })).toBe(false);
    // Friday's 3-hour minimum no longer fits before 11:00; Monday's 2 hours still do.
    expect(isFullyBooked({ ...query, busy: [busy(FRIDAY, '11:00', '21:00')] })).toBe(true);
    const monday = { ...query, date: MONDAY, busy: [busy(MONDAY, '11:00', '21:00')] };
    expect(isFullyBooked(monday)).toBe(false);
    expect(isFullyBooked({ ...query, busy: [] })).toBe(false);
  });

  it('finds the booking a charter would clash with, turnaround included', () => {
    const bookings = [
      { id: 'b1', ...busy(MONDAY, '08:00', '10:00') },
      { id: 'b2', ...busy(MONDAY, '14:00', '16:00') },
    ];
    expect(findClash('pearl', charterSpan(MONDAY, 10 * 60 + 30, 2), bookings, 60)?.id).toBe('b1');
    expect(findClash('pearl', charterSpan(MONDAY, 10 * 60 + 30, 2), bookings, 0)).toBeUndefined();
    expect(findClash('pearl', charterSpan(MONDAY, 11 * 60, 2), bookings, 60)).toBeUndefined();
    expect(findClash('pearl', charterSpan(MONDAY, 15 * 60, 1), bookings, 0)?.id).toBe('b2');
    expect(findClash('other', charterSpan(MONDAY, 15 * 60, 1), bookings, 0)).toBeUndefined();
  });
});

describe('slot properties', () => {
  // Days with room to book (a long opening, charters up to 12 hours), now from two days before to midday, to the
  // millisecond, so the lead-time boundary falls anywhere.
  const scenario = fc
    .record({
      date: dateArb,
      site: settingsArb.map((site) => ({
        ...site,
        closingMinute: Math.max(site.closingMinute, 1440 - site.openingMinute / 2),
      })),
      hours: fc.integer({ min: 1, max: 12 }),
    })
    .chain(({ date, site, hours }) =>
      fc.record({
        date: fc.constant(date),
        site: fc.constant({ ...site, leadTimeMinutes: site.leadTimeMinutes % 600 }),
        hours: fc.constant(hours),
        busy: busyArb(date),
        now: fc
          .tuple(fc.integer({ min: -2 * 1440, max: 720 }), fc.constantFrom(0, 1, 30_000, 59_999))
          .map(([minute, ms]) => dubaiInstant(date, minute) + ms),
      }),
    );

  const clashes = (start: number, end: number, intervals: BusyInterval[], turnaround: number) =>
    intervals.some((interval) => {
      const busyStart = new Date(interval.start).getTime();
      const busyEnd = new Date(interval.end).getTime();
      return (
        interval.yachtId === 'pearl' &&
        start - turnaround * 60_000 < busyEnd &&
        busyStart < end + turnaround * 60_000
      );
    });

  it('offers exactly the grid starts inside opening hours, after the lead time, clear of busy ± turnaround', () => {
    fc.assert(
      fc.property(scenario, ({ date, site, hours, busy: intervals, now }) => {
        const starts = offeredStartMinutes({
          yachtId: 'pearl',
          date,
          hours,
          busy: intervals,
          settings: site,
          now,
        });
        const bookable = isBookableDate(date, now, site);
        for (let minute = 0; minute < 1440; minute += 5) {
          const start = Date.parse(`${date}T00:00:00+04:00`) + minute * 60_000;
          const end = start + hours * 3_600_000;
          const shouldOffer =
            bookable &&
            minute % site.startStepMinutes === 0 &&
            minute >= site.openingMinute &&
            minute + hours * 60 <= site.closingMinute &&
            start >= now + site.leadTimeMinutes * 60_000 &&
            !clashes(start, end, intervals, site.turnaroundMinutes);
          expect(starts.includes(minute), `${formatDubaiTime(minute)} offered`).toBe(shouldOffer);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("is unaffected by other yachts' intervals", () => {
    fc.assert(
      fc.property(scenario, ({ date, site, hours, busy: intervals, now }) => {
        const query = { yachtId: 'pearl', date, hours, settings: site, now };
        const own = intervals.filter((interval) => interval.yachtId === 'pearl');
        expect(offeredStartMinutes({ ...query, busy: intervals })).toEqual(
          offeredStartMinutes({ ...query, busy: own }),
        );
      }),
    );
  });

  it('offers hours only from the day’s minimum (weekday or weekend) to the maximum', () => {
    fc.assert(
      fc.property(dateArb, pricingArb, settingsArb, (date, yachtPricing, site) => {
        const hours = allowedHours(date, yachtPricing, site);
        const weekend = site.weekendDays.includes(independentWeekday(date));
        const minimum = weekend ? yachtPricing.weekendMinHours : yachtPricing.weekdayMinHours;
        for (const value of hours) {
          expect(value).toBeGreaterThanOrEqual(minimum);
          expect(value).toBeLessThanOrEqual(yachtPricing.maxHours);
          expect(value * 60).toBeLessThanOrEqual(site.closingMinute - site.openingMinute);
        }
        expect(hours).toEqual(hours.map((_, index) => hours[0] + index));
        if (hours.length > 0) expect(hours[0]).toBe(minimum);
      }),
    );
  });
});

describe('booked-up dates', () => {
  it('are exactly the bookable dates that bookings leave without a start, though they would have some', () => {
    fc.assert(
      fc.property(
        dateArb,
        settingsArb,
        pricingArb,
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: -720, max: 720 }),
        (date, site, yachtPricing, daysBefore, minute) => {
          const now = dubaiInstant(addDays(date, -daysBefore), 12 * 60 + minute);
          return fc.assert(
            fc.property(busyArb(date), (intervals) => {
              const query = { yachtId: 'pearl', busy: intervals, settings: site, now, pricing: yachtPricing };
              const expected = bookableDates(now, site).filter(
                (day) =>
                  isFullyBooked({ ...query, date: day }) && !isFullyBooked({ ...query, date: day, busy: [] }),
              );
              expect(bookedUpDates(query)).toEqual(expected);
            }),
            { numRuns: 5 },
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('are none without bookings, and name a day a booking fills', () => {
    const query = { yachtId: 'pearl', settings, pricing, now: earlier };
    expect(bookedUpDates({ ...query, busy: [] })).toEqual([]);
    expect(bookedUpDates({ ...query, busy: [busy(FRIDAY, '08:00', '23:30', 'other')] })).toEqual([]);
    expect(bookedUpDates({ ...query, busy: [busy(FRIDAY, '08:00', '23:30')] })).toEqual([FRIDAY]);
  });
});
