import { type Backend } from '../types';
import { createDemoChartersApi } from './charters';
import { createDemoAuth, sessionEmail } from './auth';
import { createDemoBookingApis } from './booking';
import { DEFAULT_DB_NAME, openDemoDb } from './db';
import type { DemoDb, SeedCatalogue } from './schema';
import { createDemoCatalogueApis } from './catalogue';
import { createDemoFiles } from './files';
import { lazyApi, once } from '../lazy-api';
import { createDemoReviewsFaqApis } from './reviews-faq';

export interface DemoBackendOptions {
  dbName?: string;
  /** Clock used for seeding and timestamps (tests pass a fixed one). */
  now?: () => Date;
  storage?: Storage;
  /** The yachts and services to seed a new database with: the page's (its snapshot), else the fixtures. */
  catalogue?: SeedCatalogue;
  /**
   * Whether a new database gets the demo's activity (enquiries, charters, blocks and notes around today,
   * fixtures/activity.ts): yes unless false. Tests that need an empty pipeline and calendar pass false.
   */
  activity?: boolean;
}

/** The built-in backend: IndexedDB, seeded from `fixtures/` on first run. */
export async function createDemoBackend(options: DemoBackendOptions = {}): Promise<Backend> {
  const now = options.now ?? (() => new Date());
  const db: DemoDb = await openDemoDb(options.dbName ?? DEFAULT_DB_NAME, now(), options.catalogue, {
    activity: options.activity,
  });
  const files = createDemoFiles(db);
  const storage = options.storage ?? window.localStorage;
  const email = () => sessionEmail(storage);
  // The money's code (the ledger, cancellations and the demo's payment page) loads when first used: a visitor's
  // pages, which start this backend, never need it.
  const payments = once(() => import('./payments').then((m) => m.createDemoPaymentsApi(db, now, email)));

  return {
    kind: 'demo',
    ...createDemoCatalogueApis(db, files),
    ...createDemoBookingApis(db, now, () => sessionEmail(storage)),
    ...createDemoReviewsFaqApis(db, options.catalogue?.faq),
    charters: createDemoChartersApi(db, now, storage),
    ledger: lazyApi(() => import('./ledger').then((m) => m.createDemoLedgerApi(db, now, email))),
    cancellations: lazyApi(() =>
      import('./cancellations').then((m) => m.createDemoCancellationsApi(db, now, email)),
    ),
    // The payments and the demo's own payment page, its stand-in for Stripe (docs/decisions/0048).
    payments: lazyApi(async () => (await payments()).payments),
    demoCheckout: lazyApi(async () => (await payments()).demoCheckout),
    files,
    auth: createDemoAuth(storage),
  };
}
