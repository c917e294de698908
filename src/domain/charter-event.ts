/**
 * One confirmed charter as a calendar event, described from its enquiry (client, guests, phone, add-ons, message)
 * and the operator's notes; the yacht named from the fleet. Shared by the admin's .ics export and the calendar feed
 * (functions/src/calendar-feed.ts), so both describe a charter alike (docs/decisions/0028, 0036).
 */
import type { Booking } from './booking/bookings';
import type { Enquiry, EnquiryNote } from './enquiry';
import type { CharterEvent } from './ics';
import type { Yacht } from './yacht';

/** The host part of every event's UID: the business's email domain, the same in the export and the feed. */
export const uidHost = (email: string) => email.split('@')[1] ?? 'charters.invalid';

const UNIT_TEXT = { booking: '', hour: ' h', guest: ' guests' } as const;

function addOnsOf(enquiry: Enquiry | null): string[] {
  const lines = enquiry?.quote?.lines ?? [];
  return lines.flatMap((line) =>
    line.kind === 'add-on'
      ? [line.unit === 'booking' ? line.name : `${line.name} (${line.quantity}${UNIT_TEXT[line.unit]})`]
      : [],
  );
}

function noteOf(enquiry: Enquiry | null, notes: readonly EnquiryNote[]): string {
  const parts: string[] = [];
  if (enquiry?.message.trim()) parts.push(`Client’s message: ${enquiry.message.trim()}`);
  for (const note of notes) parts.push(`Operator’s note: ${note.text.trim()}`);
  return parts.join('\n');
}

/** One charter as the file shows it. */
export function charterEvent(
  booking: Booking,
  enquiry: Enquiry | null,
  notes: readonly EnquiryNote[],
  yachts: readonly Pick<Yacht, 'id' | 'name'>[],
): CharterEvent {
  const yacht = yachts.find(({ id }) => id === booking.yachtId);
  return {
    id: booking.id,
    start: booking.start,
    end: booking.end,
    yachtName: yacht?.name ?? `Yacht ${booking.yachtId} (no longer in the fleet)`,
    clientName: enquiry?.name ?? '',
    reference: booking.reference ?? enquiry?.reference ?? '',
    guests: enquiry?.quote?.selection.guests ?? null,
    phone: enquiry?.phone ?? '',
    addOns: addOnsOf(enquiry),
    note: noteOf(enquiry, notes),
  };
}
