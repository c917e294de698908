import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../src/domain/limits';
import {
  aggregateRating,
  newestReviewsFirst,
  reviewText,
  storedReview,
  validateReview,
  type Review,
  type ReviewInput,
} from '../../../src/domain/review';

const input = (overrides: Partial<ReviewInput> = {}): ReviewInput => ({
  name: 'Sara K.',
  occasion: 'birthday',
  rating: 5,
  text: 'The crew made my daughter’s birthday unforgettable.',
  date: '2025-03-14',
  language: 'en',
  ...overrides,
});

describe('a review’s checks', () => {
  it('accepts a review at every limit', () => {
    expect(validateReview(input())).toEqual({});
    expect(
      validateReview(
        input({
          name: 'x'.repeat(LIMITS.name),
          text: 'ب'.repeat(LIMITS.text),
          rating: 1,
          occasion: 'other',
          language: 'ar',
          translations: { en: { text: 'x'.repeat(LIMITS.text) }, ru: { text: 'Я' } },
        }),
      ),
    ).toEqual({});
  });

  it.each([
    ['a blank name', { name: ' ' }, 'name', 'Enter the guest’s name.'],
    ['a 121-character name', { name: 'x'.repeat(121) }, 'name', /at most 120/],
    ['an unknown occasion', { occasion: 'wedding' as never }, 'occasion', /Choose the occasion/],
    ['0 stars', { rating: 0 }, 'rating', /whole number of stars from 1 to 5/],
    ['6 stars', { rating: 6 }, 'rating', /from 1 to 5/],
    ['4.5 stars', { rating: 4.5 }, 'rating', /whole number/],
    ['no text', { text: '\n ' }, 'text', 'Enter what the guest wrote.'],
    ['a 2001-character text', { text: 'x'.repeat(2001) }, 'text', /at most 2000/],
    ['a date that does not exist', { date: '2025-02-30' }, 'date', /real date/],
    ['a date in another format', { date: '14/03/2025' }, 'date', /YYYY-MM-DD/],
    ['a language the site does not have', { language: 'de' as never }, 'language', /en, ar, ru/],
    [
      'a translation into German',
      { translations: { de: { text: 'Toll' } } as never },
      'translations',
      /not "de"/,
    ],
    [
      'a translation into its own language',
      { translations: { en: { text: 'Again' } } },
      'translations',
      /needs no translation/,
    ],
    [
      'a 2001-character translation',
      { translations: { ru: { text: 'Я'.repeat(2001) } } },
      'translations',
      /Russian translation can be at most 2000/,
    ],
  ])('refuses %s, saying what is wrong', (_, overrides, field, message) => {
    const errors = validateReview(input(overrides as Partial<ReviewInput>));
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field as keyof ReviewInput]).toMatch(message);
  });

  it('refuses a date after today only when the form says which day today is', () => {
    expect(validateReview(input({ date: '2025-03-15' }), '2025-03-14')).toEqual({
      date: 'The date cannot be after today.',
    });
    expect(validateReview(input({ date: '2025-03-14' }), '2025-03-14')).toEqual({});
    expect(validateReview(input({ date: '2099-01-01' }))).toEqual({});
  });
});

describe('a review as stored', () => {
  it('keeps only the other languages’ non-empty translations; none at all is left out', () => {
    expect(
      storedReview(input({ translations: { en: { text: ' ' }, ar: { text: 'رائع' }, ru: { text: '' } } })),
    ).toEqual({ ...input(), translations: { ar: { text: 'رائع' } } });
    expect(storedReview(input({ translations: { ru: { text: '  ' } } }))).toEqual(input());
  });
});

describe('a review in the visitor’s language', () => {
  const review = input({
    language: 'ru',
    text: 'Лучший вечер в Дубае!',
    translations: { en: { text: 'The best evening in Dubai!' } },
  });

  it('is the original in its own language', () => {
    expect(reviewText(review, 'ru')).toEqual({
      text: 'Лучший вечер в Дубае!',
      language: 'ru',
      translated: false,
    });
  });

  it('is the operator’s translation where there is one', () => {
    expect(reviewText(review, 'en')).toEqual({
      text: 'The best evening in Dubai!',
      language: 'en',
      translated: true,
    });
  });

  it('is the original, with its language, where there is none (or an empty one)', () => {
    expect(reviewText(review, 'ar')).toEqual({
      text: 'Лучший вечер в Дубае!',
      language: 'ru',
      translated: false,
    });
    expect(reviewText({ ...review, translations: { ar: { text: ' ' } } }, 'ar')).toMatchObject({
      language: 'ru',
      translated: false,
    });
  });
});

describe('reviews together', () => {
  it('have no rating at all when there are none', () => {
    expect(aggregateRating([])).toBeNull();
  });

  it('count and average the stars, to one decimal', () => {
    expect(aggregateRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toEqual({
      count: 3,
      average: 4.3,
      best: 5,
      worst: 1,
    });
  });

  it('list newest first, then by id', () => {
    const at = (id: string, date: string): Review => ({ ...input({ date }), id });
    const sorted = [at('a', '2025-01-02'), at('c', '2025-03-01'), at('b', '2025-01-02')].sort(
      newestReviewsFirst,
    );
    expect(sorted.map((review) => review.id)).toEqual(['c', 'b', 'a']);
  });
});
