/**
 * Numbers, amounts, dates and times for people, in one language's `Intl` locales. Charter dates and times are
 * Dubai time whatever the device says (`timeZone: 'Asia/Dubai'`); money is whole fils, shown as AED.
 *
 * A formatter is built on first use and kept by the `Formats` it belongs to: building an `Intl` formatter costs
 * tens of milliseconds on a slow phone, so none is built at module load, and whoever shows a language's texts keeps
 * one `Formats` for it (src/i18n/format.ts).
 */
import type { DubaiDate, Instant } from './booking/dubai-time';
import { dubaiInstant, DUBAI_TIME_ZONE, MINUTES_PER_DAY, toEpochMs } from './booking/dubai-time';
import type { Fils } from './booking/money';
import { CURRENCY, filsToAed, FILS_PER_AED } from './booking/money';

/** The `Intl` locales a language writes its numbers and prices, and its dates and times, in. */
export interface IntlLocales {
  numbers: string;
  dates: string;
}

export interface Formats {
  /** `1,500`. */
  number(value: number): string;
  /** `AED 1,350` for whole dirhams, `AED 1,350.50` otherwise (a no-break space after the code). */
  aed(fils: Fils): string;
  /**
   * A Dubai minute after midnight as a clock time: `17:30` where clocks run 00–23, `5:30 PM` where they run 1–12.
   * Minutes wrap at midnight, so 1440 (the end of a charter that stops at midnight) reads `00:00`.
   */
  time(minute: number): string;
  /** A Dubai date: `Friday, 14 March 2025`, or with other `Intl` options. */
  date(date: DubaiDate, options?: Intl.DateTimeFormatOptions): string;
  /** The weekday's name: `Friday`. */
  weekday(date: DubaiDate): string;
  /** An instant as Dubai date and time: `14 Mar 2025, 17:30`. */
  dateTime(instant: Instant): string;
  /** An ISO timestamp in the device's own time zone: `1 May 2025, 14:30`; '—' when missing or unreadable. */
  localDateTime(iso: string | undefined): string;
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};

/** The formats of one language. */
export function createFormats(locales: IntlLocales): Formats {
  const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
  function once<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
    let formatter = made.get(key) as T | undefined;
    if (!formatter) {
      formatter = make();
      made.set(key, formatter);
    }
    return formatter;
  }
  const aedFormatter = (fractionDigits: 0 | 2) =>
    once(
      `aed|${fractionDigits}`,
      () =>
        new Intl.NumberFormat(locales.numbers, {
          style: 'currency',
          currency: CURRENCY,
          currencyDisplay: 'code',
          minimumFractionDigits: fractionDigits,
          maximumFractionDigits: fractionDigits,
        }),
    );
  const dubai = (options: Intl.DateTimeFormatOptions) =>
    once(
      `dubai|${JSON.stringify(options)}`,
      () => new Intl.DateTimeFormat(locales.dates, { ...options, timeZone: DUBAI_TIME_ZONE }),
    );
  /**
   * `08:05` where clocks run 00–23, `8:05 AM` where they run 1–12. Worked out once: `resolvedOptions()` builds a new
   * object on every call, and a list of a few hundred times spent most of its time there.
   */
  let clockOptions: Intl.DateTimeFormatOptions | undefined;
  const timeOptions = (): Intl.DateTimeFormatOptions => {
    if (!clockOptions) {
      const { hourCycle } = dubai({ hour: 'numeric' }).resolvedOptions();
      clockOptions = {
        hour: hourCycle === 'h23' || hourCycle === 'h24' ? '2-digit' : 'numeric',
        minute: '2-digit',
      };
    }
    return clockOptions;
  };

  const formats: Formats = {
    number: (value) => once('number', () => new Intl.NumberFormat(locales.numbers)).format(value),
    aed: (fils) => aedFormatter(fils % FILS_PER_AED === 0 ? 0 : 2).format(filsToAed(fils)),
    time(minute) {
      const wrapped = ((minute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
      return once('clock', () => dubai(timeOptions())).format(dubaiInstant('2000-01-01', wrapped));
    },
    date: (date, options = DATE_OPTIONS) => dubai(options).format(dubaiInstant(date, 12 * 60)),
    weekday: (date) => formats.date(date, { weekday: 'long' }),
    dateTime: (instant) =>
      dubai({ day: 'numeric', month: 'short', year: 'numeric', ...timeOptions() }).format(toEpochMs(instant)),
    localDateTime(iso) {
      if (!iso) return '—';
      const time = Date.parse(iso);
      if (Number.isNaN(time)) return '—';
      const local = once(
        'local',
        () => new Intl.DateTimeFormat(locales.dates, { dateStyle: 'medium', timeStyle: 'short' }),
      );
      return local.format(time);
    },
  };
  return formats;
}
