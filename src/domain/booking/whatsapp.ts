/** The WhatsApp text of a priced booking enquiry (English), from values the caller has already resolved. */
import { site } from '../../config/site';
import type { DubaiDate } from './dubai-time';
import { formatDubaiDate, formatDubaiTime } from './dubai-time';
import type { Fils } from './money';
import { formatAed } from './money';
import type { VatMode } from './settings';

export interface BookingMessage {
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
export function bookingWhatsappText(message: BookingMessage): string {
  const end = message.startMinute + message.hours * 60;
  const hours = `${message.hours} ${message.hours === 1 ? 'hour' : 'hours'}`;
  const total = formatAed(message.totalFils).replace(/\u00a0/g, ' ');
  const vat = message.vatMode === 'included' ? 'VAT included' : 'VAT added';
  return [
    `Hello ${site.name}, I would like to book a charter.`,
    `Reference: ${message.reference}`,
    ...(message.packageName ? [`Package: ${message.packageName}`] : []),
    `Yacht: ${message.yachtName}`,
    `Date: ${formatDubaiDate(message.date)}`,
    `Start: ${formatDubaiTime(message.startMinute)} (Dubai time), ${hours}, until ${formatDubaiTime(end)}`,
    `Guests: ${message.guests}`,
    `Add-ons: ${message.addOnNames.length > 0 ? message.addOnNames.join(', ') : 'none'}`,
    `Total: ${total} (${vat})`,
    ...(message.details ?? []),
  ].join('\n');
}
