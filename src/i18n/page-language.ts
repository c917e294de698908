/**
 * Prices, dates and times in the page's language (the active catalogue's): the domain's formats
 * (src/domain/formats.ts), one set kept per language, and the `Language` the domain's texts are written in.
 * Loaded with what shows them (the booking panel, the assistant, the admin), not on a first visit.
 */
import { i18n } from '@lingui/core';
import type { DubaiDate, Instant } from '../domain/booking/dubai-time';
import type { Fils } from '../domain/booking/money';
import { createFormats, type Formats } from '../domain/formats';
import type { Language } from '../domain/language';
import { LOCALE_INFO, type Locale } from '../domain/locales';
import { activeLocale } from './catalogues';

const kept = new Map<Locale, Formats>();

/** The formats of a language, the page's by default; each language's are built once, on first use. */
export function pageFormats(locale: Locale = activeLocale()): Formats {
  let formats = kept.get(locale);
  if (!formats) {
    formats = createFormats(LOCALE_INFO[locale].intl);
    kept.set(locale, formats);
  }
  return formats;
}

/** What the domain's texts need to be written in the page's language: its messages and its formats. */
export const pageLanguage = (): Language => ({ i18n, formats: pageFormats() });

/** `AED 1,350` (`AED 1,350.50` when it has fils). */
export const formatAed = (fils: Fils): string => pageFormats().aed(fils);

/** A Dubai minute after midnight as a clock time: `17:30`. */
export const formatDubaiTime = (minute: number): string => pageFormats().time(minute);

/** A Dubai date: `Friday, 14 March 2025`, or with other `Intl` options. */
export const formatDubaiDate = (date: DubaiDate, options?: Intl.DateTimeFormatOptions): string =>
  pageFormats().date(date, options);

/** The weekday's name: `Friday`. */
export const weekdayName = (date: DubaiDate): string => pageFormats().weekday(date);

/** An instant as Dubai date and time: `14 Mar 2025, 17:30`. */
export const formatDubaiDateTime = (instant: Instant): string => pageFormats().dateTime(instant);

/** `1 May 2025, 14:30` in the device's time zone; '—' for a missing or invalid date. */
export const formatDateTime = (iso: string | undefined): string => pageFormats().localDateTime(iso);
