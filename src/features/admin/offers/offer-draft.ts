import type { Photo } from '../../../domain/photo';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../../domain/locales';
import { type OfferInput } from '../../../domain/offer';
import { fits, LIMITS, nameMessages, nameProblem } from '../../../domain/limits';
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

export function checkOfferDraft(draft: OfferDraft): OfferErrors {
  const errors: OfferErrors = {};
  const problem = nameProblem(draft.name.trim());
  if (problem === 'missing') errors.name = offerMessages.nameMissing;
  else if (problem === 'too-long') errors.name = offerMessages.nameTooLong;
  else if (problem) errors.name = offerMessages.nameControl;
  if (!fits(draft.description.trim(), LIMITS.text)) errors.description = offerMessages.descriptionTooLong;
  const features = parseFeatures(draft.features);
  if (features.length > LIMITS.features) errors.features = offerMessages.tooManyFeatures;
  else if (features.some((feature) => !fits(feature, LIMITS.feature))) {
    errors.features = offerMessages.featureTooLong;
  }
  for (const locale of TRANSLATED_LOCALES) {
    const text = draft.translations[locale];
    const name = text.name.trim();
    const nameIssue = name === '' ? null : nameProblem(name);
    if (nameIssue === 'too-long') errors[`${locale}.name`] = offerMessages.nameTooLong;
    else if (nameIssue) errors[`${locale}.name`] = offerMessages.nameControl;
    if (!fits(text.description.trim(), LIMITS.text))
      errors[`${locale}.description`] = offerMessages.descriptionTooLong;
    const translated = parseFeatures(text.features);
    if (translated.length > LIMITS.features) errors[`${locale}.features`] = offerMessages.tooManyFeatures;
    else if (translated.some((feature) => !fits(feature, LIMITS.feature)))
      errors[`${locale}.features`] = offerMessages.featureTooLong;
  }
  if (draft.start && draft.end && new Date(draft.end).getTime() <= new Date(draft.start).getTime()) {
    errors.end = offerMessages.endBeforeStart;
  }
  return errors;
}

/** The document to save: features as a trimmed list without empty items; missing times left out. */
export function offerDraftToInput(draft: OfferDraft): OfferInput {
  const input: OfferInput = {
    name: draft.name.trim(),
    description: draft.description.trim(),
    features: parseFeatures(draft.features),
  };
  if (draft.image) input.image = draft.image;
  const translations: NonNullable<OfferInput['translations']> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const text = draft.translations[locale];
    const features = parseFeatures(text.features);
    const kept = {
      ...(text.name.trim() ? { name: text.name.trim() } : {}),
      ...(text.description.trim() ? { description: text.description.trim() } : {}),
      ...(features.length > 0 ? { features } : {}),
    };
    if (Object.keys(kept).length > 0) translations[locale] = kept;
  }
  if (Object.keys(translations).length > 0) input.translations = translations;
  const startTime = localToIso(draft.start);
  const endTime = localToIso(draft.end);
  if (startTime) input.startTime = startTime;
  if (endTime) input.endTime = endTime;
  return input;
}
