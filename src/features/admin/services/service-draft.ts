import type { Photo } from '../../../domain/photo';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../../domain/locales';
import { type Service, type ServiceInput } from '../../../domain/service';
import { fits, LIMITS, nameMessages } from '../../../domain/limits';
import { found, keptTranslations, nameError, trimmed } from '../forms/draft-texts';

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
  const name = draft.name.trim();
  const taken = otherNames.some((other) => other.trim().toLowerCase() === name.toLowerCase());
  const descriptionError = (description: string) =>
    fits(description.trim(), LIMITS.text) ? undefined : serviceMessages.descriptionTooLong;
  const errors: ServiceErrors = {
    name: nameError(name, serviceMessages) ?? (taken ? serviceMessages.nameTaken(name) : undefined),
    description: descriptionError(draft.description),
  };
  for (const locale of TRANSLATED_LOCALES) {
    const text = draft.translations[locale];
    errors[`${locale}.name`] = nameError(text.name, serviceMessages, true);
    errors[`${locale}.description`] = descriptionError(text.description);
  }
  return found(errors);
}

/** The service to save: trimmed texts; an empty description, image or translation is left out. */
export function serviceDraftToInput(draft: ServiceDraft): ServiceInput {
  const input: ServiceInput = { name: draft.name.trim() };
  const description = draft.description.trim();
  if (description) input.description = description;
  if (draft.image) input.image = draft.image;
  const translations = keptTranslations(draft.translations, (text) => ({
    name: trimmed(text.name),
    description: trimmed(text.description),
  }));
  if (translations) input.translations = translations;
  return input;
}
