import type { Photo } from '../../../domain/photo';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../../domain/locales';
import { type OfferInput } from '../../../domain/offer';
import { fits, LIMITS, nameMessages } from '../../../domain/limits';
import { found, keptTranslations, nameError, trimmed } from '../forms/draft-texts';
import { parseFeatures } from '../../../domain/parse-features';

/** What the offer form holds; times as `datetime-local` values (local time, `YYYY-MM-DDTHH:MM`). */
export interface OfferDraft {
  name: string;
  description: string;
  features: string;
  start: string;
  end: string;
  image: Photo | undefined;
  /** Its texts in Arabic and Russian, as typed; empty ones show the English to those visitors. */
  translations: Record<TranslatedLocale, OfferTextDraft>;
}

export interface OfferTextDraft {
  name: string;
  description: string;
  features: string;
}

const emptyText: OfferTextDraft = { name: '', description: '', features: '' };

export const emptyOfferDraft: OfferDraft = {
  name: '',
  description: '',
  features: '',
  start: '',
  end: '',
  image: undefined,
  translations: { ar: emptyText, ru: emptyText },
};

export const offerMessages = {
  nameMissing: 'Enter the offer’s name.',
  nameTooLong: nameMessages['too-long'],
  nameControl: nameMessages['control-characters'],
  descriptionTooLong: `The description can be at most ${LIMITS.text} characters.`,
  tooManyFeatures: `At most ${LIMITS.features} features, separated by commas.`,
  featureTooLong: `Each feature can be at most ${LIMITS.feature} characters.`,
  endBeforeStart: 'The end must be after the start.',
} as const;

type OfferField = 'name' | 'description' | 'features';

/** A field's error; a translation's as `ar.name`, `ru.features`… */
export type OfferErrors = Partial<Record<OfferField | 'end' | `${TranslatedLocale}.${OfferField}`, string>>;

const localToIso = (value: string) => (value ? new Date(value).toISOString() : undefined);

/** The problems of the features as typed (a list separated by commas). */
function featuresError(typed: string): string | undefined {
  const features = parseFeatures(typed);
  if (features.length > LIMITS.features) return offerMessages.tooManyFeatures;
  return features.some((feature) => !fits(feature, LIMITS.feature))
    ? offerMessages.featureTooLong
    : undefined;
}

const descriptionError = (description: string) =>
  fits(description.trim(), LIMITS.text) ? undefined : offerMessages.descriptionTooLong;

export function checkOfferDraft(draft: OfferDraft): OfferErrors {
  const errors: OfferErrors = {
    name: nameError(draft.name, offerMessages),
    description: descriptionError(draft.description),
    features: featuresError(draft.features),
  };
  for (const locale of TRANSLATED_LOCALES) {
    const text = draft.translations[locale];
    errors[`${locale}.name`] = nameError(text.name, offerMessages, true);
    errors[`${locale}.description`] = descriptionError(text.description);
    errors[`${locale}.features`] = featuresError(text.features);
  }
  if (draft.start && draft.end && new Date(draft.end).getTime() <= new Date(draft.start).getTime()) {
    errors.end = offerMessages.endBeforeStart;
  }
  return found(errors);
}

/** The document to save: features as a trimmed list without empty items; missing times left out. */
export function offerDraftToInput(draft: OfferDraft): OfferInput {
  const input: OfferInput = {
    name: draft.name.trim(),
    description: draft.description.trim(),
    features: parseFeatures(draft.features),
  };
  if (draft.image) input.image = draft.image;
  const translations = keptTranslations(draft.translations, (text) => {
    const features = parseFeatures(text.features);
    return {
      name: trimmed(text.name),
      description: trimmed(text.description),
      features: features.length > 0 ? features : undefined,
    };
  });
  if (translations) input.translations = translations;
  const startTime = localToIso(draft.start);
  const endTime = localToIso(draft.end);
  if (startTime) input.startTime = startTime;
  if (endTime) input.endTime = endTime;
  return input;
}
