import { numberLocale } from '../intl-locale';
/**
 * Money inside the booking engine is a whole number of fils (1 AED = 100 fils), so sums are exact; it becomes AED
 * text only at the edge, with `Intl`.
 */

/** Whole fils. */
export type Fils = number;

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

const formatters = new Map<string, Intl.NumberFormat>();

function aedFormatter(locale: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'AED',
      currencyDisplay: 'code',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount for people: `AED 1,350` when it is a whole number of dirhams, `AED 1,350.50` otherwise (the space is
 * the no-break space `Intl` puts there).
 */
export function formatAed(fils: Fils, locale = numberLocale()): string {
  const digits = fils % FILS_PER_AED === 0 ? 0 : 2;
  return aedFormatter(locale, digits).format(filsToAed(fils));
}
