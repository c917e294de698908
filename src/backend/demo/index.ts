import { type Backend } from '../types';
import { createDemoChartersApi } from './charters';
import { createDemoAuth, sessionEmail } from './auth';
import { createDemoBookingApis } from './booking';
import { DEFAULT_DB_NAME, openDemoDb } from './db';
import type { DemoDb, SeedCatalogue } from './schema';
import { createDemoCatalogueApis } from './catalogue';
import { createDemoFiles } from './files';
import { createDemoLedgerApi } from './ledger';
import { createDemoPaymentsApi } from './payments';
import { createDemoCancellationsApi } from './cancellations';
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

  return {
    kind: 'demo',
    ...createDemoCatalogueApis(db, files),
    ...createDemoBookingApis(db, now, () => sessionEmail(storage)),
    ...createDemoReviewsFaqApis(db, options.catalogue?.faq),
    charters: createDemoChartersApi(db, now, storage),
    ledger: createDemoLedgerApi(db, now, () => sessionEmail(storage)),
    cancellations: createDemoCancellationsApi(db, now, () => sessionEmail(storage)),
    // The payments and the demo's own payment page, its stand-in for Stripe (docs/decisions/0048).
    ...createDemoPaymentsApi(db, now, () => sessionEmail(storage)),
    files,
    auth: createDemoAuth(storage),
  };
}
