import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { faqFixtures } from '../../../fixtures/faq';
import { toFaqEntry, toReview } from '../../../src/backend/firebase/reviews-faq-converters';
import { faqData, reviewData } from '../../../src/backend/firebase/reviews-faq-payloads';
import { validateFaqEntry } from '../../../src/domain/faq';
import { validateReview, type ReviewInput } from '../../../src/domain/review';

const review: ReviewInput = {
  name: 'Sara K.',
  occasion: 'birthday',
  rating: 5,
  text: 'The crew made the evening.',
  date: '2025-03-14',
  language: 'ru',
  translations: { en: { text: 'Wonderful' }, ar: { text: 'رائع' } },
};

describe('reviews as read from Firestore', () => {
  it('read back what was written', () => {
    expect(toReview('r1', reviewData(review))).toEqual({ ...review, id: 'r1' });
  });

  it('leave out a review whose rating is not 1 to 5 whole stars, or without text: no rating is made up', () => {
    for (const rating of [0, 6, 4.5, undefined, 'five', null]) {
      expect(toReview('r1', { ...review, rating })).toBeNull();
    }
    expect(toReview('r1', { ...review, rating: '4' })).toMatchObject({ rating: 4 });
    expect(toReview('r1', { ...review, text: ' ' })).toBeNull();
  });

  it('read an unknown occasion as other, an unknown language as English, a bad date as none', () => {
    expect(
      toReview('r1', { ...review, occasion: 'wedding', language: 'de', date: '2025-02-30' }),
    ).toMatchObject({
      occasion: 'other',
      language: 'en',
      date: '',
      // The English translation is the review's own language now: left out.
      translations: { ar: { text: 'رائع' } },
    });
  });

  it('never throw, and give a review with whole stars from 1 to 5 or nothing', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const read = toReview('r1', raw);
        if (read !== null)
          expect(read.rating >= 1 && read.rating <= 5 && Number.isInteger(read.rating)).toBe(true);
      }),
    );
  });
});

describe('FAQ entries as read from Firestore', () => {
  it('read back what was written', () => {
    for (const { id, ...fixture } of faqFixtures)
      expect(toFaqEntry(id, faqData(fixture))).toEqual({ ...fixture, id });
  });

  it('read an entry without published: true as a draft, a bad position as 999, a half translation as none', () => {
    expect(
      toFaqEntry('f1', {
        question: 'Q?',
        answer: 'A.',
        position: -2,
        published: 'true',
        translations: {
          ar: { question: 'س؟' },
          ru: { question: 'В?', answer: 'О.' },
          de: { question: 'F?', answer: 'A.' },
        },
      }),
    ).toEqual({
      id: 'f1',
      question: 'Q?',
      answer: 'A.',
      position: 999,
      published: false,
      translations: { ru: { question: 'В?', answer: 'О.' } },
    });
  });

  it('never throw', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        expect(toFaqEntry('f1', raw).id).toBe('f1');
      }),
    );
  });
});

describe('what is written', () => {
  it('is checked first, with the message of what is wrong', () => {
    expect(() => reviewData({ ...review, rating: 6 })).toThrow(
      validateReview({ ...review, rating: 6 }).rating,
    );
    const fixture = { position: 0, question: 'Q?', answer: 'A.', published: true };
    expect(() => faqData({ ...fixture, question: '' })).toThrow(
      validateFaqEntry({ ...fixture, question: '' }).question,
    );
  });
});
