/**
 * The dashboard's action queue: what the operator should do next, each item leading to its enquiry.
 * - new enquiries nobody has contacted yet, oldest first, with their age;
 * - quotes waiting for the client's answer (status 'quoted'), oldest first;
 * - confirmed charters starting within the next 48 hours (the edge included) with a balance still due;
 * - open requests (new, contacted, quoted) for a slot that has been booked or blocked since: the same clash rule as
 *   confirming (the turnaround kept free on both sides, ../booking/slots.ts), for slots not over yet, soonest first.
 */
import type { Booking } from '../booking/bookings';
import type { Fils } from '../booking/money';
import { charterSpan, findClash } from '../booking/slots';
import type { Enquiry, EnquiryStatus } from '../enquiry';
import { balanceDue } from './today';

export const BALANCE_WINDOW_MS = 48 * 60 * 60_000;
/** The statuses of a request still open: a slot booked since makes it unanswerable as it stands. */
export const OPEN_STATUSES: readonly EnquiryStatus[] = ['new', 'contacted', 'quoted'];

export interface AgedEnquiry {
  enquiry: Enquiry;
  /** Since it was received, in ms. */
  ageMs: number;
}

export interface BalanceDue {
  enquiry: Enquiry;
  booking: Booking;
  balanceFils: Fils;
  /** From now to the charter's start, in ms (0 to 48 hours). */
  startsInMs: number;
}

export interface SlotTaken {
  enquiry: Enquiry;
  /** The booking or block its slot now clashes with. */
  clash: Booking;
  /** When the requested slot starts (epoch ms): the soonest come first. */
  startsAt: number;
}

export interface ActionQueue {
  newEnquiries: AgedEnquiry[];
  quotes: AgedEnquiry[];
  balances: BalanceDue[];
  slotsTaken: SlotTaken[];
}

export interface QueueInput {
  /** Enquiries of any status (the queue picks by status); duplicates are counted once. */
  enquiries: readonly Enquiry[];
  /** Bookings and blocks around the next 48 hours and the open requests' dates. */
  bookings: readonly Booking[];
  /** The enquiries of `bookings` (for their balances); may be part of `enquiries`. */
  bookedEnquiries: readonly Enquiry[];
  turnaroundMinutes: number;
  /** Epoch ms. */
  now: number;
}

const ageOf = (enquiry: Enquiry, now: number) => Math.max(0, now - Date.parse(enquiry.createdAt));
const oldestFirst = (a: Enquiry, b: Enquiry) =>
  a.createdAt.localeCompare(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function unique(enquiries: readonly Enquiry[]): Enquiry[] {
  return [...new Map(enquiries.map((enquiry) => [enquiry.id, enquiry])).values()].sort(oldestFirst);
}

/** The action queue at `now`. */
export function actionQueue({
  enquiries,
  bookings,
  bookedEnquiries,
  turnaroundMinutes,
  now,
}: QueueInput): ActionQueue {
  const all = unique(enquiries);
  const aged = (status: EnquiryStatus) =>
    all
      .filter((enquiry) => enquiry.status === status)
      .map((enquiry) => ({ enquiry, ageMs: ageOf(enquiry, now) }));

  const booked = new Map(unique([...bookedEnquiries, ...enquiries]).map((enquiry) => [enquiry.id, enquiry]));
  const balances = bookings
    .flatMap((booking): BalanceDue[] => {
      const startsInMs = Date.parse(booking.start) - now;
      const enquiry = booking.enquiryId ? booked.get(booking.enquiryId) : undefined;
      if (booking.kind !== 'booking' || !enquiry?.quote || enquiry.status !== 'confirmed') return [];
      if (!(startsInMs >= 0 && startsInMs <= BALANCE_WINDOW_MS)) return [];
      const balanceFils = balanceDue(enquiry.quote);
      return balanceFils > 0 ? [{ enquiry, booking, balanceFils, startsInMs }] : [];
    })
    .sort((a, b) => a.startsInMs - b.startsInMs || a.booking.id.localeCompare(b.booking.id));

  const slotsTaken = all.flatMap((enquiry): SlotTaken[] => {
    if (!OPEN_STATUSES.includes(enquiry.status) || !enquiry.quote) return [];
    const { yachtId, date, startMinute, hours } = enquiry.quote.selection;
    const span = charterSpan(date, startMinute, hours);
    if (!(span.end > now)) return [];
    const others = bookings.filter((booking) => booking.enquiryId !== enquiry.id);
    const clash = findClash(yachtId, span, others, turnaroundMinutes);
    return clash ? [{ enquiry, clash, startsAt: span.start }] : [];
  });
  slotsTaken.sort((a, b) => a.startsAt - b.startsAt || oldestFirst(a.enquiry, b.enquiry));

  return { newEnquiries: aged('new'), quotes: aged('quoted'), balances, slotsTaken };
}

/** How many items the queue holds. */
export const queueLength = (queue: ActionQueue) =>
  queue.newEnquiries.length + queue.quotes.length + queue.balances.length + queue.slotsTaken.length;
