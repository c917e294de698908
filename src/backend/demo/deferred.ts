// The demo backend a visitor's prerendered page starts with (docs/decisions/0022-photos.md, "The yacht page's first
// visit"): in a browser that has no demo database yet, the database would be seeded with the very catalogue the page
// was built with and the fixtures' offers, so those reads are answered from there, and the database (IndexedDB, the
// demo's code) is opened only when something else is asked of the backend: the booking panel, a form sent, the admin
// area. A browser that has a demo database (the operator's edits may be in it) reads it at once, as before.
import { offerFixtures } from '../../../fixtures/offers';
import { deferredApis, once, subscribeWhenLoaded } from '../lazy-api';
import { deferredDemoCheckout } from './deferred-checkout';
import type { SiteSnapshot } from '../react/snapshot';
import { isPublicUrl, type Backend } from '../types';
import { DEFAULT_DB_NAME } from './db-name';
import { newId } from './ids';
import type { DemoBackendOptions } from './index';

/** Whether this browser may hold a demo database: true when it cannot tell. */
async function mayHaveDatabase(name: string): Promise<boolean> {
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === name);
  } catch {
    return true;
  }
}

/**
 * The demo backend, its database opened when first needed; with no page catalogue (a page not prerendered), or a
 * database already in this browser, the full backend at once.
 */
export async function createDeferredDemoBackend(
  catalogue: SiteSnapshot | undefined,
  options: Omit<DemoBackendOptions, 'catalogue'> = {},
): Promise<Backend> {
  const load = () =>
    import('./index').then(({ createDemoBackend }) => createDemoBackend({ ...options, catalogue }));
  if (!catalogue || (await mayHaveDatabase(options.dbName ?? DEFAULT_DB_NAME))) return load();
  const now = options.now ?? (() => new Date());
  /** The full backend once loaded: reads go to its database from then on. */
  let opened: Backend | undefined;
  const full = once(() => load().then((backend) => (opened = backend)));
  /** A read answered from what a new database would hold, until the database is open. */
  const read =
    <T>(fromDatabase: (backend: Backend) => Promise<T>, asSeeded: () => T | undefined) =>
    async (): Promise<T> => {
      const seeded = opened ? undefined : asSeeded();
      return seeded === undefined ? fromDatabase(await full()) : seeded;
    };
  const deferred = deferredApis(full);
  return {
    kind: 'demo',
    yachts: deferred('yachts', {
      list: read(
        (backend) => backend.yachts.list(),
        () => [...catalogue.yachts],
      ),
      newId,
    }),
    offers: deferred('offers', {
      // In the database's order (by id).
      list: read(
        (backend) => backend.offers.list(),
        () => offerFixtures(now()).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
      ),
      newId,
    }),
    services: deferred('services', {
      list: read(
        (backend) => backend.services.list(),
        () => [...catalogue.services],
      ),
      newId,
    }),
    enquiries: deferred('enquiries'),
    booking: deferred('booking'),
    bookings: deferred('bookings'),
    charters: deferred('charters'),
    ledger: deferred('ledger'),
    cancellations: deferred('cancellations'),
    payments: deferred('payments'),
    demoCheckout: deferredDemoCheckout(full),
    reviews: deferred('reviews', {
      list: read(
        (backend) => backend.reviews.list(),
        () => catalogue.reviews && [...catalogue.reviews],
      ),
    }),
    faq: deferred('faq', {
      list: read(
        (backend) => backend.faq.list(),
        () => catalogue.faq && [...catalogue.faq],
      ),
    }),
    files: deferred('files', {
      publicUrl: (path: string) => path,
      resolveUrl: async (pathOrUrl) =>
        isPublicUrl(pathOrUrl) ? pathOrUrl : (await full()).files.resolveUrl(pathOrUrl),
    }),
    auth: deferred('auth', {
      onChange: (callback) =>
        subscribeWhenLoaded(
          full,
          (backend) => backend.auth.onChange(callback),
          (error) => {
            console.warn('Sign-in is unavailable: the demo backend could not be loaded.', error);
            callback(null);
          },
        ),
    }),
  };
}
