import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  dubaiDateOf,
  dubaiInstant,
  dubaiMinuteOf,
  dubaiToday,
  isDubaiDate,
  toDubaiDateTime,
  weekdayOf,
} from '../../../../src/domain/booking/dubai-time';
import { createFormats } from '../../../../src/domain/formats';
import {
  formatDubaiDate,
  formatDubaiDateTime,
  formatDubaiTime,
  weekdayName,
} from '../../../../src/i18n/page-language';
import { at, dateArb, FRIDAY, independentWeekday, THURSDAY } from './dates.fixtures';

describe('Dubai dates and minutes', () => {
  it('reads a Friday 02:00 in Dubai as Friday although it is still Thursday in UTC', () => {
    const instant = Date.parse('2025-03-13T22:00:00Z');
    expect(new Date(instant).getUTCDay()).toBe(4);
    expect(toDubaiDateTime(instant)).toEqual({ date: FRIDAY, minute: 120 });
    expect(weekdayOf(dubaiDateOf(instant))).toBe(5);
  });

  it('reads ISO timestamps with any offset', () => {
    expect(toDubaiDateTime('2025-03-14T17:30:00+04:00')).toEqual({ date: FRIDAY, minute: 17 * 60 + 30 });
    expect(toDubaiDateTime('2025-03-14T13:30:00Z')).toEqual({ date: FRIDAY, minute: 17 * 60 + 30 });
    expect(toDubaiDateTime('2025-03-13T20:00:00Z')).toEqual({ date: FRIDAY, minute: 0 });
    expect(toDubaiDateTime('2025-03-13T19:59:59.999Z')).toEqual({ date: THURSDAY, minute: 1439 });
  });

  it('turns a Dubai date and minute into the instant, 1440 being the next midnight', () => {
    expect(new Date(dubaiInstant(FRIDAY, 0)).toISOString()).toBe('2025-03-13T20:00:00.000Z');
    expect(new Date(dubaiInstant(FRIDAY, 17 * 60 + 30)).toISOString()).toBe('2025-03-14T13:30:00.000Z');
    expect(dubaiInstant(FRIDAY, 1440)).toBe(dubaiInstant('2025-03-15', 0));
  });

  it("gives today's Dubai date, which changes at Dubai midnight (20:00 UTC)", () => {
    expect(dubaiToday(Date.parse('2025-12-31T19:59:00Z'))).toBe('2025-12-31');
    expect(dubaiToday(Date.parse('2025-12-31T20:00:00Z'))).toBe('2026-01-01');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetween('2025-01-01', '2025-04-01')).toBe(90);
    expect(daysBetween('2025-04-01', '2025-01-01')).toBe(-90);
  });

  it('knows real dates from look-alikes', () => {
    expect(isDubaiDate('2024-02-29')).toBe(true);
    expect(isDubaiDate('2025-02-29')).toBe(false);
    expect(isDubaiDate('2025-13-01')).toBe(false);
    expect(isDubaiDate('2025-3-14')).toBe(false);
    expect(isDubaiDate('')).toBe(false);
    expect(() => weekdayOf('14/03/2025')).toThrow(RangeError);
    expect(() => toDubaiDateTime('not a time')).toThrow(RangeError);
  });

  it('round-trips every instant through its Dubai date and minute (to the minute)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }), (instant) => {
        const { date, minute } = toDubaiDateTime(instant);
        const back = dubaiInstant(date, minute);
        expect(instant - back).toBeGreaterThanOrEqual(0);
        expect(instant - back).toBeLessThan(60_000);
        expect(dubaiMinuteOf(instant)).toBe(minute);
      }),
    );
  });

  it('gives the same weekday as an independent reading of Dubai noon', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        expect(weekdayOf(date)).toBe(independentWeekday(date));
      }),
    );
  });

  it('moves one weekday per day added', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -400, max: 400 }), (date, days) => {
        const later = addDays(date, days);
        expect(daysBetween(date, later)).toBe(days);
        expect(weekdayOf(later)).toBe((((weekdayOf(date) + days) % 7) + 7) % 7);
      }),
    );
  });
});

describe('Dubai time formatting', () => {
  it('shows clock times in 24-hour form by default, wrapping midnight', () => {
    expect(formatDubaiTime(17 * 60 + 30)).toBe('17:30');
    expect(formatDubaiTime(8 * 60)).toBe('08:00');
    expect(formatDubaiTime(1440)).toBe('00:00');
  });

  it('follows the locale when asked', () => {
    expect(createFormats({ numbers: 'en-US', dates: 'en-US' }).time(17 * 60 + 30)).toMatch(/^5:30\sPM$/);
    expect(createFormats({ numbers: 'ru', dates: 'ru' }).time(8 * 60 + 5)).toBe('08:05');
  });

  it('names dates and weekdays in Dubai time', () => {
    expect(formatDubaiDate(FRIDAY)).toMatch(/^Friday,? 14 March 2025$/);
    expect(formatDubaiDate(FRIDAY, { day: 'numeric', month: 'short' })).toBe('14 Mar');
    expect(weekdayName(FRIDAY)).toBe('Friday');
    expect(formatDubaiDateTime(at(FRIDAY, '02:00'))).toBe('14 Mar 2025, 02:00');
  });
});
