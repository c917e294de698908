import {
  BOOKING_METHODS,
  BOOKINGS_METHODS,
  ENQUIRIES_METHODS,
  type BookingApi,
  type BookingsApi,
  type EnquiriesApi,
} from './booking-types';
import { lazyApi } from './lazy-api';

interface BookingApis {
  enquiries: EnquiriesApi;
  booking: BookingApi;
  bookings: BookingsApi;
}

/** The enquiries, booking and bookings APIs from one chunk, loaded on the first call of any of them. */
export function bookingApis(load: () => Promise<BookingApis>): BookingApis {
  let loading: Promise<BookingApis> | null = null;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    enquiries: lazyApi(async () => (await loaded()).enquiries, ENQUIRIES_METHODS),
    booking: lazyApi(async () => (await loaded()).booking, BOOKING_METHODS),
    bookings: lazyApi(async () => (await loaded()).bookings, BOOKINGS_METHODS),
  };
}
