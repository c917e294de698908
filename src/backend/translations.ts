import type { AddOn } from '../domain/booking/settings';
import { TRANSLATED_LOCALES, type Offer, type Product, type Service, type Translations } from './types';

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

export const productTranslations = (translations: Product['translations']) =>
  kept(translations, (text) => defined({ complementary: filled(text.complementary) }));

export const offerTranslations = (translations: Offer['translations']) =>
  kept(translations, (text) =>
    defined({
      name: filled(text.name),
      description: filled(text.description),
      features: text.features && text.features.length > 0 ? [...text.features] : undefined,
    }),
  );

export const serviceTranslations = (translations: Service['translations']) =>
  kept(translations, (text) => defined({ name: filled(text.name), description: filled(text.description) }));

export const addOnTranslations = (translations: AddOn['translations']) =>
  kept(translations, (text) => defined({ name: filled(text.name) }));

/** An add-on as both backends store it: its fields, and its translations when it has some. */
export function storedAddOn({ id, name, priceFils, unit, active, translations }: AddOn): AddOn {
  const kept = addOnTranslations(translations);
  return { id, name, priceFils, unit, active, ...(kept ? { translations: kept } : {}) };
}
