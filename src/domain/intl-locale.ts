import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '../config/locales';

/**
 * The language numbers, prices, dates and times are written in: the page's (set with its messages,
 * src/i18n/catalogues.ts). Dubai time stays Dubai time whatever the language (dubai-time.ts).
 */
let current: Locale = DEFAULT_LOCALE;

export function setFormattingLocale(locale: Locale): void {
  current = locale;
}

/** The `Intl` locale for numbers and prices: `en-US` on English pages. */
export const numberLocale = (): string => LOCALE_INFO[current].intl.numbers;

/** The `Intl` locale for dates and times: `en-GB` on English pages. */
export const dateLocale = (): string => LOCALE_INFO[current].intl.dates;
