// The method names of each API, for the backends that load their APIs on first use (lazy-api.ts).
import type { Backend } from './backend-api';
import type { MethodNames } from './lazy-api';

type ApiName = Exclude<keyof Backend, 'kind' | 'appCheckToken'>;
type ApiMethods<Names extends ApiName> = { [Name in Names]: MethodNames<Backend[Name]> };

/** Every method of the booking APIs, which both backends load on first use (lazy-booking.ts). */
export const BOOKING_API_METHODS: ApiMethods<'enquiries' | 'booking' | 'bookings'> = {
  enquiries: {
    create: true,
    list: true,
    page: true,
    count: true,
    created: true,
    totals: true,
    get: true,
    getMany: true,
    oldest: true,
    search: true,
    remove: true,
    setStatus: true,
    addNote: true,
    notes: true,
    confirm: true,
    createDepositLink: true,
  },
  booking: {
    getSettings: true,
    saveSettings: true,
    savePricing: true,
    listAddOns: true,
    saveAddOn: true,
    removeAddOn: true,
    busy: true,
  },
  bookings: { list: true, addBlock: true, cancel: true, calendarFeed: true, rotateCalendarFeed: true },
};

/** Every method of the reviews and FAQ APIs, which both backends load on first use (lazy-reviews-faq.ts). */
export const REVIEWS_FAQ_API_METHODS: ApiMethods<'reviews' | 'faq'> = {
  reviews: { list: true, add: true, update: true, remove: true },
  faq: { list: true, listAll: true, add: true, update: true, remove: true, reorder: true },
};

/** Every method of each API, for a backend that loads all of them on first use (firebase/deferred.ts). */
export const API_METHODS: ApiMethods<ApiName> = {
  yachts: { list: true, get: true, newId: true, add: true, update: true, remove: true },
  offers: { list: true, newId: true, add: true, remove: true },
  services: { list: true, newId: true, add: true, update: true, remove: true },
  ...BOOKING_API_METHODS,
  ...REVIEWS_FAQ_API_METHODS,
  files: { upload: true, resolveUrl: true, publicUrl: true, remove: true },
  auth: { signIn: true, signOut: true, onChange: true },
};
