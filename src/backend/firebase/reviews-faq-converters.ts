import { type FaqEntry, type FaqText } from '../../domain/faq';
import { LIMITS } from '../../domain/limits';
import { isLocale, LOCALES, TRANSLATED_LOCALES } from '../../domain/locales';
import { isOccasion, isReviewDate, type Review, type ReviewTranslations } from '../../domain/review';
import { type Translations } from '../../domain/translations';
import { MISSING_POSITION } from '../../domain/yacht';
import { asData, numberFrom, text } from './fields';

/**
 * Reviews and FAQ entries as read from Firestore (the SDK's data or the REST API's, docs/decisions/0023): every field
 * checked, nothing thrown. A review without a rating of 1 to 5 whole stars, or without text, is left out (a rating
 * is never made up); an unknown occasion reads as `other`, an unknown language as English. An FAQ entry without
 * `published: true` is a draft; a translation without both its question and answer is left out.
 */
const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export function toReview(id: string, raw: unknown): Review | null {
  const data = asData(raw);
  const rating = numberFrom(data.rating);
  if (rating === undefined || !Number.isInteger(rating) || rating < 1 || rating > LIMITS.rating) return null;
  if (!filled(data.text)) return null;
  const language = isLocale(typeof data.language === 'string' ? data.language : '')
    ? (data.language as Review['language'])
    : 'en';
  const date = text(data.date);
  const translations: ReviewTranslations = {};
  const stored = asData(data.translations);
  for (const locale of LOCALES) {
    const translated = asData(stored[locale]).text;
    if (locale !== language && filled(translated)) translations[locale] = { text: translated };
  }
  return {
    id,
    name: text(data.name),
    occasion: isOccasion(data.occasion) ? data.occasion : 'other',
    rating,
    text: data.text,
    date: isReviewDate(date) ? date : '',
    language,
    ...(Object.keys(translations).length > 0 ? { translations } : {}),
  };
}

export function toFaqEntry(id: string, raw: unknown): FaqEntry {
  const data = asData(raw);
  const position = numberFrom(data.position);
  const translations: Translations<FaqText> = {};
  const stored = asData(data.translations);
  for (const locale of TRANSLATED_LOCALES) {
    const { question, answer } = asData(stored[locale]);
    if (filled(question) && filled(answer)) translations[locale] = { question, answer };
  }
  return {
    id,
    position:
      position !== undefined && Number.isInteger(position) && position >= 0 ? position : MISSING_POSITION,
    question: text(data.question),
    answer: text(data.answer),
    published: data.published === true,
    ...(Object.keys(translations).length > 0 ? { translations } : {}),
  };
}
