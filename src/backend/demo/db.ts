import { openDB } from 'idb';
import { offerFixtures } from '../../../fixtures/offers';
import { addOnFixtures, bookingSettingsFixture } from '../../../fixtures/booking';
import { migrateCallbackRequests } from './migrate';
import { SEED_STORES, type DemoDb, type DemoSchema, type SeedCatalogue } from './schema';
import { SCHEMA_VERSION } from './db-name';

export { DEFAULT_DB_NAME } from './db-name';
/*
 * The schema's versions (SCHEMA_VERSION, db-name.ts): version 2: enquiries, notes, bookings, add-ons and settings replace the call-back requests. Version 3: reviews
 * and the FAQ (empty stores; the starter FAQ is put in when the FAQ is first read, src/backend/demo/reviews-faq.ts).
 * Version 4: enquiries by status and age (docs/decisions/0030-dashboard.md) and by `createdAt`, bookings by `end`,
 * so a period's are read without the others (the dashboard's figures with a year of data, decision 0029).
 * Version 5: charter pages, guest lists and guests (docs/decisions/0043-charter-page.md). Version 6: the charters'
 * ledger and its documents (docs/decisions/0045-ledger.md, 0046-tax-documents.md). Version 7: credit vouchers
 * (0049) and the demo payment page's sessions. Version 8: imported calendar feeds (0050).
 */

/** Seed 2 adds the booking settings, pricing and add-ons to a database seeded before. */
// 2: booking pricing on the fixture yachts; 3: the fixture yachts' and services' Arabic and Russian texts;
// 4: photos with their variants instead of addresses; 5: the activity (enquiries, charters, blocks and notes
// relative to the first run's day, fixtures/activity.ts), added to a database that has no enquiries or bookings yet.
const SEED_VERSION = '5';

/**
 * Opens the demo database and seeds it from the fixtures on first run (and again when the seed is newer), the
 * yachts and services from `catalogue` when given (the page's), else from the fixtures' module.
 */
export async function openDemoDb(
  name: string,
  now: Date,
  catalogue?: SeedCatalogue,
  { activity = true }: { activity?: boolean } = {},
): Promise<DemoDb> {
  const db = await openDB<DemoSchema>(name, SCHEMA_VERSION, {
    async upgrade(database, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) {
        database.createObjectStore('products', { keyPath: 'id' });
        database.createObjectStore('offers', { keyPath: 'id' });
        database.createObjectStore('services', { keyPath: 'id' });
        database.createObjectStore('files', { keyPath: 'path' });
        database.createObjectStore('meta');
      }
      if (oldVersion < 2) {
        database.createObjectStore('enquiries', { keyPath: 'id' });
        database
          .createObjectStore('notes', { keyPath: 'id' })
          .createIndex('enquiryId', 'enquiryId', { unique: false });
        database
          .createObjectStore('bookings', { keyPath: 'id' })
          .createIndex('yachtId', 'yachtId', { unique: false });
        database.createObjectStore('addOns', { keyPath: 'id' });
        database.createObjectStore('settings');
        if (oldVersion === 1) await migrateCallbackRequests(database, transaction);
      }
      if (oldVersion < 3) {
        database.createObjectStore('reviews', { keyPath: 'id' });
        database.createObjectStore('faq', { keyPath: 'id' });
      }
      if (oldVersion < 4) {
        transaction
          .objectStore('enquiries')
          .createIndex('statusCreated', ['status', 'createdAt'], { unique: false });
        transaction.objectStore('enquiries').createIndex('createdAt', 'createdAt', { unique: false });
        transaction.objectStore('bookings').createIndex('end', 'end', { unique: false });
      }
      if (oldVersion < 5) {
        database.createObjectStore('charters', { keyPath: 'token' });
        database.createObjectStore('guestLists', { keyPath: 'guestToken' });
        database
          .createObjectStore('guests', { keyPath: 'key' })
          .createIndex('guestToken', 'guestToken', { unique: false });
      }
      if (oldVersion < 6) {
        database
          .createObjectStore('ledger', { keyPath: 'id' })
          .createIndex('enquiryId', 'enquiryId', { unique: false });
        database
          .createObjectStore('documents', { keyPath: 'id' })
          .createIndex('enquiryId', 'enquiryId', { unique: false });
      }
      if (oldVersion < 7) {
        database.createObjectStore('vouchers', { keyPath: 'code' });
        database
          .createObjectStore('paymentSessions', { keyPath: 'sessionId' })
          .createIndex('enquiryId', 'enquiryId', { unique: false });
      }
      if (oldVersion < 8) database.createObjectStore('importFeeds', { keyPath: 'id' });
    },
  });
  await seed(db, now, catalogue, activity);
  return db;
}

async function seed(
  db: DemoDb,
  now: Date,
  given: SeedCatalogue | undefined,
  withActivity: boolean,
): Promise<void> {
  const before = await db.get('meta', 'seeded');
  if (before === SEED_VERSION) return;
  // Loaded before the transaction, which would close while waiting: the fixtures when the page brought none, what
  // upgrades an older seed's photos, and the activity's generator (only ever loaded here, when a database is seeded).
  const { yachts, services } = given ?? (await import('./seed-catalogue')).seedCatalogue;
  const upgrade = before === undefined ? undefined : await import('./photos');
  const activity = withActivity ? await import('./seed-activity') : undefined;
  const tx = db.transaction(SEED_STORES, 'readwrite');
  const seeded = await tx.objectStore('meta').get('seeded');
  if (seeded === SEED_VERSION) {
    await tx.done;
    return;
  }
  const puts: Promise<unknown>[] = [
    ...addOnFixtures.map((a) => tx.objectStore('addOns').put({ ...a })),
    tx.objectStore('settings').put({ ...bookingSettingsFixture }, 'booking'),
    tx.objectStore('meta').put(SEED_VERSION, 'seeded'),
  ];
  // A new database's fleet is the one put below; an older seed's is the one it holds.
  if (activity) puts.push(activity.seedActivity(tx, now, seeded === undefined ? yachts : undefined));
  if (seeded === undefined) {
    puts.push(
      ...yachts.map((p) => tx.objectStore('products').put({ ...p })),
      ...services.map((s) => tx.objectStore('services').put({ ...s })),
      ...offerFixtures(now).map((o) => tx.objectStore('offers').put(o)),
    );
  } else {
    // An older seed: the operator may have edited the fleet and services; only what the fixtures gained since
    // is added where it is missing (the yachts' pricing, the yachts' and services' translations).
    for (const fixture of yachts) {
      const yachts = tx.objectStore('products');
      puts.push(
        yachts.get(fixture.id).then((stored) => {
          const addresses = stored?.images.some((image: unknown) => typeof image === 'string');
          if (!stored || (stored.pricing && stored.translations && !addresses)) return undefined;
          const pricing = stored.pricing ?? fixture.pricing;
          const translations = stored.translations ?? fixture.translations;
          return yachts.put({
            ...stored,
            images: upgrade
              ? stored.images.flatMap((image) => upgrade.photoFromSeed(image, fixture.images))
              : stored.images,
            ...(pricing ? { pricing } : {}),
            ...(translations ? { translations } : {}),
          });
        }),
      );
    }
    for (const fixture of services) {
      const services = tx.objectStore('services');
      puts.push(
        services
          .get(fixture.id)
          .then((stored) =>
            stored && !stored.translations && fixture.translations
              ? services.put({ ...stored, translations: fixture.translations })
              : undefined,
          ),
      );
    }
  }
  await Promise.all([...puts, tx.done]);
}
