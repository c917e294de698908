// What both backends check and store when a quote holds its slot (docs/decisions/0052-quote-holds.md).
import { HOLD_HOURS_MESSAGE, holdExpiry, isHoldHours } from '../domain/booking/hold';
import type { Booking } from '../domain/booking/bookings';
import type { Enquiry } from '../domain/enquiry';
import { confirmation } from './booking-input-checks';
import { invalid } from './input-rules';

/**
 * The slot an enquiry's quote may hold for `hours` from `now` (ms), and when the hold lapses; refused as Confirm
 * refuses (no quote, unreadable, booked) and once the enquiry is cancelled, lost or completed.
 */
export function holdPlan(
  enquiry: Pick<Enquiry, 'bookingId' | 'quote' | 'createdAt' | 'unreadable' | 'status' | 'cancellation'>,
  hours: number,
  now: number,
) {
  if (!isHoldHours(hours)) invalid(HOLD_HOURS_MESSAGE);
  if (enquiry.cancellation || enquiry.status === 'lost' || enquiry.status === 'completed') {
    invalid(
      `This enquiry is ${enquiry.cancellation ? 'cancelled' : enquiry.status}: its quote holds no slot.`,
    );
  }
  return { ...confirmation(enquiry), expiresAt: holdExpiry(now, hours) };
}

/**
 * The block a hold stores under `id` (the enquiry's earlier hold's, so holding again replaces it, or a new random
 * one; both backends add their own `createdAt`).
 */
export function holdRecord(
  id: string,
  enquiry: Pick<Enquiry, 'id' | 'reference'>,
  plan: ReturnType<typeof holdPlan>,
): Omit<Booking, 'createdAt'> {
  return {
    id,
    kind: 'block',
    yachtId: plan.yachtId,
    start: new Date(plan.span.start).toISOString(),
    end: new Date(plan.span.end).toISOString(),
    enquiryId: enquiry.id,
    reference: enquiry.reference,
    blockKind: 'hold',
    reason: `Quote ${enquiry.reference}`,
    expiresAt: plan.expiresAt,
  };
}
