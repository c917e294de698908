import { beforeEach, describe, expect, it } from 'vitest';
import { faqFixtures } from '../../fixtures/faq';
import type { Backend } from '../../src/backend/types';
import type { FaqEntryInput } from '../../src/domain/faq';
import type { ReviewInput } from '../../src/domain/review';

/**
 * Reviews and the FAQ in the backend contract (docs/decisions/0023-reviews-and-faq.md): called by
 * backend-contract.ts inside its describe, so it runs on both backends. Both start with the starter FAQ and no review.
 */
export interface ReviewsFaqContractContext {
  backend: () => Backend;
  signInAsAdmin: () => Promise<unknown>;
}

const review = (overrides: Partial<ReviewInput> = {}): ReviewInput => ({
  name: 'Sara K.',
  occasion: 'birthday',
  rating: 5,
  text: 'The crew made my daughter’s birthday unforgettable.',
  date: '2025-03-14',
  language: 'en',
  ...overrides,
});

const entry = (overrides: Partial<FaqEntryInput> = {}): FaqEntryInput => ({
  position: 10,
  question: 'Can we bring a cake?',
  answer: 'Yes, or order one with your charter.',
  published: true,
  ...overrides,
});

export function defineReviewsFaqContract(
  options: { enforcesAccess: boolean },
  context: ReviewsFaqContractContext,
) {
  const backend = () => context.backend();

  describe('reviews', () => {
    it('are none until the operator enters some: nothing is made up', async () => {
      expect(await backend().reviews.list()).toEqual([]);
    });

    describe('as the operator', () => {
      beforeEach(async () => {
        await context.signInAsAdmin();
      });

      it('adds reviews with their translations and lists them newest first', async () => {
        const translations = {
          en: { text: 'The best evening in Dubai!' },
          ar: { text: 'أجمل أمسية في دبي!' },
        };
        const older = await backend().reviews.add(review({ date: '2024-12-31', rating: 4 }));
        const newer = await backend().reviews.add(
          review({ language: 'ru', text: 'Лучший вечер в Дубае!', occasion: 'sunset', translations }),
        );
        expect(await backend().reviews.list()).toEqual([
          {
            ...review({ language: 'ru', text: 'Лучший вечер в Дубае!', occasion: 'sunset', translations }),
            id: newer,
          },
          { ...review({ date: '2024-12-31', rating: 4 }), id: older },
        ]);
      });

      it('stores no empty translation; an update replaces the review, a cleared translation is gone', async () => {
        const id = await backend().reviews.add(
          review({ translations: { ar: { text: ' ' }, ru: { text: 'Незабываемо.' } } }),
        );
        expect(await backend().reviews.list()).toEqual([
          { ...review({ translations: { ru: { text: 'Незабываемо.' } } }), id },
        ]);
        await backend().reviews.update(
          id,
          review({ rating: 3, occasion: 'family', translations: { ru: { text: '' } } }),
        );
        expect(await backend().reviews.list()).toEqual([
          { ...review({ rating: 3, occasion: 'family' }), id },
        ]);
      });

      it.each([
        ['no stars', { rating: 0 }, /from 1 to 5/],
        ['six stars', { rating: 6 }, /from 1 to 5/],
        ['half a star', { rating: 4.5 }, /whole number of stars/],
        ['no name', { name: '\u00a0' }, 'Enter the guest’s name.'],
        ['a 2001-character text', { text: 'x'.repeat(2001) }, /at most 2000/],
        ['a date that does not exist', { date: '2025-02-29' }, /real date/],
        ['an unknown occasion', { occasion: 'wedding' }, /Choose the occasion/],
        ['a language the site does not have', { language: 'de' }, /en, ar, ru/],
        [
          'a translation into its own language',
          { translations: { en: { text: 'Again' } } },
          /needs no translation/,
        ],
      ])(
        'refuses a review with %s, saying what is wrong, and stores nothing',
        async (_, overrides, message) => {
          const refused = backend().reviews.add(review(overrides as Partial<ReviewInput>));
          await expect(refused).rejects.toMatchObject({ code: 'invalid-argument' });
          await expect(refused).rejects.toThrow(message);
          expect(await backend().reviews.list()).toEqual([]);
        },
      );

      it('removes a review; an unknown id is not found', async () => {
        const id = await backend().reviews.add(review());
        await backend().reviews.remove(id);
        expect(await backend().reviews.list()).toEqual([]);
        await expect(backend().reviews.remove(id)).rejects.toMatchObject({ code: 'not-found' });
        await expect(backend().reviews.update(id, review())).rejects.toMatchObject({ code: 'not-found' });
      });
    });
  });

  describe('FAQ', () => {
    it('starts with the starter FAQ about booking, in English, Arabic and Russian', async () => {
      expect(await backend().faq.list()).toEqual(faqFixtures);
    });

    describe('as the operator', () => {
      beforeEach(async () => {
        await context.signInAsAdmin();
      });

      it('adds entries; visitors’ list leaves drafts out, the operator’s has them, both by position', async () => {
        const translations = {
          ar: { question: 'هل يمكننا إحضار كعكة؟', answer: 'نعم.' },
          ru: { question: 'Можно взять торт?', answer: 'Да.' },
        };
        const published = await backend().faq.add(entry({ position: 6, translations }));
        const draft = await backend().faq.add(entry({ position: 0, published: false, question: 'Draft?' }));
        const listed = await backend().faq.list();
        expect(listed.map((shown) => shown.id)).toEqual([
          ...faqFixtures.map((fixture) => fixture.id),
          published,
        ]);
        expect(listed.find((shown) => shown.id === published)).toEqual({
          ...entry({ position: 6, translations }),
          id: published,
        });
        const all = await backend().faq.listAll();
        expect(all).toHaveLength(faqFixtures.length + 2);
        expect(all.find((shown) => shown.id === draft)).toEqual({
          ...entry({ position: 0, published: false, question: 'Draft?' }),
          id: draft,
        });
      });

      it('stores a language only with both its texts; an update replaces the entry, a cleared translation is gone', async () => {
        const id = await backend().faq.add(
          entry({ translations: { ru: { question: 'Торт?', answer: 'Да.' } } }),
        );
        await backend().faq.update(
          id,
          entry({ answer: 'Of course.', translations: { ru: { question: '', answer: '' } } }),
        );
        expect((await backend().faq.listAll()).find((shown) => shown.id === id)).toEqual({
          ...entry({ answer: 'Of course.' }),
          id,
        });
      });

      it.each([
        ['no question', { question: ' ' }, 'Enter the question.'],
        ['a 301-character question', { question: 'x'.repeat(301) }, /at most 300/],
        ['a question on two lines', { question: 'Can we\nswim?' }, /one line/],
        ['a 2001-character answer', { answer: 'x'.repeat(2001) }, /at most 2000/],
        ['a negative position', { position: -1 }, /whole number from 0/],
        [
          'an Arabic question without its answer',
          { translations: { ar: { question: 'سؤال؟' } } },
          /both the question and the answer in Arabic/,
        ],
        ['a translation into German', { translations: { de: { question: 'Q', answer: 'A' } } }, /not "de"/],
      ])('refuses an entry with %s, saying what is wrong', async (_, overrides, message) => {
        const refused = backend().faq.add(entry(overrides as Partial<FaqEntryInput>));
        await expect(refused).rejects.toMatchObject({ code: 'invalid-argument' });
        await expect(refused).rejects.toThrow(message);
        expect(await backend().faq.listAll()).toHaveLength(faqFixtures.length);
      });

      it('reorders entries at once; an unknown id changes nothing, a repeated one is refused', async () => {
        const [first, second, third] = faqFixtures.map((fixture) => fixture.id);
        await backend().faq.reorder([third, first, second]);
        const positions = async () =>
          Object.fromEntries((await backend().faq.listAll()).map((shown) => [shown.id, shown.position]));
        expect(await positions()).toMatchObject({ [third]: 0, [first]: 1, [second]: 2 });
        expect((await backend().faq.list()).slice(0, 3).map((shown) => shown.id)).toEqual([
          third,
          first,
          second,
        ]);

        const before = await positions();
        await expect(backend().faq.reorder([second, 'no-such-entry', first])).rejects.toMatchObject({
          code: 'not-found',
        });
        expect(await positions()).toEqual(before);
        await expect(backend().faq.reorder([first, first])).rejects.toMatchObject({
          code: 'invalid-argument',
        });
      });

      it('removes an entry; an unknown id is not found', async () => {
        const id = faqFixtures[0].id;
        await backend().faq.remove(id);
        expect((await backend().faq.listAll()).map((shown) => shown.id)).not.toContain(id);
        await expect(backend().faq.remove(id)).rejects.toMatchObject({ code: 'not-found' });
        await expect(backend().faq.update(id, entry())).rejects.toMatchObject({ code: 'not-found' });
      });
    });
  });

  if (options.enforcesAccess) {
    it('keeps visitors from writing reviews and the FAQ, and from reading drafts', async () => {
      const denied = { code: 'permission-denied' };
      await expect(backend().reviews.add(review())).rejects.toMatchObject(denied);
      await expect(backend().faq.add(entry())).rejects.toMatchObject(denied);
      await expect(backend().faq.update(faqFixtures[0].id, entry())).rejects.toMatchObject(denied);
      await expect(backend().faq.remove(faqFixtures[0].id)).rejects.toMatchObject(denied);
      await expect(backend().faq.reorder([faqFixtures[1].id, faqFixtures[0].id])).rejects.toMatchObject(
        denied,
      );
      await expect(backend().faq.listAll()).rejects.toMatchObject(denied);
    });
  }
}
