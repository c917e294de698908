import { describe, expect, it } from 'vitest';
import { dubaiInstant } from '../../../../src/domain/booking/dubai-time';
import {
  balanceDueAt,
  DEFAULT_CANCELLATION_TIERS,
  policyRefund,
  tierAt,
  tiersProblem,
} from '../../../../src/domain/charter/cancellation-policy';

const HOUR = 3_600_000;
const MINUTE = 60_000;
// Saturday 7 March 2026, 17:30 in Dubai: the instants are the same on any device.
const START = dubaiInstant('2026-03-07', 17 * 60 + 30);
const refund = (paidFils: number, at: number) =>
  policyRefund({ tiers: DEFAULT_CANCELLATION_TIERS, paidFils, start: START, at });

describe('the cancellation policy by the hour', () => {
  it('refunds everything at 72 hours or more, half from then until 24 hours, nothing after', () => {
    expect(refund(100_000, START - 72 * HOUR - MINUTE)).toMatchObject({ percent: 100, refundFils: 100_000 });
    expect(refund(100_000, START - 72 * HOUR)).toMatchObject({ percent: 100, refundFils: 100_000 });
    expect(refund(100_000, START - 72 * HOUR + MINUTE)).toMatchObject({ percent: 50, refundFils: 50_000 });
    expect(refund(100_000, START - 30 * HOUR)).toMatchObject({ percent: 50, keptFils: 50_000 });
    expect(refund(100_000, START - 24 * HOUR - MINUTE)).toMatchObject({ percent: 50 });
    expect(refund(100_000, START - 24 * HOUR)).toMatchObject({ percent: 50 });
    expect(refund(100_000, START - 24 * HOUR + MINUTE)).toEqual({
      tier: null,
      percent: 0,
      refundFils: 0,
      keptFils: 100_000,
    });
    expect(refund(100_000, START + HOUR)).toMatchObject({ percent: 0, refundFils: 0 });
  });

  it('works on what was paid so far, in whole fils rounded halves up', () => {
    // A deposit only, half of an odd total.
    expect(refund(67_501, START - 30 * HOUR)).toMatchObject({ refundFils: 33_751, keptFils: 33_750 });
    expect(refund(0, START - 100 * HOUR)).toMatchObject({ refundFils: 0, keptFils: 0 });
    expect(() => refund(10.5, START)).toThrow(RangeError);
    expect(() => refund(-1, START)).toThrow(RangeError);
  });

  it('takes the operator’s own tiers, and no tiers at all means no refund', () => {
    const tiers = [
      { hoursBefore: 168, refundPercent: 100 },
      { hoursBefore: 48, refundPercent: 25 },
      { hoursBefore: 0, refundPercent: 10 },
    ];
    expect(tierAt(tiers, START, START - 100 * HOUR)).toEqual(tiers[1]);
    expect(tierAt(tiers, START, START - MINUTE)).toEqual(tiers[2]);
    expect(tierAt(tiers, START, START + MINUTE)).toBeNull();
    expect(policyRefund({ tiers: [], paidFils: 5_000, start: START, at: START - 500 * HOUR })).toMatchObject({
      refundFils: 0,
    });
  });

  it('refuses tiers out of order, out of range or not whole', () => {
    expect(tiersProblem(DEFAULT_CANCELLATION_TIERS)).toBeNull();
    expect(tiersProblem([])).toBeNull();
    expect(
      tiersProblem([
        { hoursBefore: 24, refundPercent: 50 },
        { hoursBefore: 72, refundPercent: 100 },
      ]),
    ).toMatch(/fewer hours/);
    expect(
      tiersProblem([
        { hoursBefore: 72, refundPercent: 50 },
        { hoursBefore: 24, refundPercent: 100 },
      ]),
    ).toMatch(/larger refund/);
    expect(tiersProblem([{ hoursBefore: 72.5, refundPercent: 50 }])).toMatch(/whole number/);
    expect(tiersProblem([{ hoursBefore: 721, refundPercent: 50 }])).toMatch(/0 to 720/);
    expect(tiersProblem([{ hoursBefore: 72, refundPercent: 101 }])).toMatch(/percent/);
    const many = Array.from({ length: 7 }, (_, index) => ({ hoursBefore: 100 - index, refundPercent: 50 }));
    expect(tiersProblem(many)).toMatch(/At most 6/);
  });

  it('puts the balance due a number of hours before departure', () => {
    expect(new Date(balanceDueAt(START, 48)).toISOString()).toBe('2026-03-05T13:30:00.000Z');
  });
});
