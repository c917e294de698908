import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aedToFils, divideRounded, filsToAed, isFils } from '../../../../src/domain/booking/money';
import { formatAed } from '../../../../src/i18n/page-language';

describe('money in fils', () => {
  it('converts AED to whole fils and back', () => {
    expect(aedToFils(1500)).toBe(150_000);
    expect(aedToFils(0.1 + 0.2)).toBe(30);
    expect(aedToFils(19.99)).toBe(1999);
    expect(filsToAed(135_050)).toBe(1350.5);
    expect(isFils(1999)).toBe(true);
    expect(isFils(19.5)).toBe(false);
    expect(isFils(-1)).toBe(false);
  });

  it('rounds a division to the nearest whole number, halves up', () => {
    expect(divideRounded(10, 4)).toBe(3); // 2.5
    expect(divideRounded(9, 4)).toBe(2); // 2.25
    expect(divideRounded(11, 4)).toBe(3); // 2.75
    expect(divideRounded(5 * 21, 105)).toBe(1); // exact
    expect(divideRounded(-10, 4)).toBe(-3);
  });

  it('is never more than half a unit from the exact quotient', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 1000 }), (a, b) => {
        const q = divideRounded(a, b);
        expect(Number.isInteger(q)).toBe(true);
        expect(Math.abs(q * b - a) * 2).toBeLessThanOrEqual(b);
      }),
    );
  });

  it('shows AED without decimals when whole, with two otherwise', () => {
    expect(formatAed(135_000)).toBe('AED\u00a01,350');
    expect(formatAed(135_050)).toBe('AED\u00a01,350.50');
    expect(formatAed(5)).toBe('AED\u00a00.05');
    expect(formatAed(0)).toBe('AED\u00a00');
  });
});
