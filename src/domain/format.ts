import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { site } from '../config/site';
import { dateLocale, numberLocale } from './intl-locale';

/**
 * Formatters are made on first use: building an `Intl` formatter costs tens of milliseconds on a slow phone (the
 * date one most), which at module load would block the page's start even where nothing is formatted.
 */
function onFirstUse<T>(make: (locale: string) => T, locale: () => string): () => T {
  const made = new Map<string, T>();
  return () => {
    const tag = locale();
    let formatter = made.get(tag);
    if (formatter === undefined) {
      formatter = make(tag);
      made.set(tag, formatter);
    }
    return formatter;
  };
}

const number = onFirstUse((tag) => new Intl.NumberFormat(tag), numberLocale);

/** `AED 1,500 / hour` (in the page's language). */
export function formatPricePerHour(price: number): string {
  const currency = site.currency;
  const amount = number().format(price);
  return i18n._(msg`${currency} ${amount} / hour`);
}

/** `60 ft` (in the page's language). */
export const formatFeet = (feet: number) => i18n._(msg`${feet} ft`);

const dateTime = onFirstUse(
  (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }),
  dateLocale,
);

/** `1 May 2025, 14:30` in the browser's time zone; '—' for a missing or invalid date. */
export function formatDateTime(iso: string | undefined): string {
  if (!iso) return '—';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '—' : dateTime().format(time);
}
