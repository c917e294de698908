/**
 * The WhatsApp text of a priced booking enquiry, in the given language, from values the caller has already
 * resolved: the reference, the yacht's name and the numbers are the same in every language.
 */
import { msg, plural } from '@lingui/core/macro';
import type { Language } from '../language';
import type { DubaiDate } from './dubai-time';
import type { Fils } from './money';
import type { VatMode } from './settings';

export interface BookingMessage {
  /** The business's name, greeted in the first line. */
  brand: string;
  reference: string;
  yachtName: string;
  date: DubaiDate;
  /** Dubai minutes after midnight. */
  startMinute: number;
  hours: number;
  guests: number;
  /** Names of the chosen add-ons, in the order to list them. */
  addOnNames: readonly string[];
  totalFils: Fils;
  vatMode: VatMode;
  /** The package booked, when the charter is one (a package page, the Custom Package). */
  packageName?: string;
  /** Further lines the visitor added (the Custom Package's occasion, extras and notes), each as given. */
  details?: readonly string[];
}

/**
 * One fact a line, so the operator reads it at a glance and the visitor can check it before sending:
 *
 * ```
 * Hello Marina Luxe Yachts, I would like to book a charter.
 * Reference: MLY-7K2Q9P
 * Yacht: Ocean Pearl
 * Date: Friday, 14 March 2025
 * Start: 17:30 (Dubai time), 3 hours, until 20:30
 * Guests: 10
 * Add-ons: Catering, Jet ski
 * Total: AED 4,350 (VAT included)
 * ```
 * The total shows fils only when it has some (`AED 4,350.50`); the space after AED is a plain space here.
 */
export function bookingWhatsappText(message: BookingMessage, { i18n, formats }: Language): string {
  const end = formats.time(message.startMinute + message.hours * 60);
  const start = formats.time(message.startMinute);
  const hours = i18n._(msg`${plural(message.hours, { one: '# hour', other: '# hours' })}`);
  const total = formats.aed(message.totalFils).replace(/\u00a0/g, ' ');
  const vat = message.vatMode === 'included' ? i18n._(msg`VAT included`) : i18n._(msg`VAT added`);
  const { brand, reference, packageName, yachtName, guests } = message;
  const date = formats.date(message.date);
  const addOns = message.addOnNames.length > 0 ? message.addOnNames.join(', ') : i18n._(msg`none`);
  return [
    i18n._(msg`Hello ${brand}, I would like to book a charter.`),
    i18n._(msg`Reference: ${reference}`),
    ...(packageName ? [i18n._(msg`Package: ${packageName}`)] : []),
    i18n._(msg`Yacht: ${yachtName}`),
    i18n._(msg`Date: ${date}`),
    i18n._(msg`Start: ${start} (Dubai time), ${hours}, until ${end}`),
    i18n._(msg`Guests: ${guests}`),
    i18n._(msg`Add-ons: ${addOns}`),
    i18n._(msg`Total: ${total} (${vat})`),
    ...(message.details ?? []),
  ].join('\n');
}
