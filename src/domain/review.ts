import type { FieldErrors } from './booking/settings';
import { fits, LIMITS, nameMessages, nameProblem } from './limits';
import { isLocale, LOCALE_INFO, LOCALES, type Locale } from './locales';

/**
 * A guest's review, entered by the operator as the guest wrote it (docs/decisions/0023-reviews-and-faq.md): in its
 * own language, with the operator's translations into the site's other languages. Nothing here is made up: the
 * site shows reviews (and a rating) only when the operator has entered some.
 */
export interface Review {
  id: string;
  /** The guest's name as they want it shown ("Sara K."). */
  name: string;
  /** What the charter was for: one of OCCASIONS, which the pages name in the visitor's language. */
  occasion: Occasion;
  /** Whole stars, 1 to 5. */
  rating: number;
  /** What the guest wrote, in `language`. */
  text: string;
  /** When the guest wrote it (a calendar date, YYYY-MM-DD). */
  date: string;
  /** The language `text` is written in. */
  language: Locale;
  /** The text in the site's other languages (never in `language`); a missing one shows the original. */
  translations?: ReviewTranslations;
}

export type ReviewInput = Omit<Review, 'id'>;

export type ReviewTranslations = Partial<Record<Locale, { text: string }>>;

/** What a charter was for; `other` for anything else. The pages word each one in the visitor's language. */
export const OCCASIONS = [
  'birthday',
  'proposal',
  'anniversary',
  'honeymoon',
  'bachelor',
  'party',
  'corporate',
  'sunset',
  'family',
  'fishing',
  'sightseeing',
  'other',
] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const isOccasion = (value: unknown): value is Occasion =>
  typeof value === 'string' && (OCCASIONS as readonly string[]).includes(value);

/**
 * A calendar date written YYYY-MM-DD that exists (not 2025-02-30). Its own small check, not the booking's: the
 * reviews' code is loaded apart from the booking's, and a shared module would become a chunk of its own.
 */
export function isReviewDate(value: unknown): value is string {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Blank text (spaces, line breaks) counts as none. */
const isBlank = (text: string) => text.trim() === '';

/**
 * The translations as both backends store them: only the site's other languages with some text; none at all is
 * undefined (not stored), so an emptied translation shows the original the same way everywhere.
 */
export function reviewTranslations(
  translations: ReviewTranslations | undefined,
  language: Locale,
): ReviewTranslations | undefined {
  const kept: ReviewTranslations = {};
  for (const locale of LOCALES) {
    const text = translations?.[locale]?.text;
    if (locale !== language && typeof text === 'string' && !isBlank(text)) kept[locale] = { text };
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** A review as both backends store it: its fields, and its translations when it has some. */
export function storedReview(input: ReviewInput): ReviewInput {
  const { name, occasion, rating, text, date, language } = input;
  const translations = reviewTranslations(input.translations, language);
  return { name, occasion, rating, text, date, language, ...(translations ? { translations } : {}) };
}

export const reviewMessages = {
  nameMissing: 'Enter the guest’s name.',
  occasion: `Choose the occasion: ${OCCASIONS.join(', ')}.`,
  rating: `The rating must be a whole number of stars from 1 to ${LIMITS.rating}.`,
  textMissing: 'Enter what the guest wrote.',
  textTooLong: `The review can be at most ${LIMITS.text} characters.`,
  date: 'The date must be a real date written YYYY-MM-DD.',
  future: 'The date cannot be after today.',
  language: `The language must be one of the site’s: ${LOCALES.join(', ')}.`,
  translationLanguage: (locale: string) =>
    `Translations are for the site’s other languages (${LOCALES.join(', ')}), not "${locale}".`,
  ownLanguage: (locale: Locale) =>
    `The review is written in ${LOCALE_INFO[locale].englishName}: it needs no translation into it.`,
  translationTooLong: (locale: Locale) =>
    `The ${LOCALE_INFO[locale].englishName} translation can be at most ${LIMITS.text} characters.`,
} as const;

/**
 * What is wrong with a review, one message per field (the same limits as firestore.rules). With `today` (the
 * operator's Dubai date, YYYY-MM-DD) a date after it is refused too; the backends do not pass one.
 */
export function validateReview(review: ReviewInput, today?: string): FieldErrors<ReviewInput> {
  const errors: FieldErrors<ReviewInput> = {};
  const problem = typeof review.name === 'string' ? nameProblem(review.name) : 'missing';
  if (problem === 'missing') errors.name = reviewMessages.nameMissing;
  else if (problem) errors.name = nameMessages[problem];
  if (!isOccasion(review.occasion)) errors.occasion = reviewMessages.occasion;
  const { rating } = review;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > LIMITS.rating) {
    errors.rating = reviewMessages.rating;
  }
  if (typeof review.text !== 'string' || isBlank(review.text)) errors.text = reviewMessages.textMissing;
  else if (!fits(review.text, LIMITS.text)) errors.text = reviewMessages.textTooLong;
  if (!isReviewDate(review.date)) errors.date = reviewMessages.date;
  else if (today !== undefined && review.date > today) errors.date = reviewMessages.future;
  if (!isLocale(review.language)) errors.language = reviewMessages.language;
  const translations: unknown = review.translations;
  if (translations !== undefined) {
    if (typeof translations !== 'object' || translations === null) {
      errors.translations = reviewMessages.translationLanguage(String(translations));
    } else {
      for (const [locale, translation] of Object.entries(translations)) {
        const text: unknown = (translation as { text?: unknown } | null)?.text;
        if (!isLocale(locale)) errors.translations = reviewMessages.translationLanguage(locale);
        else if (typeof text !== 'string') errors.translations = reviewMessages.translationLanguage(locale);
        else if (isBlank(text)) continue;
        else if (locale === review.language) errors.translations = reviewMessages.ownLanguage(locale);
        else if (!fits(text, LIMITS.text)) errors.translations = reviewMessages.translationTooLong(locale);
      }
    }
  }
  return errors;
}

/** Newest first; on the same date, the larger id first (a stable order). */
export function newestReviewsFirst(a: Review, b: Review): number {
  return b.date.localeCompare(a.date) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/**
 * A review's text for a visitor reading `locale`: its translation into that language when there is one, else the
 * original. `language` is the language of the text returned (for its `lang` attribute); `translated` says it is
 * the operator's translation, not the guest's words.
 */
export function reviewText(
  review: Pick<Review, 'text' | 'language' | 'translations'>,
  locale: Locale,
): { text: string; language: Locale; translated: boolean } {
  const translation = locale === review.language ? undefined : review.translations?.[locale]?.text;
  if (translation !== undefined && !isBlank(translation)) {
    return { text: translation, language: locale, translated: true };
  }
  return { text: review.text, language: review.language, translated: false };
}

/** How many reviews and their average rating (to one decimal), or null when there are none: no made-up rating. */
export function aggregateRating(
  reviews: readonly Pick<Review, 'rating'>[],
): { count: number; average: number; best: number; worst: number } | null {
  if (reviews.length === 0) return null;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return {
    count: reviews.length,
    average: Math.round((sum / reviews.length) * 10) / 10,
    best: LIMITS.rating,
    worst: 1,
  };
}
