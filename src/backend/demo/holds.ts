// The demo backend's holds of quotes on their slots (docs/decisions/0052-quote-holds.md): a block of kind 'hold'
// among the bookings, and the enquiry's `heldUntil`, written together in one transaction.
import { holdId } from '../../domain/booking/hold';
import type { Enquiry } from '../../domain/enquiry';

/** The enquiry holding nothing. */
export function withoutHold(enquiry: Enquiry): Enquiry {
  const rest = { ...enquiry };
  delete rest.heldUntil;
  return rest;
}

/** The bookings store of the caller's transaction, as far as a hold needs it. */
interface BookingsStore {
  get(id: string): Promise<unknown>;
  delete(id: string): Promise<void>;
}

/** In the caller's transaction: the quote's hold removed, if it has one. */
export async function removeHold(bookings: BookingsStore, enquiryId: string) {
  if (await bookings.get(holdId(enquiryId))) await bookings.delete(holdId(enquiryId));
}
