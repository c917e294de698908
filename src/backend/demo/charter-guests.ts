// The demo backend of the charter pages' own entry (src/charter-main.tsx): a client's page and its guest list read
// and write this browser's demo database as it is, with the charter code only. The rest of the demo (its seeds,
// catalogue, enquiries and bookings) loads only when something else is asked, or when the database is not there or
// older than this code: the full backend then makes, seeds or upgrades it (a first visit has no charter to show).
import { openDB } from 'idb';
import { CHARTER_GUEST_METHODS, type ChartersApi } from '../charter-types';
import { forwardedMethods, deferredApis, once } from '../lazy-api';
import { deferredDemoCheckout } from './deferred-checkout';
import { isPublicUrl, type Backend } from '../types';
import { createDemoChartersApi } from './charters';
import { DEFAULT_DB_NAME, SCHEMA_VERSION } from './db-name';
import type { DemoSchema } from './schema';

/** This browser's demo database at the current version, opened as it is; null when there is none, or an older one. */
async function currentDatabase(name: string) {
  try {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === name && database.version === SCHEMA_VERSION))
      return null;
  } catch {
    return null; // Cannot tell: the full backend opens it as it always does.
  }
  return openDB<DemoSchema>(name, SCHEMA_VERSION);
}

export function createCharterDemoBackend(
  options: { dbName?: string; now?: () => Date; storage?: Storage } = {},
): Backend {
  const dbName = options.dbName ?? DEFAULT_DB_NAME;
  const now = options.now ?? (() => new Date());
  const full = once(() =>
    import('./index').then(({ createDemoBackend }) => createDemoBackend({ ...options, dbName })),
  );
  const guestSide = once(async (): Promise<ChartersApi> => {
    const db = await currentDatabase(dbName);
    if (!db) return (await full()).charters;
    return createDemoChartersApi(db, now, options.storage ?? window.localStorage);
  });
  const deferred = deferredApis(full);
  return {
    kind: 'demo',
    yachts: deferred('yachts'),
    offers: deferred('offers'),
    services: deferred('services'),
    enquiries: deferred('enquiries'),
    booking: deferred('booking'),
    bookings: deferred('bookings'),
    charters: deferred('charters', forwardedMethods(guestSide, CHARTER_GUEST_METHODS)),
    ledger: deferred('ledger'),
    cancellations: deferred('cancellations'),
    // The page's button needs only to know the demo takes the balance online; paying loads the whole demo.
    payments: deferred('payments', { available: () => Promise.resolve(true) }),
    demoCheckout: deferredDemoCheckout(full),
    reviews: deferred('reviews'),
    faq: deferred('faq'),
    files: deferred('files', {
      publicUrl: (path: string) => path,
      resolveUrl: async (pathOrUrl) =>
        isPublicUrl(pathOrUrl) ? pathOrUrl : (await full()).files.resolveUrl(pathOrUrl),
    }),
    auth: deferred('auth'),
  };
}
