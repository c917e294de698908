import { afterEach, describe, expect, it } from 'vitest';
import {
  bucketOf,
  bucketStarts,
  customPeriod,
  periodDays,
  periodOf,
  periodSpan,
  previousPeriod,
} from '../../../../src/domain/dashboard/periods';

const originalZone = process.env.TZ;
afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

// Wednesday 2025-01-01 at 21:30 UTC is already Thursday 2 January, 01:30 in Dubai.
const lateWednesdayUtc = Date.parse('2025-01-01T21:30:00Z');

describe('periods in Dubai time', () => {
  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'])('are the same on a device in %s', (zone) => {
    process.env.TZ = zone;
    expect(periodOf('week', lateWednesdayUtc)).toEqual({ from: '2024-12-30', to: '2025-01-02' });
    expect(periodOf('month', lateWednesdayUtc)).toEqual({ from: '2025-01-01', to: '2025-01-02' });
    expect(periodOf('last30', lateWednesdayUtc)).toEqual({ from: '2024-12-04', to: '2025-01-02' });
    expect(periodOf('last90', lateWednesdayUtc)).toEqual({ from: '2024-10-05', to: '2025-01-02' });
  });

  it('one minute before Dubai midnight is still the day before', () => {
    expect(periodOf('month', Date.parse('2024-12-31T19:59:00Z'))).toEqual({
      from: '2024-12-01',
      to: '2024-12-31',
    });
  });

  it('starts the week on Monday, also on a Monday and a Sunday', () => {
    expect(periodOf('week', Date.parse('2025-01-06T08:00:00Z')).from).toBe('2025-01-06');
    expect(periodOf('week', Date.parse('2025-01-12T08:00:00Z')).from).toBe('2025-01-06');
  });

  it('compares with the period just before, of the same length', () => {
    expect(previousPeriod({ from: '2025-03-01', to: '2025-03-31' })).toEqual({
      from: '2025-01-29',
      to: '2025-02-28',
    });
    expect(previousPeriod({ from: '2025-01-02', to: '2025-01-02' })).toEqual({
      from: '2025-01-01',
      to: '2025-01-01',
    });
  });

  it('spans Dubai midnights', () => {
    expect(periodSpan({ from: '2025-01-01', to: '2025-01-01' })).toEqual({
      start: Date.parse('2024-12-31T20:00:00Z'),
      end: Date.parse('2025-01-01T20:00:00Z'),
    });
  });

  it('checks a custom period', () => {
    expect(customPeriod('', '')).toEqual({
      period: null,
      errors: { from: 'Choose the first day.', to: 'Choose the last day.' },
    });
    expect(customPeriod('2025-02-30', '2025-03-01').errors?.from).toMatch(/as a date/);
    expect(customPeriod('2025-03-02', '2025-03-01').errors?.to).toBe(
      'The last day must be on or after the first day.',
    );
    expect(customPeriod('2020-01-01', '2025-01-01').errors?.to).toMatch(/at most 731 days/);
    expect(customPeriod('2025-03-01', '2025-03-01')).toEqual({
      period: { from: '2025-03-01', to: '2025-03-01' },
      errors: null,
    });
  });

  it('groups by day up to 31 days and by week from Monday beyond', () => {
    const month = { from: '2025-01-01', to: '2025-01-31' };
    expect(bucketOf(month)).toBe('day');
    expect(bucketStarts(month)).toHaveLength(31);
    const long = { from: '2025-01-01', to: '2025-02-01' };
    expect(periodDays(long)).toBe(32);
    expect(bucketOf(long)).toBe('week');
    expect(bucketStarts(long)).toEqual([
      '2025-01-01',
      '2025-01-06',
      '2025-01-13',
      '2025-01-20',
      '2025-01-27',
    ]);
  });
});
