// The Firebase backend a visitor's page starts with (docs/decisions/0013-prerender-live-catalogue.md): the page
// already has the catalogue it was prerendered with, so the refresh of yachts, offers and services, and the booking
// panel's settings, add-ons and busy intervals, go through Firestore's REST API (plain fetch), and the Firebase SDK (./index: app, Firestore Lite, then Auth and Storage on
// first use) is downloaded only when something else is asked of the backend — a form sent, a yacht added after the
// build, the admin area. No Firebase import here, and no settings check (zod): both come with the SDK.
import type { BookingApi } from '../booking-types';
import {
  isPublicUrl,
  type AuthApi,
  type Backend,
  type FaqApi,
  type FilesApi,
  type OffersApi,
  type YachtsApi,
  type ReviewsApi,
  type ServicesApi,
} from '../types';
import { forwardedMethods, deferredApis, once, subscribeWhenLoaded } from '../lazy-api';
import { CHARTER_GUEST_METHODS } from '../charter-types';
import {
  DEFAULT_EMULATORS,
  DEFAULT_FUNCTIONS_EMULATOR_PORT,
  functionsBaseUrl,
} from '../../config/data-hosts';
import { createRestCatalogue } from './rest-catalogue';
import { appCheckOn, emulatorsOn, restTarget, setting } from './rest-env';
import { storagePublicUrl } from './storage-urls';

/** Firestore's automatic ids: 20 characters of letters and digits, as `doc(collection(...)).id` makes them. */
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export function autoId(): string {
  let id = '';
  while (id.length < 20) {
    const bytes = crypto.getRandomValues(new Uint8Array(40));
    // 248 = 4 × 62: bytes above it would make some characters likelier than others.
    for (const byte of bytes) if (byte < 248 && id.length < 20) id += ID_ALPHABET[byte % 62];
  }
  return id;
}

/**
 * The Firebase backend with the public catalogue read over REST and everything else from the SDK, loaded when first
 * needed. With App Check on, the whole SDK at once instead: its tokens guard the reads too.
 */
export async function createDeferredFirebaseBackend(): Promise<Backend> {
  const load = () => import('./index').then(({ createFirebaseBackend }) => createFirebaseBackend());
  if (appCheckOn()) return load();
  const full = once(load);
  const onEmulators = emulatorsOn();
  const publicUrl = storagePublicUrl(
    setting(import.meta.env.VITE_FIREBASE_STORAGE_BUCKET),
    onEmulators
      ? Number(setting(import.meta.env.VITE_FIREBASE_STORAGE_EMULATOR_PORT)) || DEFAULT_EMULATORS.storage
      : undefined,
  );
  const restSettings = { ...restTarget(), publicUrl };
  const catalogue = createRestCatalogue(restSettings);
  // Reviews and the published FAQ over REST too, their code loaded when a page first reads them.
  const restReviewsFaq = once(() => import('./rest-reviews-faq'));
  const reviews: Partial<ReviewsApi> = {
    list: async () => (await restReviewsFaq()).readReviews(restSettings),
  };
  const faq: Partial<FaqApi> = { list: async () => (await restReviewsFaq()).readPublishedFaq(restSettings) };

  const yachts: Partial<YachtsApi> = { list: catalogue.yachts, newId: autoId };
  const offers: Partial<OffersApi> = { list: catalogue.offers, newId: autoId };
  const services: Partial<ServicesApi> = { list: catalogue.services, newId: autoId };
  // The booking panel's reads: prices and free times without the SDK.
  const booking: Partial<BookingApi> = {
    getSettings: catalogue.bookingSettings,
    listAddOns: catalogue.addOns,
    busy: catalogue.busy,
  };
  // The charter pages of a client and their guests over REST: their phones never download the SDK.
  const charterGuests = forwardedMethods(
    () =>
      import('./rest-charters').then((m) =>
        m.createRestChartersApi({
          ...restSettings,
          ...(onEmulators
            ? {
                authEmulator: `http://${DEFAULT_EMULATORS.host}:${Number(setting(import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_PORT)) || DEFAULT_EMULATORS.auth}`,
              }
            : {}),
        }),
      ),
    CHARTER_GUEST_METHODS,
  );
  // The charter page's payments (whether they are taken online, the balance link by the page's address) call the
  // functions with plain fetch: the client's phone never downloads the SDK for them either.
  const useFunctions = setting(import.meta.env.VITE_USE_FUNCTIONS) === 'true';
  const functionsPort = Number(setting(import.meta.env.VITE_FUNCTIONS_EMULATOR_PORT)) || undefined;
  const pagePayments = forwardedMethods(
    async () => {
      const { createPagePaymentsApi } = await import('./payments');
      const port = onEmulators ? (functionsPort ?? DEFAULT_FUNCTIONS_EMULATOR_PORT) : undefined;
      const baseUrl = functionsBaseUrl(restSettings.projectId, port);
      return createPagePaymentsApi(useFunctions ? { baseUrl } : undefined);
    },
    ['available', 'balanceLinkForPage'] as const,
  );
  const files: Partial<FilesApi> = {
    publicUrl,
    // A public URL needs no Storage (the fixtures' images, any https:// image).
    resolveUrl: async (pathOrUrl) =>
      isPublicUrl(pathOrUrl) ? pathOrUrl : (await full()).files.resolveUrl(pathOrUrl),
  };
  const auth: Partial<AuthApi> = {
    // Subscribing is synchronous; the SDK's Auth is loaded behind it.
    onChange: (callback) =>
      subscribeWhenLoaded(
        full,
        (backend) => backend.auth.onChange(callback),
        (error) => {
          console.warn('Sign-in is unavailable: the Firebase backend could not be loaded.', error);
          callback(null);
        },
      ),
  };
  const deferred = deferredApis(full);
  return {
    kind: 'firebase',
    yachts: deferred('yachts', yachts),
    offers: deferred('offers', offers),
    services: deferred('services', services),
    enquiries: deferred('enquiries'),
    booking: deferred('booking', booking),
    bookings: deferred('bookings'),
    charters: deferred('charters', charterGuests),
    ledger: deferred('ledger'),
    cancellations: deferred('cancellations'),
    payments: deferred('payments', pagePayments),
    reviews: deferred('reviews', reviews),
    faq: deferred('faq', faq),
    files: deferred('files', files),
    auth: deferred('auth', auth),
  };
}
