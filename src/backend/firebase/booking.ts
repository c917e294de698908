// Enquiries, bookings and the booking data in Firestore Lite. Transactions read documents by reference only (Lite
// has no queries in transactions), so busy intervals live in per-yacht, per-day documents `yachtDays/{yachtId}_{date}`
// whose ids a clash check can name (docs/decisions/0012-booking-data.md).
import type { Firestore } from 'firebase/firestore/lite';
import { createFirestoreBookingSettingsApi } from './booking-settings';
import { BackendError } from '../backend-error';
import { createFirestoreBookingsApi } from './bookings';
import { createFirestoreEnquiriesApi } from './enquiries';
import { createFunctionsClient, type FunctionsClientOptions } from './functions-client';

/**
 * One file per API: enquiries.ts (with enquiry-reads.ts), booking-settings.ts, bookings.ts; the busy days and the
 * clash check in busy-days.ts.
 * `functions`: with Cloud Functions on (settings.functionsBaseUrl), enquiries are created by the server, which prices
 * them; the rules then refuse them from the browser (docs/decisions/0033-server-side.md).
 */
export function createFirestoreBookingApis(
  db: Firestore,
  currentEmail: () => Promise<string>,
  functions?: FunctionsClientOptions,
  currentIdToken: () => Promise<string | null> = async () => null,
) {
  const server = functions ? createFunctionsClient(functions) : undefined;
  return {
    enquiries: createFirestoreEnquiriesApi(db, { server, currentEmail, currentIdToken }),
    booking: createFirestoreBookingSettingsApi(db),
    bookings: createFirestoreBookingsApi(
      db,
      functions?.baseUrl,
      server &&
        (async (feedId) => {
          const token = await currentIdToken();
          if (!token)
            throw new BackendError('permission-denied', 'Sign in as the operator to sync a calendar.');
          return server.syncImportFeed(feedId, token);
        }),
    ),
  };
}
