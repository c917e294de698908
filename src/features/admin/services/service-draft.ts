import type { Photo } from '../../../domain/photo';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../../domain/locales';
import { type Service, type ServiceInput } from '../../../domain/service';
import { fits, LIMITS, nameMessages, nameProblem } from '../../../domain/limits';

/** What the service form holds: its English texts, its image and its texts in Arabic and Russian, as typed. */
export interface ServiceDraft {
  name: string;
  description: string;
  image: Photo | undefined;
  translations: Record<TranslatedLocale, ServiceTextDraft>;
}

export interface ServiceTextDraft {
  name: string;
  description: string;
}

const emptyText: ServiceTextDraft = { name: '', description: '' };

export const emptyServiceDraft: ServiceDraft = {
  name: '',
  description: '',
  image: undefined,
  translations: { ar: emptyText, ru: emptyText },
};

export function draftFromService(service: Service): ServiceDraft {
  const text = (locale: TranslatedLocale): ServiceTextDraft => ({
    name: service.translations?.[locale]?.name ?? '',
    description: service.translations?.[locale]?.description ?? '',
  });
  return {
    name: service.name,
    description: service.description ?? '',
    image: service.image,
    translations: { ar: text('ar'), ru: text('ru') },
  };
}

export const serviceMessages = {
  nameMissing: 'Enter the service’s name.',
  nameTooLong: nameMessages['too-long'],
  nameControl: nameMessages['control-characters'],
  nameTaken: (name: string) =>
    `Another service is already called “${name}”: both would have the same page. Choose another name.`,
  descriptionTooLong: `The description can be at most ${LIMITS.text} characters.`,
} as const;

type ServiceField = 'name' | 'description';

/** A field's error; a translation's as `ar.name`, `ru.description`. */
export type ServiceErrors = Partial<Record<ServiceField | `${TranslatedLocale}.${ServiceField}`, string>>;

/**
 * The draft's problems. `otherNames` are the other services' names: a service's name is its address
 * (`/services/{name}`), so two services may not share one (ignoring case and surrounding spaces).
 */
export function checkServiceDraft(draft: ServiceDraft, otherNames: readonly string[] = []): ServiceErrors {
  const errors: ServiceErrors = {};
  const name = draft.name.trim();
  const problem = nameProblem(name);
  if (problem === 'missing') errors.name = serviceMessages.nameMissing;
  else if (problem === 'too-long') errors.name = serviceMessages.nameTooLong;
  else if (problem) errors.name = serviceMessages.nameControl;
  else if (otherNames.some((other) => other.trim().toLowerCase() === name.toLowerCase())) {
    errors.name = serviceMessages.nameTaken(name);
  }
  if (!fits(draft.description.trim(), LIMITS.text)) errors.description = serviceMessages.descriptionTooLong;
  for (const locale of TRANSLATED_LOCALES) {
    const text = draft.translations[locale];
    const translated = text.name.trim();
    const issue = translated === '' ? null : nameProblem(translated);
    if (issue === 'too-long') errors[`${locale}.name`] = serviceMessages.nameTooLong;
    else if (issue) errors[`${locale}.name`] = serviceMessages.nameControl;
    if (!fits(text.description.trim(), LIMITS.text)) {
      errors[`${locale}.description`] = serviceMessages.descriptionTooLong;
    }
  }
  return errors;
}

/** The service to save: trimmed texts; an empty description, image or translation is left out. */
export function serviceDraftToInput(draft: ServiceDraft): ServiceInput {
  const input: ServiceInput = { name: draft.name.trim() };
  const description = draft.description.trim();
  if (description) input.description = description;
  if (draft.image) input.image = draft.image;
  const translations: NonNullable<ServiceInput['translations']> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const name = draft.translations[locale].name.trim();
    const translated = draft.translations[locale].description.trim();
    const kept = { ...(name ? { name } : {}), ...(translated ? { description: translated } : {}) };
    if (Object.keys(kept).length > 0) translations[locale] = kept;
  }
  if (Object.keys(translations).length > 0) input.translations = translations;
  return input;
}
