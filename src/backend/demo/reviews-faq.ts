// The demo backend's reviews and FAQ in IndexedDB, with its database (docs/decisions/0023-reviews-and-faq.md, 0042).
import { faqOrder, storedFaqEntry, type FaqEntry } from '../../domain/faq';
import { newestReviewsFirst, storedReview, type Review } from '../../domain/review';
import { checkFaqInput, checkReorder, checkReviewInput } from '../reviews-faq-checks';
import { once } from '../lazy-api';
import { notFound, type FaqApi, type ReviewsApi } from '../types';
import type { DemoDb } from './schema';
import { newId } from './ids';
import { inTransaction } from './transaction';

/** The meta key that says the starter FAQ was put in (once: an FAQ the operator emptied stays empty). */
export const FAQ_SEED_KEY = 'faqSeeded';
const FAQ_SEED_VERSION = '1';

/**
 * Puts the starter FAQ into a database that never had it and holds no entry: `starter` when the page brought it,
 * else the fixtures (a chunk of their own, loaded only then).
 */
async function seedFaq(db: DemoDb, starter: readonly FaqEntry[] | undefined) {
  if ((await db.get('meta', FAQ_SEED_KEY)) === FAQ_SEED_VERSION) return;
  const entries = starter ?? (await import('../../../fixtures/faq')).faqFixtures;
  const tx = db.transaction(['faq', 'meta'], 'readwrite');
  const meta = tx.objectStore('meta');
  const writes: Promise<unknown>[] = [];
  if ((await meta.get(FAQ_SEED_KEY)) !== FAQ_SEED_VERSION) {
    if ((await tx.objectStore('faq').count()) === 0) {
      writes.push(...entries.map((entry) => tx.objectStore('faq').put({ ...entry })));
    }
    writes.push(meta.put(FAQ_SEED_VERSION, FAQ_SEED_KEY));
  }
  await Promise.all([...writes, tx.done]);
}

export function createDemoReviewsFaqApis(
  db: DemoDb,
  starterFaq?: readonly FaqEntry[],
): { reviews: ReviewsApi; faq: FaqApi } {
  const seeded = once(() => seedFaq(db, starterFaq));

  const reviews: ReviewsApi = {
    async list() {
      return (await db.getAll('reviews')).sort(newestReviewsFirst);
    },
    async add(input) {
      checkReviewInput(input);
      const id = newId();
      await db.add('reviews', { ...storedReview(input), id });
      return id;
    },
    async update(id, input) {
      checkReviewInput(input);
      if (!(await db.get('reviews', id))) throw notFound('review', id);
      await db.put('reviews', { ...storedReview(input), id } satisfies Review);
    },
    async remove(id) {
      if (!(await db.get('reviews', id))) throw notFound('review', id);
      await db.delete('reviews', id);
    },
  };

  const faq: FaqApi = {
    async list() {
      return (await faq.listAll()).filter((entry) => entry.published);
    },
    async listAll() {
      await seeded();
      return (await db.getAll('faq')).sort(faqOrder);
    },
    async add(input) {
      checkFaqInput(input);
      await seeded();
      const id = newId();
      await db.add('faq', { ...storedFaqEntry(input), id });
      return id;
    },
    async update(id, input) {
      checkFaqInput(input);
      await seeded();
      if (!(await db.get('faq', id))) throw notFound('FAQ entry', id);
      await db.put('faq', { ...storedFaqEntry(input), id } satisfies FaqEntry);
    },
    async remove(id) {
      await seeded();
      if (!(await db.get('faq', id))) throw notFound('FAQ entry', id);
      await db.delete('faq', id);
    },
    async reorder(ids) {
      checkReorder(ids);
      await seeded();
      // One transaction: every entry is read, then all are written; an unknown id aborts it, nothing changes.
      await inTransaction(db, ['faq'], async (tx) => {
        const store = tx.objectStore('faq');
        const entries: FaqEntry[] = [];
        for (const id of ids) {
          const entry = await store.get(id);
          if (!entry) throw notFound('FAQ entry', id);
          entries.push(entry);
        }
        await Promise.all(entries.map((entry, position) => store.put({ ...entry, position })));
      });
    },
  };

  return { reviews, faq };
}
