import type { BookingApi, BookingsApi, EnquiriesApi } from './booking-types';
import { lazyApis } from './lazy-api';

interface BookingApis {
  enquiries: EnquiriesApi;
  booking: BookingApi;
  bookings: BookingsApi;
}

/**
 * The enquiries, booking and bookings APIs from one chunk, loaded on the first call of any of them: the Firebase
 * backend's, kept off a first visit that loads the SDK at once (App Check on; docs/decisions/0042).
 */
export const bookingApis = (load: () => Promise<BookingApis>): BookingApis =>
  lazyApis(load, { enquiries: true, booking: true, bookings: true });
