// The documents both backends store for a booking and a block (each adds its own `createdAt`).
import type { TimeSpan } from '../domain/booking/slots';
import type { Enquiry } from '../domain/enquiry';
import type { BlockInput, Booking } from '../domain/booking/bookings';

/** The booking a confirmed enquiry stores (both backends add their own `createdAt`). */
export function bookingRecord(
  id: string,
  enquiry: Pick<Enquiry, 'id' | 'reference'>,
  { yachtId, span }: { yachtId: string; span: TimeSpan },
): Omit<Booking, 'createdAt'> {
  return {
    id,
    kind: 'booking',
    yachtId,
    start: new Date(span.start).toISOString(),
    end: new Date(span.end).toISOString(),
    enquiryId: enquiry.id,
    reference: enquiry.reference,
  };
}

/** The block a checked `input` stores (both backends add their own `createdAt`). */
export function blockRecord(id: string, input: BlockInput, span: TimeSpan): Omit<Booking, 'createdAt'> {
  return {
    id,
    kind: 'block',
    yachtId: input.yachtId,
    start: new Date(span.start).toISOString(),
    end: new Date(span.end).toISOString(),
    enquiryId: null,
    reference: null,
    blockKind: input.blockKind,
    reason: input.reason.trim(),
  };
}
