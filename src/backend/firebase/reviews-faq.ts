// Reviews and the FAQ in Firestore (the Lite SDK), loaded on their first use (docs/decisions/0023-reviews-and-faq.md).
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { faqOrder } from '../../domain/faq';
import { newestReviewsFirst } from '../../domain/review';
import { checkReorder } from '../reviews-faq-checks';
import { type FaqApi, type ReviewsApi } from '../types';
import { mapErrors } from './errors';
import { requireExisting } from './documents';
import { faqData, reviewData } from './reviews-faq-payloads';
import { toFaqEntry, toReview } from './reviews-faq-converters';

export function createFirestoreReviewsFaqApis(db: Firestore): { reviews: ReviewsApi; faq: FaqApi } {
  const reviewRef = (id: string) => doc(db, 'reviews', id);
  const faqRef = (id: string) => doc(db, 'faq', id);

  const reviews: ReviewsApi = {
    list: () =>
      mapErrors(async () =>
        (await getDocs(collection(db, 'reviews'))).docs
          .flatMap((document) => toReview(document.id, document.data()) ?? [])
          .sort(newestReviewsFirst),
      ),
    add: (input) =>
      mapErrors(async () => {
        const ref = doc(collection(db, 'reviews'));
        await setDoc(ref, reviewData(input));
        return ref.id;
      }),
    // A partial update, as for the catalogue: fields this site does not know stay; a cleared translation is gone.
    update: (id, input) =>
      mapErrors(async () => {
        const data = reviewData(input);
        await requireExisting(reviewRef(id), 'review');
        await updateDoc(reviewRef(id), { translations: deleteField(), ...data });
      }),
    remove: (id) =>
      mapErrors(async () => {
        await requireExisting(reviewRef(id), 'review');
        await deleteDoc(reviewRef(id));
      }),
  };

  const faq: FaqApi = {
    // Visitors may read published entries only: the query says so, as the rules require.
    list: () =>
      mapErrors(async () =>
        (await getDocs(query(collection(db, 'faq'), where('published', '==', true)))).docs
          .map((document) => toFaqEntry(document.id, document.data()))
          .sort(faqOrder),
      ),
    listAll: () =>
      mapErrors(async () =>
        (await getDocs(collection(db, 'faq'))).docs
          .map((document) => toFaqEntry(document.id, document.data()))
          .sort(faqOrder),
      ),
    add: (input) =>
      mapErrors(async () => {
        const ref = doc(collection(db, 'faq'));
        await setDoc(ref, faqData(input));
        return ref.id;
      }),
    update: (id, input) =>
      mapErrors(async () => {
        const data = faqData(input);
        await requireExisting(faqRef(id), 'FAQ entry');
        await updateDoc(faqRef(id), { translations: deleteField(), ...data });
      }),
    remove: (id) =>
      mapErrors(async () => {
        await requireExisting(faqRef(id), 'FAQ entry');
        await deleteDoc(faqRef(id));
      }),
    // Every entry is checked first, then all positions are written in one batch (all or nothing).
    reorder: (ids) =>
      mapErrors(async () => {
        checkReorder(ids);
        for (const id of ids) await requireExisting(faqRef(id), 'FAQ entry');
        const batch = writeBatch(db);
        ids.forEach((id, position) => batch.update(faqRef(id), { position }));
        await batch.commit();
      }),
  };

  return { reviews, faq };
}
