import { bookingApis } from '../lazy-booking';
import { reviewsFaqApis } from '../lazy-reviews-faq';
import { BackendError, type Backend } from '../types';
import type { Photo } from '../../domain/photo';
import { once } from '../lazy-api';
import { sortByPosition, type Product, type ProductInput } from '../../domain/yacht';
import { type Offer } from '../../domain/offer';
import { createDemoAuth, sessionEmail } from './auth';
import { DEFAULT_DB_NAME, openDemoDb } from './db';
import type { DemoDb, SeedCatalogue } from './schema';
import { newId } from './ids';
import { createDemoFiles } from './files';
import type { Service, ServiceInput } from '../../domain/service';

/** The input checks and the translations as stored, loaded when the operator saves: visitors never need them. */
const writePath = () => import('./write-path');

function withTranslations<T extends { translations?: unknown }>(
  entity: T,
  translations: T['translations'],
): T {
  const rest = { ...entity };
  delete rest.translations;
  return translations ? { ...rest, translations } : rest;
}

/** A service as Firestore keeps it: an empty description or image, and empty translations, are not stored. */
async function storedService(id: string, input: ServiceInput): Promise<Service> {
  const { serviceTranslations } = await writePath();
  const translations = serviceTranslations(input.translations);
  return {
    id,
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: input.image } : {}),
    ...(translations ? { translations } : {}),
  };
}

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

  async function requireExisting(store: 'products' | 'offers' | 'services', id: string) {
    const found = await db.get(store, id);
    if (!found) throw new BackendError('not-found', `No document with id ${id}.`);
    return found;
  }

  async function removeImages(paths: readonly string[]) {
    await Promise.all(paths.map((path) => files.remove(path)));
  }

  // Photos that need work (uploaded here, or stored before photos had variants) are rare: their code loads then.
  const photos = once(async () => (await import('./photos')).createPhotoAddresses(files));
  /** A stored photo a page can show as it is: a photo at a public address (the fixtures', the site's). */
  const ready = (image: unknown) =>
    typeof image === 'object' && image !== null && /^(https?:|\/)/.test((image as Photo).src);
  /** A photo that holds addresses made for this visit (uploaded here), to store as paths. */
  const madeHere = (photo: Photo) => photo.src.startsWith('blob:');

  async function shown(product: Product): Promise<Product> {
    if (product.images.every(ready)) return product;
    const { shown: show } = await photos();
    const images = await Promise.all((product.images as unknown[]).map(show));
    return { ...product, images: images.filter((photo) => photo !== null) };
  }

  /** An offer or a service as the pages show it, with its photo (or none). */
  async function withShownImage<T extends { image?: Photo }>(entity: T): Promise<T> {
    if (entity.image === undefined || ready(entity.image)) return entity;
    const { image: stored, ...rest } = entity;
    const image = await (await photos()).shown(stored);
    return (image ? { ...rest, image } : rest) as T;
  }

  async function stored<T extends ProductInput>(input: T): Promise<T> {
    if (!input.images.some(madeHere)) return input;
    const { stored: store } = await photos();
    return { ...input, images: await Promise.all(input.images.map(store)) };
  }

  async function withStoredImage<T extends { image?: Photo }>(input: T): Promise<T> {
    if (!input.image || !madeHere(input.image)) return input;
    return { ...input, image: await (await photos()).stored(input.image) };
  }

  /** Deletes a photo's stored files. */
  async function removePhoto(photo: Photo) {
    await removeImages((await photos()).files(photo));
  }

  return {
    kind: 'demo',
    products: {
      async list() {
        return sortByPosition(await Promise.all((await db.getAll('products')).map(shown)));
      },
      async get(id) {
        const product = await db.get('products', id);
        return product ? shown(product) : null;
      },
      newId,
      async add(given, id = newId()) {
        const { checkProductInput, productTranslations } = await writePath();
        checkProductInput(given);
        const input = await stored(given);
        const product: Product = withTranslations({ ...input, id }, productTranslations(input.translations));
        await db.add('products', product);
        return id;
      },
      async update(id, given) {
        const { checkProductInput, productTranslations } = await writePath();
        checkProductInput(given);
        const input = await stored(given);
        const existing = (await requireExisting('products', id)) as Product;
        // The product form does not edit the booking pricing: it stays unless the input brings its own.
        const pricing = input.pricing ?? existing.pricing;
        const product = withTranslations({ ...input, id }, productTranslations(input.translations));
        await db.put('products', { ...product, ...(pricing ? { pricing } : {}) });
      },
      async remove(id) {
        const product = (await requireExisting('products', id)) as Product;
        await db.delete('products', id);
        await Promise.all(product.images.map(removePhoto));
        await files.removeFolder(`Products/${id}/`);
      },
    },
    offers: {
      async list() {
        return Promise.all((await db.getAll('offers')).map(withShownImage));
      },
      newId,
      async add(given, id = newId()) {
        const { checkOfferInput, offerTranslations } = await writePath();
        checkOfferInput(given);
        const input = await withStoredImage(given);
        const offer: Offer = withTranslations({ ...input, id }, offerTranslations(input.translations));
        await db.add('offers', offer);
        return id;
      },
      async remove(id) {
        const offer = (await requireExisting('offers', id)) as Offer;
        await db.delete('offers', id);
        if (offer.image) await removePhoto(offer.image);
        await files.removeFolder(`Offers/${id}/`);
      },
    },
    services: {
      async list() {
        return Promise.all((await db.getAll('services')).map(withShownImage));
      },
      newId,
      async add(input, id = newId()) {
        const { checkServiceInput } = await writePath();
        checkServiceInput(input);
        await db.add('services', await storedService(id, await withStoredImage(input)));
        return id;
      },
      async update(id, input) {
        const { checkServiceInput } = await writePath();
        checkServiceInput(input);
        await requireExisting('services', id);
        await db.put('services', await storedService(id, await withStoredImage(input)));
      },
      async remove(id) {
        const service = (await requireExisting('services', id)) as Service;
        await db.delete('services', id);
        if (service.image) await removePhoto(service.image);
        await files.removeFolder(`Services/${id}/`);
      },
    },
    ...bookingApis(() =>
      import('./booking').then((m) => m.createDemoBookingApis(db, now, () => sessionEmail(storage))),
    ),
    ...reviewsFaqApis(() =>
      import('./reviews-faq').then((m) => m.createDemoReviewsFaqApis(db, options.catalogue?.faq)),
    ),
    files,
    auth: createDemoAuth(storage),
  };
}
