import { BackendError, type CallbackRequestInput, type OfferInput, type ProductInput } from '../types';

/**
 * What is written to Firestore: only the allowed keys, no `undefined` (Firestore rejects it), times as Dates (stored
 * as Timestamps). The limits are the ones `firestore.rules` enforces; checking them here first turns a bare
 * "permission denied" from the rules into a message that says what is wrong.
 */
export const LIMITS = {
  name: 120,
  text: 2000,
  path: 1000,
  images: 12,
  features: 20,
  feature: 200,
  price: 1_000_000,
  feet: 1000,
  capacity: 1000,
} as const;

function invalid(message: string): never {
  throw new BackendError('invalid-argument', message);
}

function checkName(name: string) {
  if (name.trim().length === 0) invalid('A name is required.');
  if (name.length > LIMITS.name) invalid(`The name is longer than ${LIMITS.name} characters.`);
}

function checkText(label: string, value: string, max: number = LIMITS.text) {
  if (value.length > max) invalid(`The ${label} is longer than ${max} characters.`);
}

function checkNumber(label: string, value: number, max: number) {
  if (!Number.isFinite(value) || value < 0 || value > max)
    invalid(`The ${label} must be a number from 0 to ${max}.`);
}

function checkList(label: string, items: readonly string[], maxItems: number, maxLength: number) {
  if (items.length > maxItems) invalid(`At most ${maxItems} ${label} are allowed.`);
  if (items.some((item) => typeof item !== 'string' || item.length > maxLength)) {
    invalid(`Each of the ${label} must be text of at most ${maxLength} characters.`);
  }
}

function date(label: string, iso: string): Date {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) invalid(`The ${label} is not a valid date.`);
  return value;
}

export function productData(input: ProductInput): Record<string, unknown> {
  checkName(input.name);
  checkNumber('price', input.price, LIMITS.price);
  checkNumber('size in feet', input.feet, LIMITS.feet);
  checkNumber('capacity', input.capacity, LIMITS.capacity);
  checkText('included services text', input.complementary);
  checkList('images', input.images, LIMITS.images, LIMITS.path);
  const data: Record<string, unknown> = {
    name: input.name,
    price: input.price,
    feet: input.feet,
    capacity: input.capacity,
    complementary: input.complementary,
    images: [...input.images],
    isVIP: input.isVIP === true,
  };
  if (input.position !== undefined && input.position !== null) {
    if (!Number.isFinite(input.position)) invalid('The position must be a number.');
    data.position = input.position;
  }
  return data;
}

export function offerData(input: OfferInput): Record<string, unknown> {
  checkName(input.name);
  checkText('description', input.description);
  checkText('image path', input.image, LIMITS.path);
  checkList('features', input.features, LIMITS.features, LIMITS.feature);
  const data: Record<string, unknown> = {
    name: input.name,
    description: input.description,
    image: input.image,
    features: [...input.features],
  };
  if (input.startTime) data.startTime = date('start time', input.startTime);
  if (input.endTime) data.endTime = date('end time', input.endTime);
  return data;
}

const E164 = /^\+[1-9][0-9]{6,14}$/;
const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** A call-back request as the rules accept it; `createdAt` is added by the caller as the server's time. */
export function callbackRequestData(input: CallbackRequestInput): Record<string, unknown> {
  checkName(input.name);
  if (!E164.test(input.phone)) invalid('The phone number must be in international form, like +971501234567.');
  if (input.preferredTime !== '' && !HH_MM.test(input.preferredTime))
    invalid('The preferred time must be HH:MM.');
  checkText('message', input.message, LIMITS.text);
  return {
    name: input.name,
    phone: input.phone,
    preferredTime: input.preferredTime,
    message: input.message,
    status: 'new',
  };
}
