import type { Photo } from '../../domain/photo';
import { checkOfferInput, checkYachtInput, checkServiceInput } from '../validation';
import { offerTranslations, yachtTranslations, serviceTranslations } from '../../domain/translations';
import type { YachtInput } from '../../domain/yacht';
import type { ServiceInput } from '../../domain/service';
import type { OfferInput } from '../../domain/offer';

/**
 * What is written to Firestore: only the allowed keys, no `undefined` (Firestore rejects it), times as Dates (stored
 * as Timestamps). Each input is checked first against the limits `firestore.rules` enforces (../validation.ts).
 */
/** A photo as the rules accept it: its six fields, nothing else. */
const photoData = ({ src, srcset, width, height, placeholder, alt }: Photo) => ({
  src,
  srcset,
  width,
  height,
  placeholder,
  alt,
});

export function yachtData(input: YachtInput): Record<string, unknown> {
  checkYachtInput(input);
  const data: Record<string, unknown> = {
    name: input.name,
    price: input.price,
    feet: input.feet,
    capacity: input.capacity,
    complementary: input.complementary,
    images: input.images.map(photoData),
    isVIP: input.isVIP === true,
  };
  if (input.position !== undefined && input.position !== null) data.position = input.position;
  const translations = yachtTranslations(input.translations);
  if (translations) data.translations = translations;
  // Where its clients board; none named: the site's berth (booking settings).
  if (input.berth && input.berth.name.trim() !== '') {
    const { name, mapUrl, notes } = input.berth;
    data.berth = { name: name.trim(), mapUrl, notes };
  }
  if (input.pricing) {
    const { weekendHourlyFils, weekdayMinHours, weekendMinHours, maxHours } = input.pricing;
    data.pricing = { weekendHourlyFils, weekdayMinHours, weekendMinHours, maxHours };
  }
  return data;
}

export function offerData(input: OfferInput): Record<string, unknown> {
  checkOfferInput(input);
  const data: Record<string, unknown> = {
    name: input.name,
    description: input.description,
    features: [...input.features],
  };
  if (input.image) data.image = photoData(input.image);
  const translations = offerTranslations(input.translations);
  if (translations) data.translations = translations;
  if (input.startTime) data.startTime = new Date(input.startTime);
  if (input.endTime) data.endTime = new Date(input.endTime);
  return data;
}

/** A service: an empty description or image is left out (none), as the console-made documents have it. */
export function serviceData(input: ServiceInput): Record<string, unknown> {
  checkServiceInput(input);
  const data: Record<string, unknown> = { name: input.name };
  if (input.description) data.description = input.description;
  if (input.image) data.image = photoData(input.image);
  const translations = serviceTranslations(input.translations);
  if (translations) data.translations = translations;
  return data;
}
