import { describe, expect, it } from 'vitest';
import { faqPageJsonLd, withReviews } from '../../../../src/domain/seo/structured-data';
import type { FaqEntry } from '../../../../src/domain/faq';
import type { Review } from '../../../../src/domain/review';

const entry = (id: string, position: number, rest: Partial<FaqEntry> = {}): FaqEntry => ({
  id,
  position,
  question: `Question ${id}?`,
  answer: `Answer ${id}.`,
  published: true,
  ...rest,
});

describe('FAQPage structured data', () => {
  it('lists each published question with its accepted answer, by position, in the page’s language', () => {
    const entries = [
      entry('b', 1, { translations: { ar: { question: 'سؤال؟', answer: 'جواب.' } } }),
      entry('a', 0),
      entry('draft', 2, { published: false }),
    ];
    expect(faqPageJsonLd(entries, 'https://example.ae/ar/', 'ar')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: 'https://example.ae/ar/',
      inLanguage: 'ar',
      mainEntity: [
        // No Arabic: the English entry, as the page shows it.
        {
          '@type': 'Question',
          name: 'Question a?',
          acceptedAnswer: { '@type': 'Answer', text: 'Answer a.' },
        },
        { '@type': 'Question', name: 'سؤال؟', acceptedAnswer: { '@type': 'Answer', text: 'جواب.' } },
      ],
    });
  });

  it('is not made without a published question', () => {
    expect(faqPageJsonLd([], 'https://example.ae/', 'en')).toBeNull();
    expect(faqPageJsonLd([entry('draft', 0, { published: false })], 'https://example.ae/', 'en')).toBeNull();
  });
});

describe('reviews in the business’s structured data', () => {
  const business = { '@type': 'TravelAgency', name: 'Marina Luxe Yachts' };
  const reviews: Review[] = [
    {
      id: 'r1',
      name: 'Sara K.',
      occasion: 'birthday',
      rating: 5,
      date: '2025-03-12',
      text: 'Wonderful.',
      language: 'en',
    },
    {
      id: 'r2',
      name: 'Олег',
      occasion: 'fishing',
      rating: 4,
      date: '2025-02-01',
      text: 'Отлично.',
      language: 'ru',
      translations: { en: { text: 'Excellent.' } },
    },
  ];

  it('adds the rating and each review, only from the reviews given, in the page’s language when translated', () => {
    const data = withReviews(business, reviews, 'en') as Record<string, unknown>;
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Sara K.' },
        datePublished: '2025-03-12',
        reviewBody: 'Wonderful.',
        inLanguage: 'en',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
      expect.objectContaining({ reviewBody: 'Excellent.', inLanguage: 'en' }),
    ]);
    const arabic = withReviews(business, reviews, 'ar') as {
      review: { reviewBody: string; inLanguage: string }[];
    };
    expect(arabic.review[1]).toMatchObject({ reviewBody: 'Отлично.', inLanguage: 'ru' });
  });

  it('leaves the business without any rating when there is no review', () => {
    expect(withReviews(business, [], 'en')).toBe(business);
  });
});
