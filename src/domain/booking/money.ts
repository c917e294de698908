/**
 * Money inside the booking engine is a whole number of fils (1 AED = 100 fils), so sums are exact; it becomes AED
 * text only at the edge, with `Intl`.
 */

/** Whole fils. */
export type Fils = number;

/** The currency of every price: UAE dirhams. */
export const CURRENCY = 'AED';

export const FILS_PER_AED = 100;

/** AED (as typed in a form or kept on a product) to whole fils, rounded to the nearest fils. */
export function aedToFils(aed: number): Fils {
  return Math.round(aed * FILS_PER_AED);
}

export const filsToAed = (fils: Fils): number => fils / FILS_PER_AED;

/** True for a whole, non-negative number of fils. */
export const isFils = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;

/**
 * `numerator / denominator` rounded to the nearest whole number, halves away from zero (0.5 → 1): the rounding of
 * every VAT and deposit amount. Both arguments are whole numbers; the division is exact when it can be.
 */
export function divideRounded(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const a = Math.abs(numerator);
  const b = Math.abs(denominator);
  const whole = Math.floor(a / b);
  const remainder = a - whole * b;
  return sign * (remainder * 2 >= b ? whole + 1 : whole);
}
