/**
 * The dashboard's action queue: what the operator should do next, each item leading to its enquiry.
 * - new enquiries nobody has contacted yet, oldest first, with their age;
 * - quotes waiting for the client's answer (status 'quoted'), oldest first;
 * - charters (confirmed or completed) whose balance falls due within 48 hours (the edge included) or is overdue:
 *   the total less what their ledger says is paid, due the settings' hours before departure;
 * - open requests (new, contacted, quoted) for a slot that has been booked or blocked since: the same clash rule as
 *   confirming (the turnaround kept free on both sides, ../booking/slots.ts), for slots not over yet, soonest first;
 * - first of all, double bookings: a slot sold on another channel (an imported block) over a charter here, not over
 *   yet, soonest first (docs/decisions/0050-calendar-import.md).
 */
import type { Booking } from '../booking/bookings';
import type { Fils } from '../booking/money';
import { charterSpan, findClash } from '../booking/slots';
import { clashes } from '../calendar-import/clashes';
import type { Enquiry, EnquiryStatus } from '../enquiry';
import { balanceOf, BALANCE_SOON_HOURS, netPaid, NO_MONEY, type BalanceState } from '../ledger/ledger';

export const BALANCE_WINDOW_MS = BALANCE_SOON_HOURS * 60 * 60_000;
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
  /** When it falls due (epoch ms), and whether that is still to come ('due-soon') or past ('overdue'). */
  dueAt: number;
  state: Extract<BalanceState, 'due-soon' | 'overdue'>;
  /** From now to the charter's start, in ms (negative once it has sailed). */
  startsInMs: number;
}

export interface SlotTaken {
  enquiry: Enquiry;
  /** The booking or block its slot now clashes with. */
  clash: Booking;
  /** When the requested slot starts (epoch ms): the soonest come first. */
  startsAt: number;
}

export interface DoubleBooking {
  /** The charter's enquiry. */
  enquiry: Enquiry;
  charter: Booking;
  /** The imported blocks over it ("Sold on GetMyBoat"), by start. */
  blocks: Booking[];
  /** When the first overlap starts (epoch ms): the soonest come first. */
  startsAt: number;
}

export interface ActionQueue {
  doubleBookings: DoubleBooking[];
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
  /**
   * Bookings and imported blocks from today to the booking horizon, where a double booking may be (none read when no
   * calendar is imported); their charters' enquiries are among `bookedEnquiries`.
   */
  upcoming?: readonly Booking[];
  /** The enquiries of `bookings` (for their balances); may be part of `enquiries`. */
  bookedEnquiries: readonly Enquiry[];
  turnaroundMinutes: number;
  /** The booking settings' hours before departure the balance is due. */
  balanceDueHours: number;
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
  upcoming = [],
  turnaroundMinutes,
  balanceDueHours,
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
      const enquiry = booking.enquiryId ? booked.get(booking.enquiryId) : undefined;
      if (booking.kind !== 'booking' || !enquiry?.quote) return [];
      if (enquiry.status !== 'confirmed' && enquiry.status !== 'completed') return [];
      const start = Date.parse(booking.start);
      const balance = balanceOf({
        totalFils: enquiry.quote.totalFils,
        netFils: netPaid(enquiry.money ?? NO_MONEY),
        start,
        balanceDueHours,
        now,
      });
      if (balance.state !== 'due-soon' && balance.state !== 'overdue') return [];
      return [
        {
          enquiry,
          booking,
          balanceFils: balance.dueFils,
          dueAt: balance.dueAt,
          state: balance.state,
          startsInMs: start - now,
        },
      ];
    })
    .sort((a, b) => a.dueAt - b.dueAt || a.booking.id.localeCompare(b.booking.id));

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

  const imported = upcoming.filter((item) => item.kind === 'block' && item.blockKind === 'imported');
  const charters = upcoming.filter((item) => item.kind === 'booking');
  const byCharter = new Map<string, DoubleBooking>();
  for (const { imported: block, charter } of clashes(imported, charters)) {
    const enquiry = charter.enquiryId ? booked.get(charter.enquiryId) : undefined;
    const end = Math.min(Date.parse(block.end), Date.parse(charter.end));
    if (!enquiry || !(end > now)) continue;
    const startsAt = Math.max(Date.parse(block.start), Date.parse(charter.start));
    const known = byCharter.get(charter.id);
    if (known) {
      known.blocks.push(block);
      known.startsAt = Math.min(known.startsAt, startsAt);
    } else byCharter.set(charter.id, { enquiry, charter, blocks: [block], startsAt });
  }
  const doubleBookings = [...byCharter.values()].sort(
    (a, b) => a.startsAt - b.startsAt || a.charter.id.localeCompare(b.charter.id),
  );

  return { doubleBookings, newEnquiries: aged('new'), quotes: aged('quoted'), balances, slotsTaken };
}

/** How many items the queue holds. */
export const queueLength = (queue: ActionQueue) =>
  queue.doubleBookings.length +
  queue.newEnquiries.length +
  queue.quotes.length +
  queue.balances.length +
  queue.slotsTaken.length;
