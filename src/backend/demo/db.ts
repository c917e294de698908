import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CallbackRequest, Offer, Product, Service } from '../types';
import { productFixtures } from '../../../fixtures/products';
import { serviceFixtures } from '../../../fixtures/services';
import { offerFixtures } from '../../../fixtures/offers';

/** Bytes are kept as an ArrayBuffer: Blobs in IndexedDB are unreliable in some browsers. */
export interface StoredFile {
  path: string;
  data: ArrayBuffer;
  contentType: string;
  size: number;
  createdAt: string;
}

export interface DemoSchema extends DBSchema {
  products: { key: string; value: Product };
  offers: { key: string; value: Offer };
  services: { key: string; value: Service };
  callbackRequests: { key: string; value: CallbackRequest };
  files: { key: string; value: StoredFile };
  meta: { key: string; value: string };
}

export type DemoDb = IDBPDatabase<DemoSchema>;

export const DEFAULT_DB_NAME = 'marina-luxe-demo';
const SEED_VERSION = '1';

/** Opens the demo database and seeds it from the fixtures on first run. */
export async function openDemoDb(name: string, now: Date): Promise<DemoDb> {
  const db = await openDB<DemoSchema>(name, 1, {
    upgrade(database) {
      database.createObjectStore('products', { keyPath: 'id' });
      database.createObjectStore('offers', { keyPath: 'id' });
      database.createObjectStore('services', { keyPath: 'id' });
      database.createObjectStore('callbackRequests', { keyPath: 'id' });
      database.createObjectStore('files', { keyPath: 'path' });
      database.createObjectStore('meta');
    },
  });
  await seed(db, now);
  return db;
}

async function seed(db: DemoDb, now: Date): Promise<void> {
  const tx = db.transaction(['products', 'offers', 'services', 'meta'], 'readwrite');
  if ((await tx.objectStore('meta').get('seeded')) === SEED_VERSION) {
    await tx.done;
    return;
  }
  const puts: Promise<unknown>[] = [
    ...productFixtures.map((p) => tx.objectStore('products').put({ ...p })),
    ...serviceFixtures.map((s) => tx.objectStore('services').put({ ...s })),
    ...offerFixtures(now).map((o) => tx.objectStore('offers').put(o)),
    tx.objectStore('meta').put(SEED_VERSION, 'seeded'),
  ];
  await Promise.all([...puts, tx.done]);
}
