import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spansSunset, sunsetMinute } from '../../../../src/domain/booking/sunset';
import { dateArb } from './dates.fixtures';

const minute = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

describe('sunset at Dubai Marina', () => {
  it.each([
    ['2025-06-21', '19:12'],
    ['2025-12-21', '17:34'],
    ['2025-03-14', '18:27'],
    ['2025-09-22', '18:14'],
  ])('on %s is about %s Dubai time (published tables, within 3 minutes)', (date, published) => {
    const sunset = sunsetMinute(date);
    expect(sunset).not.toBeNull();
    expect(Math.abs((sunset ?? 0) - minute(published))).toBeLessThanOrEqual(3);
  });

  it('is always between 17:25 and 19:20', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        const sunset = sunsetMinute(date) ?? -1;
        expect(sunset).toBeGreaterThanOrEqual(minute('17:25'));
        expect(sunset).toBeLessThanOrEqual(minute('19:20'));
      }),
    );
  });
});

describe('spansSunset', () => {
  const sunset = minute('18:10');

  it('marks a charter under way at sunset as a sunset cruise', () => {
    expect(spansSunset(minute('16:00'), 3, sunset)).toBe(true);
    expect(spansSunset(minute('18:10'), 1, sunset)).toBe(true);
    expect(spansSunset(minute('17:11'), 1, sunset)).toBe(true);
  });

  it('does not mark charters that end by sunset or start after it', () => {
    expect(spansSunset(minute('17:10'), 1, sunset)).toBe(false);
    expect(spansSunset(minute('18:11'), 2, sunset)).toBe(false);
    expect(spansSunset(minute('16:00'), 3, null)).toBe(false);
  });
});
