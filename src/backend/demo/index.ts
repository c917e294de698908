import {
  BackendError,
  sortByPosition,
  type Backend,
  type CallbackRequest,
  type Offer,
  type Product,
  newestFirst,
  pageCursor,
  parsePageCursor,
} from '../types';
import { createDemoAuth } from './auth';
import { DEFAULT_DB_NAME, openDemoDb, type DemoDb } from './db';
import { createDemoFiles } from './files';
import { checkCallbackRequestInput, checkOfferInput, checkProductInput } from '../validation';

export interface DemoBackendOptions {
  dbName?: string;
  /** Clock used for seeding and timestamps (tests pass a fixed one). */
  now?: () => Date;
  storage?: Storage;
}

const newId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 20);

/** The built-in backend: IndexedDB, seeded from `fixtures/` on first run. */
export async function createDemoBackend(options: DemoBackendOptions = {}): Promise<Backend> {
  const now = options.now ?? (() => new Date());
  const db: DemoDb = await openDemoDb(options.dbName ?? DEFAULT_DB_NAME, now());
  const files = createDemoFiles(db);

  async function requireExisting(store: 'products' | 'offers' | 'callbackRequests', id: string) {
    const found = await db.get(store, id);
    if (!found) throw new BackendError('not-found', `No document with id ${id}.`);
    return found;
  }

  async function removeImages(paths: readonly string[]) {
    await Promise.all(paths.map((path) => files.remove(path)));
  }

  return {
    kind: 'demo',
    products: {
      async list() {
        return sortByPosition(await db.getAll('products'));
      },
      async get(id) {
        return (await db.get('products', id)) ?? null;
      },
      newId,
      async add(input, id = newId()) {
        checkProductInput(input);
        const product: Product = { ...input, id };
        await db.add('products', product);
        return id;
      },
      async update(id, input) {
        checkProductInput(input);
        await requireExisting('products', id);
        await db.put('products', { ...input, id });
      },
      async remove(id) {
        const product = (await requireExisting('products', id)) as Product;
        await db.delete('products', id);
        await removeImages(product.images);
        await files.removeFolder(`Products/${id}/`);
      },
    },
    offers: {
      async list() {
        return db.getAll('offers');
      },
      newId,
      async add(input, id = newId()) {
        checkOfferInput(input);
        const offer: Offer = { ...input, id };
        await db.add('offers', offer);
        return id;
      },
      async remove(id) {
        const offer = (await requireExisting('offers', id)) as Offer;
        await db.delete('offers', id);
        if (offer.image) await files.remove(offer.image);
        await files.removeFolder(`Offers/${id}/`);
      },
    },
    services: {
      async list() {
        return db.getAll('services');
      },
    },
    callbackRequests: {
      async create(input) {
        checkCallbackRequestInput(input);
        const request: CallbackRequest = {
          ...input,
          id: newId(),
          createdAt: now().toISOString(),
          status: 'new',
        };
        await db.add('callbackRequests', request);
        return request.id;
      },
      async list() {
        return (await db.getAll('callbackRequests')).sort(newestFirst);
      },
      async page({ status, limit, after }) {
        const all = (await db.getAll('callbackRequests'))
          .filter((request) => !status || request.status === status)
          .sort(newestFirst);
        // Everything after the cursor's place in the order, even if that request itself has changed since.
        const from = after ? parsePageCursor(after) : null;
        const start = from ? all.findIndex((request) => newestFirst(from, request) < 0) : 0;
        if (start < 0) return { items: [], next: null };
        const items = all.slice(start, start + limit);
        const last = items.at(-1);
        return { items, next: last && start + limit < all.length ? pageCursor(last) : null };
      },
      async count(status) {
        const all = await db.getAll('callbackRequests');
        return all.filter((request) => !status || request.status === status).length;
      },
      async setStatus(id, status) {
        const request = (await requireExisting('callbackRequests', id)) as CallbackRequest;
        await db.put('callbackRequests', { ...request, status });
      },
    },
    files,
    auth: createDemoAuth(options.storage),
  };
}
