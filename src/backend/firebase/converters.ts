import { type Yacht } from '../../domain/yacht';
import { type Translations } from '../../domain/translations';
import { TRANSLATED_LOCALES } from '../../domain/locales';
import { type Service } from '../../domain/service';
import { type Offer } from '../../domain/offer';
import { toBerth, toYachtPriceFields } from './product-fields';
import { berthError } from '../../domain/charter/berth';
import { asData, isoDate, numberFrom, strings, text } from './fields';
import type { PublicUrl } from './storage-urls';
import { readPhoto, type Photo } from '../../domain/photo';

/**
 * Documents as read from Firestore become domain objects here. Every field is checked: a missing or malformed one
 * gets a safe default (position left out so it sorts as 999, empty text and lists), numeric strings count as
 * numbers, unknown fields are ignored, and nothing ever throws. A yacht without images has an empty list (the pages
 * show the placeholder for it), so saving an old document never writes a made-up image back.
 * Firebase-free on purpose: Timestamps are recognised by shape.
 */

/** Prices, lengths and capacities: not negative; malformed counts as 0. */
function amount(value: unknown): number {
  const number = numberFrom(value);
  return number !== undefined && number >= 0 ? number : 0;
}

/** A stored text of another language: its strings and lists of strings; anything else is left out. */
interface StoredText {
  name?: string;
  description?: string;
  complementary?: string;
  features?: string[];
}

function storedText(raw: unknown): StoredText {
  const data = asData(raw);
  const result: StoredText = {};
  for (const key of ['name', 'description', 'complementary'] as const) {
    if (typeof data[key] === 'string' && data[key].trim() !== '') result[key] = data[key];
  }
  const features = strings(data.features);
  if (features.length > 0) result.features = features;
  return result;
}

/** `{ translations }` with the Arabic and Russian texts stored, or nothing when there are none. */
function translationsFrom<Text extends object>(
  raw: unknown,
  pick: (text: StoredText) => Partial<Record<keyof Text, unknown>>,
): { translations?: Translations<Text> } {
  if (typeof raw !== 'object' || raw === null) return {};
  const translations: Translations<Text> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const picked = Object.fromEntries(
      Object.entries(pick(storedText((raw as Record<string, unknown>)[locale]))).filter(
        ([, value]) => value !== undefined,
      ),
    ) as Partial<Text>;
    if (Object.keys(picked).length > 0) translations[locale] = picked;
  }
  return Object.keys(translations).length > 0 ? { translations } : {};
}

/** The photos of a stored list: photos as they are, older entries (addresses, storage paths) read into photos. */
function photosFrom(raw: unknown, publicUrl: PublicUrl): Photo[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => readPhoto(entry, publicUrl) ?? []);
}

export function toYacht(id: string, raw: unknown, publicUrl: PublicUrl): Yacht {
  const data = asData(raw);
  const position = numberFrom(data.position);
  const pricing = toYachtPriceFields(data.pricing);
  const berth = data.berth === undefined ? undefined : toBerth(data.berth);
  return {
    id,
    name: text(data.name),
    price: amount(data.price),
    feet: amount(data.feet),
    capacity: amount(data.capacity),
    complementary: text(data.complementary),
    images: photosFrom(data.images, publicUrl),
    isVIP: data.isVIP === true || data.isVIP === 'true',
    ...translationsFrom<{ complementary: string }>(data.translations, (text) => ({
      complementary: text.complementary,
    })),
    ...(position === undefined ? {} : { position }),
    ...(pricing ? { pricing } : {}),
    ...(berth && berth.name !== '' && !berthError(berth) ? { berth } : {}),
  };
}

export function toOffer(id: string, raw: unknown, publicUrl: PublicUrl): Offer {
  const data = asData(raw);
  const image = readPhoto(data.image, publicUrl);
  const startTime = isoDate(data.startTime);
  const endTime = isoDate(data.endTime);
  return {
    id,
    name: text(data.name),
    description: text(data.description),
    ...(image ? { image } : {}),
    features: strings(data.features),
    ...translationsFrom<{ name: string; description: string; features: string[] }>(
      data.translations,
      (text) => ({
        name: text.name,
        description: text.description,
        features: text.features,
      }),
    ),
    ...(startTime ? { startTime } : {}),
    ...(endTime ? { endTime } : {}),
  };
}

export function toService(id: string, raw: unknown, publicUrl: PublicUrl): Service {
  const data = asData(raw);
  const description = text(data.description);
  const image = readPhoto(data.image, publicUrl);
  return {
    id,
    name: text(data.name),
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    ...translationsFrom<{ name: string; description: string }>(data.translations, (text) => ({
      name: text.name,
      description: text.description,
    })),
  };
}

/** The public catalogue's converters, a stored file's address made with `publicUrl`. */
export const catalogueConverters = (publicUrl: PublicUrl) => ({
  yacht: (id: string, raw: unknown) => toYacht(id, raw, publicUrl),
  offer: (id: string, raw: unknown) => toOffer(id, raw, publicUrl),
  service: (id: string, raw: unknown) => toService(id, raw, publicUrl),
});
