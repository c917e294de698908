import { TRANSLATED_LOCALES, type TranslatedLocale } from './locales';

/** What the operator wrote in other languages; a missing or empty text is shown in English. */
export type Translations<Text> = Partial<Record<TranslatedLocale, Partial<Text>>>;

/**
 * Translations as both backends store them: the languages with some text, each with only its non-empty texts;
 * none at all is undefined (not stored), so an emptied field falls back to English the same way everywhere.
 */
function kept<Text>(
  translations: Translations<Text> | undefined,
  keep: (text: Partial<Text>) => Partial<Text>,
): Translations<Text> | undefined {
  const result: Translations<Text> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const text = translations?.[locale];
    const value = text ? keep(text) : undefined;
    if (value && Object.keys(value).length > 0) result[locale] = value;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

const filled = (value: string | undefined) => (value && value.trim() !== '' ? value : undefined);
const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;

/** A yacht's included services in other languages, as stored. */
export const yachtTranslations = (translations: Translations<{ complementary: string }> | undefined) =>
  kept(translations, (text) => defined({ complementary: filled(text.complementary) }));

/** An offer's texts in other languages, as stored. */
export const offerTranslations = (
  translations: Translations<{ name: string; description: string; features: string[] }> | undefined,
) =>
  kept(translations, (text) =>
    defined({
      name: filled(text.name),
      description: filled(text.description),
      features: text.features && text.features.length > 0 ? [...text.features] : undefined,
    }),
  );

/** A service's name and description in other languages, as stored. */
export const serviceTranslations = (
  translations: Translations<{ name: string; description: string }> | undefined,
) =>
  kept(translations, (text) => defined({ name: filled(text.name), description: filled(text.description) }));

/** An add-on's name in other languages, as stored. */
export const addOnTranslations = (translations: Translations<{ name: string }> | undefined) =>
  kept(translations, (text) => defined({ name: filled(text.name) }));
