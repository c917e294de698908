import type { BookingApi, BookingsApi, EnquiriesApi } from './booking-types';
import { lazyApi, once } from './lazy-api';
import { BOOKING_API_METHODS } from './types';

interface BookingApis {
  enquiries: EnquiriesApi;
  booking: BookingApi;
  bookings: BookingsApi;
}

/** The enquiries, booking and bookings APIs from one chunk, loaded on the first call of any of them. */
export function bookingApis(load: () => Promise<BookingApis>): BookingApis {
  const loaded = once(load);
  return {
    enquiries: lazyApi(async () => (await loaded()).enquiries, BOOKING_API_METHODS.enquiries),
    booking: lazyApi(async () => (await loaded()).booking, BOOKING_API_METHODS.booking),
    bookings: lazyApi(async () => (await loaded()).bookings, BOOKING_API_METHODS.bookings),
  };
}
