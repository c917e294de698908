import { bookingApis } from '../lazy-booking';
import { BackendError, type Backend } from '../types';
import { isPublicUrl, mapPhotoFiles, photoFiles, readPhoto, type Photo } from '../../domain/photo';
import { sortByPosition, type Product, type ProductInput } from '../../domain/yacht';
import { type Offer } from '../../domain/offer';
import { createDemoAuth, sessionEmail } from './auth';
import { DEFAULT_DB_NAME, openDemoDb } from './db';
import { type DemoDb } from './schema';
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
}

const newId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 20);

/** The built-in backend: IndexedDB, seeded from `fixtures/` on first run. */
export async function createDemoBackend(options: DemoBackendOptions = {}): Promise<Backend> {
  const now = options.now ?? (() => new Date());
  const db: DemoDb = await openDemoDb(options.dbName ?? DEFAULT_DB_NAME, now());
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

  /**
   * A stored photo as the pages show it: its files uploaded here (kept in this browser's database) given
   * addresses for this visit; an older entry (an address or a path, or '' for none) read as a photo.
   */
  async function shownPhoto(stored: unknown): Promise<Photo | null> {
    const photo = readPhoto(stored, (path) => path);
    const address = (file: string) =>
      isPublicUrl(file) ? Promise.resolve(file) : files.resolveUrl(file).catch(() => file);
    return photo && mapPhotoFiles(photo, address);
  }

  /** A photo as it is stored: the addresses made for this visit back to the stored files' paths. */
  const storedPhoto = (photo: Photo) =>
    mapPhotoFiles(photo, (file) => Promise.resolve(files.pathOf(file) ?? file));

  async function shown(product: Product): Promise<Product> {
    const photos = await Promise.all((product.images as unknown[]).map(shownPhoto));
    return { ...product, images: photos.filter((photo) => photo !== null) };
  }

  /** An offer or a service as the pages show it, with its photo (or none). */
  async function withShownImage<T extends { image?: Photo }>(entity: T): Promise<T> {
    const { image: stored, ...rest } = entity;
    const image = await shownPhoto(stored);
    return (image ? { ...rest, image } : rest) as T;
  }

  async function stored<T extends ProductInput>(input: T): Promise<T> {
    return { ...input, images: await Promise.all(input.images.map(storedPhoto)) };
  }

  async function withStoredImage<T extends { image?: Photo }>(input: T): Promise<T> {
    return input.image ? { ...input, image: await storedPhoto(input.image) } : input;
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
        await removeImages(product.images.flatMap(photoFiles));
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
        if (offer.image) await removeImages(photoFiles(offer.image));
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
        if (service.image) await removeImages(photoFiles(service.image));
        await files.removeFolder(`Services/${id}/`);
      },
    },
    ...bookingApis(() =>
      import('./booking').then((m) => m.createDemoBookingApis(db, now, () => sessionEmail(storage))),
    ),
    files,
    auth: createDemoAuth(storage),
  };
}
