import { createDemoBookingSettingsApi } from './booking-settings';
import { createDemoBookingsApi } from './bookings';
import { createDemoEnquiriesApi } from './enquiries';
import type { DemoDb } from './schema';

/**
 * The demo backend's enquiries, bookings and booking data in IndexedDB, with the guarantees the Firestore side gives:
 * unique references, and a clash check and its write in one transaction. One file per API: enquiries.ts (with
 * enquiry-reads.ts), booking-settings.ts, bookings.ts.
 */
export function createDemoBookingApis(db: DemoDb, now: () => Date, currentEmail: () => string) {
  return {
    enquiries: createDemoEnquiriesApi(db, now, currentEmail),
    booking: createDemoBookingSettingsApi(db, now),
    bookings: createDemoBookingsApi(db, now),
  };
}
