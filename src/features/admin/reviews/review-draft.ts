import { fits, LIMITS } from '../../../domain/limits';
import { LOCALES, type Locale } from '../../../domain/locales';
import {
  reviewMessages,
  validateReview,
  type Occasion,
  type Review,
  type ReviewInput,
} from '../../../domain/review';

/** What the review form holds, as typed: the rating as text ('' until chosen), a text per other language. */
export interface ReviewDraft {
  name: string;
  occasion: Occasion | '';
  rating: string;
  text: string;
  date: string;
  language: Locale;
  /** The text in each language; only the languages other than `language` are shown and saved. */
  translations: Record<Locale, string>;
}

/** A new review: written today (Dubai date) in English, nothing else chosen. */
export const emptyReviewDraft = (today: string): ReviewDraft => ({
  name: '',
  occasion: '',
  rating: '',
  text: '',
  date: today,
  language: 'en',
  translations: { en: '', ar: '', ru: '' },
});

export const draftFromReview = (review: Review): ReviewDraft => ({
  name: review.name,
  occasion: review.occasion,
  rating: String(review.rating),
  text: review.text,
  date: review.date,
  language: review.language,
  translations: Object.fromEntries(
    LOCALES.map((locale) => [locale, review.translations?.[locale]?.text ?? '']),
  ) as Record<Locale, string>,
});

/** The languages a review written in `language` may be translated into. */
export const translationLocales = (language: Locale) => LOCALES.filter((locale) => locale !== language);

/** The review to save: trimmed name and texts; only the other languages' non-empty translations. */
export function reviewDraftToInput(draft: ReviewDraft): ReviewInput {
  const translations: NonNullable<ReviewInput['translations']> = {};
  for (const locale of translationLocales(draft.language)) {
    const text = draft.translations[locale].trim();
    if (text) translations[locale] = { text };
  }
  return {
    name: draft.name.trim(),
    occasion: draft.occasion as Occasion,
    rating: draft.rating === '' ? Number.NaN : Number(draft.rating),
    text: draft.text.trim(),
    date: draft.date,
    language: draft.language,
    ...(Object.keys(translations).length > 0 ? { translations } : {}),
  };
}

type ReviewField = Exclude<keyof ReviewInput, 'translations'>;
/** A field's message; a translation's as `ar.text`. */
export type ReviewErrors = Partial<Record<ReviewField | `${Locale}.text`, string>>;

/**
 * The domain's check (validateReview) with `today`, the operator's Dubai date: a review cannot be dated later. A
 * translation's problem is said by its own field.
 */
export function checkReviewDraft(draft: ReviewDraft, today: string): ReviewErrors {
  const input = reviewDraftToInput(draft);
  const { name, occasion, rating, text, date, language } = validateReview(input, today);
  const found: ReviewErrors = { name, occasion, rating, text, date, language };
  for (const locale of translationLocales(draft.language)) {
    const text = input.translations?.[locale]?.text;
    if (text !== undefined && !fits(text, LIMITS.text)) {
      found[`${locale}.text`] = reviewMessages.translationTooLong(locale);
    }
  }
  return found;
}
