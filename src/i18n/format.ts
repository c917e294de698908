/**
 * What a first visit formats, in the page's language: the yachts' prices per hour and lengths. Everything else
 * (amounts, Dubai dates and times) is in page-language.ts, loaded with what shows it.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CURRENCY } from '../domain/booking/money';
import { LOCALE_INFO } from '../domain/locales';
import { activeLocale } from './catalogues';

/** The `Intl` locale for numbers and prices: `en-US` on English pages. */
export const numberLocale = (): string => LOCALE_INFO[activeLocale()].intl.numbers;

/** The `Intl` locale for dates and times: `en-GB` on English pages. */
export const dateLocale = (): string => LOCALE_INFO[activeLocale()].intl.dates;

// Built on first use, one per language: building one at module load would block the page's start (decision 0017).
const numberFormats = new Map<string, Intl.NumberFormat>();

/** `AED 1,500 / hour`. */
export function formatPricePerHour(price: number): string {
  const tag = numberLocale();
  let number = numberFormats.get(tag);
  if (!number) {
    number = new Intl.NumberFormat(tag);
    numberFormats.set(tag, number);
  }
  const currency = CURRENCY;
  const amount = number.format(price);
  return i18n._(msg`${currency} ${amount} / hour`);
}

/** `60 ft`. */
export const formatFeet = (feet: number) => i18n._(msg`${feet} ft`);
