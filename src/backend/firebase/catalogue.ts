// Firestore Lite: reads and writes without the full SDK's offline cache and listeners (docs/decisions/0004).
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore/lite';
import { type OffersApi, type YachtsApi, type ServicesApi } from '../types';
import { sortByPosition } from '../../domain/yacht';
import { catalogueConverters } from './converters';
import { mapErrors } from './errors';
import { requireExisting } from './documents';
import type { PublicUrl } from './storage-urls';
import { photoFiles, storagePathOf, type Photo } from '../../domain/photo';

/** The storage paths of a photo's files (an address elsewhere is left alone). */
const storedFiles = (photo: Photo) => photoFiles(photo).flatMap((url) => storagePathOf(url) ?? []);
import { offerData, yachtData, serviceData } from './payloads';

/** Deletes stored files: the given paths (public URLs are skipped) and everything under a folder. */
export interface FileCleanup {
  removeFiles(pathsOrUrls: readonly string[], folder: string): Promise<void>;
}

async function readCollection<T>(
  db: Firestore,
  name: string,
  convert: (id: string, data: unknown) => T,
): Promise<T[]> {
  const snapshot = await getDocs(collection(db, name));
  return snapshot.docs.map((document) => convert(document.id, document.data()));
}

/** Products, offers and services in Firestore (the Lite SDK: plain reads and writes). */
export function createFirestoreApis(db: Firestore, files: FileCleanup, publicUrl: PublicUrl) {
  const convert = catalogueConverters(publicUrl);
  const newId = (name: string) => () => doc(collection(db, name)).id;

  const yachts: YachtsApi = {
    list: () => mapErrors(async () => sortByPosition(await readCollection(db, 'products', convert.yacht))),
    get: (id) =>
      mapErrors(async () => {
        const snapshot = await getDoc(doc(db, 'products', id));
        return snapshot.exists() ? convert.yacht(snapshot.id, snapshot.data()) : null;
      }),
    newId: newId('products'),
    add: (input, id = yachts.newId()) =>
      mapErrors(async () => {
        await setDoc(doc(db, 'products', id), yachtData(input));
        return id;
      }),
    // A partial update: fields this site does not know about stay as they are; a cleared position, translation or
    // berth is deleted.
    update: (id, input) =>
      mapErrors(async () => {
        const ref = doc(db, 'products', id);
        const data = yachtData(input);
        await requireExisting(ref);
        await updateDoc(ref, {
          position: deleteField(),
          translations: deleteField(),
          berth: deleteField(),
          ...data,
        });
      }),
    remove: (id) =>
      mapErrors(async () => {
        const ref = doc(db, 'products', id);
        const yacht = convert.yacht(id, (await requireExisting(ref)).data());
        await deleteDoc(ref);
        await files.removeFiles(yacht.images.flatMap(storedFiles), `Products/${id}`);
      }),
  };

  const offers: OffersApi = {
    list: () => mapErrors(() => readCollection(db, 'offers', convert.offer)),
    newId: newId('offers'),
    add: (input, id = offers.newId()) =>
      mapErrors(async () => {
        await setDoc(doc(db, 'offers', id), offerData(input));
        return id;
      }),
    remove: (id) =>
      mapErrors(async () => {
        const ref = doc(db, 'offers', id);
        const offer = convert.offer(id, (await requireExisting(ref)).data());
        await deleteDoc(ref);
        await files.removeFiles(offer.image ? storedFiles(offer.image) : [], `Offers/${id}`);
      }),
  };

  const services: ServicesApi = {
    list: () => mapErrors(() => readCollection(db, 'services', convert.service)),
    newId: newId('services'),
    add: (input, id = services.newId()) =>
      mapErrors(async () => {
        await setDoc(doc(db, 'services', id), serviceData(input));
        return id;
      }),
    // A partial update, as for yachts: unknown fields stay; a cleared description, image or translation is
    // deleted. A replaced image file is deleted by the form once the document no longer names it.
    update: (id, input) =>
      mapErrors(async () => {
        const ref = doc(db, 'services', id);
        const data = serviceData(input);
        await requireExisting(ref);
        await updateDoc(ref, {
          description: deleteField(),
          image: deleteField(),
          translations: deleteField(),
          ...data,
        });
      }),
    remove: (id) =>
      mapErrors(async () => {
        const ref = doc(db, 'services', id);
        const service = convert.service(id, (await requireExisting(ref)).data());
        await deleteDoc(ref);
        await files.removeFiles(service.image ? storedFiles(service.image) : [], `Services/${id}`);
      }),
  };

  return { yachts, offers, services };
}
