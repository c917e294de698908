import { checkCallbackRequestInput, checkOfferInput, checkProductInput } from '../validation';
import type { CallbackRequestInput, OfferInput, ProductInput } from '../types';

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
  if (input.startTime) data.startTime = new Date(input.startTime);
  if (input.endTime) data.endTime = new Date(input.endTime);
  return data;
}

/** A call-back request as the rules accept it; `createdAt` is added by the caller as the server's time. */
export function callbackRequestData(input: CallbackRequestInput): Record<string, unknown> {
  checkCallbackRequestInput(input);
  return {
    name: input.name,
    phone: input.phone,
    preferredTime: input.preferredTime,
    message: input.message,
    status: 'new',
  };
}
