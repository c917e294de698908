/**
 * The charter's times as its pages show them: Dubai's (the charter's own), and the device's when its clock differs
 * then. Money and Dubai dates come from the site's formats (src/i18n/page-language.ts).
 */
import { charterSpan, differsFromDubai } from '../../domain/charter';
import type { BookingSelection } from '../../domain/booking/quote';
import { LOCALE_INFO } from '../../domain/locales';
import { activeLocale } from '../../i18n/catalogues';
import { dateLocale } from '../../i18n/format';
import { formatDubaiDate, formatDubaiDateTime, formatDubaiTime } from '../../i18n/page-language';

/** The device's time zone ('' when the platform does not say). */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

export interface CharterWhen {
  /** `Saturday, 1 June 2030`. */
  date: string;
  /** `18:00`, `21:00`. */
  start: string;
  end: string;
  /** The same span in the device's time zone with its name, when its clock differs from Dubai's: else null. */
  device: string | null;
}

/** When a charter is, in Dubai time, and on the device when it differs. */
export function charterWhen(
  selection: Pick<BookingSelection, 'date' | 'startMinute' | 'hours'>,
  timeZone = deviceTimeZone(),
): CharterWhen {
  const span = charterSpan(selection);
  const device =
    timeZone && differsFromDubai(span.start, timeZone)
      ? new Intl.DateTimeFormat(dateLocale(), {
          timeZone,
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          hour: 'numeric',
          minute: '2-digit',
          timeZoneName: 'short',
        }).formatRange(span.start, span.end)
      : null;
  return {
    date: formatDubaiDate(selection.date),
    start: formatDubaiTime(selection.startMinute),
    end: formatDubaiTime(selection.startMinute + selection.hours * 60),
    device,
  };
}

/** A deadline in Dubai time: `30 May 2030, 18:00`. */
export const dubaiDeadline = (instant: number) => formatDubaiDateTime(instant);

/** The address of a page of the site at this origin. */
export const absoluteAddress = (path: string) => `${window.location.origin}${path}`;

/**
 * A value put into a right-to-left sentence (an amount, a yacht's Latin name), isolated so its own direction does not
 * reorder the words around it; unchanged on a left-to-right page.
 */
export const isolate = (value: string) =>
  LOCALE_INFO[activeLocale()].dir === 'rtl' ? `\u2068${value}\u2069` : value;
