import type { Locale } from './locales';
import type { Service } from './service';
import type { Translations } from './translations';

/**
 * An operator-written text in the page's language: its translation when there is one, English otherwise (an empty
 * translation, or an empty list, counts as none).
 */
export function localized<Text extends object, Field extends keyof Text>(
  entity: Text & { translations?: Translations<Text> },
  field: Field,
  locale: Locale,
): Text[Field] {
  if (locale === 'en') return entity[field];
  const translation = entity.translations?.[locale]?.[field];
  const empty =
    translation === undefined ||
    (typeof translation === 'string' && translation.trim() === '') ||
    (Array.isArray(translation) && translation.length === 0);
  return empty ? entity[field] : (translation as Text[Field]);
}

/** A service's name and description in the page's language (each English where it has none). */
export function serviceText(service: Service, locale: Locale): { name: string; description?: string } {
  return { name: localized(service, 'name', locale), description: localized(service, 'description', locale) };
}
