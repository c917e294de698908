import { checkOfferInput, checkProductInput } from '../validation';
import { offerTranslations, productTranslations } from '../translations';
import type { OfferInput, ProductInput } from '../types';

/**
 * What is written to Firestore: only the allowed keys, no `undefined` (Firestore rejects it), times as Dates (stored
 * as Timestamps). Each input is checked first against the limits `firestore.rules` enforces (../validation.ts).
 */
export function productData(input: ProductInput): Record<string, unknown> {
  checkProductInput(input);
  const data: Record<string, unknown> = {
    name: input.name,
    price: input.price,
    feet: input.feet,
    capacity: input.capacity,
    complementary: input.complementary,
    images: [...input.images],
    isVIP: input.isVIP === true,
  };
  if (input.position !== undefined && input.position !== null) data.position = input.position;
  const translations = productTranslations(input.translations);
  if (translations) data.translations = translations;
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
    image: input.image,
    features: [...input.features],
  };
  const translations = offerTranslations(input.translations);
  if (translations) data.translations = translations;
  if (input.startTime) data.startTime = new Date(input.startTime);
  if (input.endTime) data.endTime = new Date(input.endTime);
  return data;
}
