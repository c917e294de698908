import type { BookingApi, BookingsApi, EnquiriesApi } from './booking-types';
import { lazyApis } from './lazy-api';
import { BOOKING_API_METHODS } from './types';

interface BookingApis {
  enquiries: EnquiriesApi;
  booking: BookingApi;
  bookings: BookingsApi;
}

/** The enquiries, booking and bookings APIs from one chunk, loaded on the first call of any of them. */
export const bookingApis = (load: () => Promise<BookingApis>): BookingApis =>
  lazyApis(load, BOOKING_API_METHODS);
