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
  type FilesApi,
  type OffersApi,
  type ProductsApi,
  type ServicesApi,
} from '../types';
import { DEFAULT_EMULATORS } from './emulators';
import { createRestCatalogue } from './rest-catalogue';

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

const setting = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Loads the full backend on first use and keeps it; a failed load is tried again next time. */
function lazyBackend(load: () => Promise<Backend>): () => Promise<Backend> {
  let loading: Promise<Backend> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

type ApiName = Exclude<keyof Backend, 'kind'>;

/**
 * An API of the backend whose methods are called on the full backend once it has loaded; `own` methods answer
 * here. Every method of the backend's APIs returns a promise (the synchronous ones are in `own`).
 */
function deferredApi<Name extends ApiName>(
  full: () => Promise<Backend>,
  name: Name,
  own: Partial<Backend[Name]> = {},
): Backend[Name] {
  return new Proxy(own as Backend[Name] & object, {
    get(target, method) {
      if (method in target) return Reflect.get(target, method);
      if (typeof method !== 'string' || method === 'then') return undefined;
      return async (...args: unknown[]) => {
        const api = (await full())[name] as unknown as Record<string, (...values: unknown[]) => unknown>;
        return api[method](...args);
      };
    },
  });
}

/**
 * The Firebase backend with the public catalogue read over REST and everything else from the SDK, loaded when first
 * needed. With App Check on, the whole SDK at once instead: its tokens guard the reads too.
 */
export async function createDeferredFirebaseBackend(): Promise<Backend> {
  const load = () => import('./index').then(({ createFirebaseBackend }) => createFirebaseBackend());
  if (setting(import.meta.env.VITE_APPCHECK_SITE_KEY)) return load();
  const full = lazyBackend(load);
  const emulatorPort =
    Number(setting(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT)) || DEFAULT_EMULATORS.firestore;
  const catalogue = createRestCatalogue({
    projectId: setting(import.meta.env.VITE_FIREBASE_PROJECT_ID),
    apiKey: setting(import.meta.env.VITE_FIREBASE_API_KEY),
    origin:
      setting(import.meta.env.VITE_USE_FIREBASE_EMULATORS) === 'true'
        ? `http://${DEFAULT_EMULATORS.host}:${emulatorPort}`
        : undefined,
  });

  const products: Partial<ProductsApi> = { list: catalogue.products, newId: autoId };
  const offers: Partial<OffersApi> = { list: catalogue.offers, newId: autoId };
  const services: Partial<ServicesApi> = { list: catalogue.services, newId: autoId };
  // The booking panel's reads: prices and free times without the SDK.
  const booking: Partial<BookingApi> = {
    getSettings: catalogue.bookingSettings,
    listAddOns: catalogue.addOns,
    busy: catalogue.busy,
  };
  const files: Partial<FilesApi> = {
    // A public URL needs no Storage (the fixtures' images, any https:// image).
    resolveUrl: async (pathOrUrl) =>
      isPublicUrl(pathOrUrl) ? pathOrUrl : (await full()).files.resolveUrl(pathOrUrl),
  };
  const auth: Partial<AuthApi> = {
    // Subscribing is synchronous; the SDK's Auth is loaded behind it.
    onChange(callback) {
      let unsubscribe: (() => void) | null = null;
      let active = true;
      full().then(
        (backend) => {
          if (active) unsubscribe = backend.auth.onChange(callback);
        },
        (error: unknown) => {
          console.warn('Sign-in is unavailable: the Firebase backend could not be loaded.', error);
          if (active) callback(null);
        },
      );
      return () => {
        active = false;
        unsubscribe?.();
      };
    },
  };
  return {
    kind: 'firebase',
    products: deferredApi(full, 'products', products),
    offers: deferredApi(full, 'offers', offers),
    services: deferredApi(full, 'services', services),
    enquiries: deferredApi(full, 'enquiries'),
    booking: deferredApi(full, 'booking', booking),
    bookings: deferredApi(full, 'bookings'),
    files: deferredApi(full, 'files', files),
    auth: deferredApi(full, 'auth', auth),
  };
}
