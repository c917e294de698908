// The demo backend's holds of quotes on their slots (docs/decisions/0052-quote-holds.md): a block of kind 'hold'
// among the bookings, and the enquiry's `heldUntil` and `holdId`, written together in one transaction.
import type { Enquiry } from '../../domain/enquiry';

/** The enquiry holding nothing. */
export function withoutHold(enquiry: Enquiry): Enquiry {
  const rest = { ...enquiry };
  delete rest.heldUntil;
  delete rest.holdId;
  return rest;
}

/** The bookings store of the caller's transaction, as far as a hold needs it. */
interface BookingsStore {
  get(id: string): Promise<unknown>;
  delete(id: string): Promise<void>;
}

/** In the caller's transaction: the quote's hold removed, if it has one. */
export async function removeHold(bookings: BookingsStore, enquiry: Pick<Enquiry, 'holdId'>) {
  if (enquiry.holdId && (await bookings.get(enquiry.holdId))) await bookings.delete(enquiry.holdId);
}
