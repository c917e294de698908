// Firestore Lite: reads and writes without the full SDK's offline cache and listeners (docs/decisions/0004).
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  documentId,
  getCount,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  Timestamp,
  where,
  type QueryConstraint,
  setDoc,
  updateDoc,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore/lite';
import {
  BackendError,
  sortByPosition,
  type CallbackRequestsApi,
  type OffersApi,
  type ProductsApi,
  type ServicesApi,
} from '../types';
import { toCallbackRequest, toOffer, toProduct, toService } from './converters';
import { mapErrors } from './errors';
import { callbackRequestData, offerData, productData } from './payloads';

/**
 * A page cursor from the stored Timestamp itself (seconds and nanoseconds: the server's clock has microseconds, which
 * an ISO date would round away), and the document id for requests received in the same instant.
 */
const timestampCursor = {
  of(id: string, createdAt: unknown): string {
    const time = createdAt instanceof Timestamp ? createdAt : Timestamp.fromMillis(0);
    return `${time.seconds}.${time.nanoseconds}|${id}`;
  },
  parse(cursor: string): { createdAt: Timestamp; id: string } | null {
    const match = /^(\d+)\.(\d+)\|(.+)$/.exec(cursor);
    return match ? { createdAt: new Timestamp(Number(match[1]), Number(match[2])), id: match[3] } : null;
  },
};

/** Deletes stored files: the given paths (public URLs are skipped) and everything under a folder. */
export interface FileCleanup {
  removeFiles(pathsOrUrls: readonly string[], folder: string): Promise<void>;
}

async function requireExisting(ref: DocumentReference) {
  const snapshot = await getDoc(ref);
  if (!snapshot.exists()) throw new BackendError('not-found', `No document with id ${ref.id}.`);
  return snapshot;
}

async function readCollection<T>(
  db: Firestore,
  name: string,
  convert: (id: string, data: unknown) => T,
): Promise<T[]> {
  const snapshot = await getDocs(collection(db, name));
  return snapshot.docs.map((document) => convert(document.id, document.data()));
}

/** Products, offers, services and call-back requests in Firestore (the Lite SDK: plain reads and writes). */
export function createFirestoreApis(db: Firestore, files: FileCleanup) {
  const newId = (name: string) => () => doc(collection(db, name)).id;

  const products: ProductsApi = {
    list: () => mapErrors(async () => sortByPosition(await readCollection(db, 'products', toProduct))),
    get: (id) =>
      mapErrors(async () => {
        const snapshot = await getDoc(doc(db, 'products', id));
        return snapshot.exists() ? toProduct(snapshot.id, snapshot.data()) : null;
      }),
    newId: newId('products'),
    add: (input, id = products.newId()) =>
      mapErrors(async () => {
        await setDoc(doc(db, 'products', id), productData(input));
        return id;
      }),
    // A partial update: fields this site does not know about stay as they are; a cleared position is deleted.
    update: (id, input) =>
      mapErrors(async () => {
        const ref = doc(db, 'products', id);
        const data = productData(input);
        await requireExisting(ref);
        await updateDoc(ref, { position: deleteField(), ...data });
      }),
    remove: (id) =>
      mapErrors(async () => {
        const ref = doc(db, 'products', id);
        const product = toProduct(id, (await requireExisting(ref)).data());
        await deleteDoc(ref);
        await files.removeFiles(product.images, `Products/${id}`);
      }),
  };

  const offers: OffersApi = {
    list: () => mapErrors(() => readCollection(db, 'offers', toOffer)),
    newId: newId('offers'),
    add: (input, id = offers.newId()) =>
      mapErrors(async () => {
        await setDoc(doc(db, 'offers', id), offerData(input));
        return id;
      }),
    remove: (id) =>
      mapErrors(async () => {
        const ref = doc(db, 'offers', id);
        const offer = toOffer(id, (await requireExisting(ref)).data());
        await deleteDoc(ref);
        await files.removeFiles(offer.image ? [offer.image] : [], `Offers/${id}`);
      }),
  };

  const services: ServicesApi = {
    list: () => mapErrors(() => readCollection(db, 'services', toService)),
  };

  const callbackRequests: CallbackRequestsApi = {
    // createdAt is the server's clock, which the rules compare with request.time.
    create: (input) =>
      mapErrors(async () => {
        const data = { ...callbackRequestData(input), createdAt: serverTimestamp() };
        return (await addDoc(collection(db, 'callbackRequests'), data)).id;
      }),
    list: () =>
      mapErrors(async () => {
        const snapshot = await getDocs(
          query(
            collection(db, 'callbackRequests'),
            orderBy('createdAt', 'desc'),
            orderBy(documentId(), 'desc'),
          ),
        );
        return snapshot.docs.map((document) => toCallbackRequest(document.id, document.data()));
      }),
    page: ({ status, limit: size, after }) =>
      mapErrors(async () => {
        const constraints: QueryConstraint[] = [];
        if (status) constraints.push(where('status', '==', status));
        constraints.push(orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc'));
        const from = after ? timestampCursor.parse(after) : null;
        if (from) constraints.push(startAfter(from.createdAt, from.id));
        // One more than asked: whether there is a next page, without another read.
        const snapshot = await getDocs(
          query(collection(db, 'callbackRequests'), ...constraints, limit(size + 1)),
        );
        const shown = snapshot.docs.slice(0, size);
        const last = shown.at(-1);
        return {
          items: shown.map((document) => toCallbackRequest(document.id, document.data())),
          next:
            last && snapshot.docs.length > size ? timestampCursor.of(last.id, last.data().createdAt) : null,
        };
      }),
    count: (status) =>
      mapErrors(async () => {
        const requests = collection(db, 'callbackRequests');
        const counted = await getCount(status ? query(requests, where('status', '==', status)) : requests);
        return counted.data().count;
      }),
    setStatus: (id, status) =>
      mapErrors(async () => {
        const ref = doc(db, 'callbackRequests', id);
        await requireExisting(ref);
        await updateDoc(ref, { status });
      }),
  };

  return { products, offers, services, callbackRequests };
}
