/**
 * The dashboard's today list: the charters that sail today and tomorrow in Dubai (whatever the device's time zone),
 * each with what the crew and the operator need on the quay: when, which yacht, how many guests, who to call, the
 * add-ons and the balance still due (the total less what its ledger says is paid).
 */
import type { Booking } from '../booking/bookings';
import { addDays, dubaiToday, toDubaiDateTime, type DubaiDate } from '../booking/dubai-time';
import type { Fils } from '../booking/money';
import type { Enquiry } from '../enquiry';
import { netPaid, NO_MONEY } from '../ledger/ledger';

/** An add-on of a charter, as quoted. */
export interface CharterAddOn {
  name: string;
  quantity: number;
}

export interface DayCharter {
  booking: Booking;
  /** The enquiry it was booked from; null when it cannot be read (deleted, or an older booking without one). */
  enquiry: Enquiry | null;
  yachtId: string;
  /** Dubai minutes after midnight of its date; the end may be 1440 (midnight). */
  startMinute: number;
  endMinute: number;
  /** Null when the enquiry is not known. */
  guests: number | null;
  addOns: CharterAddOn[];
  totalFils: Fils | null;
  depositFils: Fils | null;
  /** Paid and not refunded (its ledger); null when the quote is not known. */
  paidFils: Fils | null;
  /** Total − paid (never below zero); null when the quote is not known. */
  balanceFils: Fils | null;
}

export interface CharterDays {
  today: DubaiDate;
  tomorrow: DubaiDate;
  todays: DayCharter[];
  tomorrows: DayCharter[];
}

/** The Dubai dates the list covers at `now` (epoch ms): today and tomorrow. */
export function charterDates(now: number): { today: DubaiDate; tomorrow: DubaiDate } {
  const today = dubaiToday(now);
  return { today, tomorrow: addDays(today, 1) };
}

/** The total less what the enquiry's ledger says is paid (docs/decisions/0045-ledger.md), never below zero. */
export const balanceDue = (enquiry: Pick<Enquiry, 'money'> & { quote: { totalFils: Fils } }): Fils =>
  Math.max(0, enquiry.quote.totalFils - netPaid(enquiry.money ?? NO_MONEY));

/** One booking as the today list shows it. */
export function dayCharter(booking: Booking, enquiry: Enquiry | null): DayCharter {
  const start = toDubaiDateTime(booking.start);
  const minutes = Math.round((Date.parse(booking.end) - Date.parse(booking.start)) / 60_000);
  const quote = enquiry?.quote ?? null;
  return {
    booking,
    enquiry,
    yachtId: booking.yachtId,
    startMinute: start.minute,
    endMinute: start.minute + minutes,
    guests: quote ? quote.selection.guests : null,
    addOns: quote
      ? quote.lines.flatMap((line) =>
          line.kind === 'add-on' ? [{ name: line.name, quantity: line.quantity }] : [],
        )
      : [],
    totalFils: quote ? quote.totalFils : null,
    depositFils: quote ? quote.depositFils : null,
    paidFils: quote ? netPaid(enquiry?.money ?? NO_MONEY) : null,
    balanceFils: enquiry && quote ? balanceDue({ ...enquiry, quote }) : null,
  };
}

const byStart = (a: DayCharter, b: DayCharter) =>
  a.booking.start.localeCompare(b.booking.start) || a.booking.id.localeCompare(b.booking.id);

/**
 * Today's and tomorrow's charters at `now`: the bookings (blocks left out) starting on each Dubai date, by start,
 * with their enquiries (`enquiries` may hold others, and miss some).
 */
export function charterDays(
  bookings: readonly Booking[],
  enquiries: readonly Enquiry[],
  now: number,
): CharterDays {
  const { today, tomorrow } = charterDates(now);
  const byId = new Map(enquiries.map((enquiry) => [enquiry.id, enquiry]));
  const charters = bookings
    .filter((booking) => booking.kind === 'booking')
    .map((booking) => ({
      date: toDubaiDateTime(booking.start).date,
      charter: dayCharter(booking, (booking.enquiryId && byId.get(booking.enquiryId)) || null),
    }));
  const on = (date: DubaiDate) =>
    charters
      .filter((item) => item.date === date)
      .map((item) => item.charter)
      .sort(byStart);
  return { today, tomorrow, todays: on(today), tomorrows: on(tomorrow) };
}
