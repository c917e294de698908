// The demo backend's products, offers and services in IndexedDB.
import { sortByPosition, type Yacht } from '../../domain/yacht';
import { type Offer } from '../../domain/offer';
import type { Service, ServiceInput } from '../../domain/service';
import { notFound, type OffersApi, type YachtsApi, type ServicesApi } from '../types';
import { createCataloguePhotos } from './catalogue-photos';
import type { createDemoFiles } from './files';
import { newId } from './ids';
import type { DemoDb } from './schema';

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

export function createDemoCatalogueApis(
  db: DemoDb,
  files: ReturnType<typeof createDemoFiles>,
): { yachts: YachtsApi; offers: OffersApi; services: ServicesApi } {
  const { shown, withShownImage, stored, withStoredImage, removePhoto } = createCataloguePhotos(files);

  async function requireExisting(store: 'products' | 'offers' | 'services', id: string) {
    const found = await db.get(store, id);
    if (!found) throw notFound('document', id);
    return found;
  }

  return {
    yachts: {
      async list() {
        return sortByPosition(await Promise.all((await db.getAll('products')).map(shown)));
      },
      async get(id) {
        const yacht = await db.get('products', id);
        return yacht ? shown(yacht) : null;
      },
      newId,
      async add(given, id = newId()) {
        const { checkYachtInput, yachtTranslations } = await writePath();
        checkYachtInput(given);
        const input = await stored(given);
        const yacht: Yacht = withTranslations({ ...input, id }, yachtTranslations(input.translations));
        await db.add('products', yacht);
        return id;
      },
      async update(id, given) {
        const { checkYachtInput, yachtTranslations } = await writePath();
        checkYachtInput(given);
        const input = await stored(given);
        const existing = (await requireExisting('products', id)) as Yacht;
        // The product form does not edit the booking pricing: it stays unless the input brings its own.
        const pricing = input.pricing ?? existing.pricing;
        const yacht = withTranslations({ ...input, id }, yachtTranslations(input.translations));
        await db.put('products', { ...yacht, ...(pricing ? { pricing } : {}) });
      },
      async remove(id) {
        const yacht = (await requireExisting('products', id)) as Yacht;
        await db.delete('products', id);
        await Promise.all(yacht.images.map(removePhoto));
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
  };
}
