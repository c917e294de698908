import { LIMITS, fits, nameMessages, nameProblem } from '../domain/limits';
import { berthError } from '../domain/charter/berth';
import { type Photo } from '../domain/photo';
import { photoProblem } from '../domain/photo-checks';
import { aedToFils } from '../domain/booking/money';
import { validateYachtPricing } from '../domain/booking/settings';
import { LOCALE_INFO, TRANSLATED_LOCALES } from '../domain/locales';
import { BackendError } from './types';
import { type YachtInput } from '../domain/yacht';
import { type ServiceInput } from '../domain/service';
import { type OfferInput } from '../domain/offer';

/**
 * What both backends accept, with a message that says what is wrong (`invalid-argument`): the same limits the
 * security rules enforce, checked first so a bad value never ends as a bare "permission denied", and so the demo
 * backend refuses what Firebase would.
 */
function invalid(message: string): never {
  throw new BackendError('invalid-argument', message);
}

function checkName(name: string) {
  const problem = nameProblem(name);
  if (problem === 'missing') invalid('A name is required.');
  if (problem) invalid(nameMessages[problem]);
}

function checkText(label: string, value: string, max: number = LIMITS.text) {
  if (typeof value !== 'string' || !fits(value, max))
    invalid(`The ${label} is longer than ${max} characters.`);
}

function checkNumber(label: string, value: number, max: number) {
  if (!Number.isFinite(value) || value < 0 || value > max) {
    invalid(`The ${label} must be a number from 0 to ${max}.`);
  }
}

function checkList(label: string, items: readonly string[], maxItems: number, maxLength: number) {
  if (items.length > maxItems) invalid(`At most ${maxItems} ${label} are allowed.`);
  if (items.some((item) => typeof item !== 'string' || !fits(item, maxLength))) {
    invalid(`Each of the ${label} must be text of at most ${maxLength} characters.`);
  }
}

function checkTime(label: string, iso: string | undefined): number | undefined {
  if (!iso) return undefined;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) invalid(`The ${label} is not a valid date.`);
  return time;
}

/** A photo, when there is one, within the rules' limits. */
function checkPhoto(photo: Photo | undefined) {
  if (photo === undefined) return;
  const problem = photoProblem(photo);
  if (problem) invalid(problem);
}

/** `Arabic (ar) and Russian (ru)`. */
const translatedLanguages = () =>
  TRANSLATED_LOCALES.map((locale) => `${LOCALE_INFO[locale].englishName} (${locale})`).join(' and ');

/** Only the languages besides English (Arabic and Russian), each an object of the entity's texts. */
function checkTranslationLocales(translations: object | undefined): void {
  if (translations === undefined) return;
  if (typeof translations !== 'object' || translations === null) invalid('The translations are not valid.');
  for (const [locale, text] of Object.entries(translations)) {
    if (!(TRANSLATED_LOCALES as readonly string[]).includes(locale))
      invalid(`Translations are for ${translatedLanguages()}, not "${locale}".`);
    if (typeof text !== 'object' || text === null) invalid('The translations are not valid.');
  }
}

export function checkYachtInput(input: YachtInput) {
  checkName(input.name);
  checkNumber('price', input.price, LIMITS.price);
  checkNumber('size in feet', input.feet, LIMITS.feet);
  checkNumber('capacity', input.capacity, LIMITS.capacity);
  checkText('included services text', input.complementary);
  checkTranslationLocales(input.translations);
  for (const [locale, text] of Object.entries(input.translations ?? {})) {
    if (text.complementary !== undefined) checkText(`included services text (${locale})`, text.complementary);
  }
  if (!Array.isArray(input.images) || input.images.length > LIMITS.images) {
    invalid(`At most ${LIMITS.images} images are allowed.`);
  }
  for (const photo of input.images) checkPhoto(photo);
  if (input.berth) {
    const problem = berthError(input.berth);
    if (problem) invalid(problem);
  }
  if (input.position !== undefined && input.position !== null) {
    if (!Number.isInteger(input.position) || input.position < 0 || input.position > LIMITS.position) {
      invalid(`The position must be a whole number from 0 to ${LIMITS.position}.`);
    }
  }
  if (input.pricing) {
    const errors = validateYachtPricing({
      yachtId: 'product',
      hourlyFils: aedToFils(input.price),
      ...input.pricing,
    });
    // The weekday rate is the product's price, checked above (a price of 0 is allowed for the catalogue).
    delete errors.hourlyFils;
    const messages = Object.values(errors).filter(Boolean);
    if (messages.length > 0) invalid(messages.join(' '));
  }
}

export function checkOfferInput(input: OfferInput) {
  checkName(input.name);
  checkText('description', input.description);
  checkPhoto(input.image);
  checkList('features', input.features, LIMITS.features, LIMITS.feature);
  checkTranslationLocales(input.translations);
  for (const [locale, text] of Object.entries(input.translations ?? {})) {
    if (text.name !== undefined) checkText(`name (${locale})`, text.name, LIMITS.name);
    if (text.description !== undefined) checkText(`description (${locale})`, text.description);
    if (text.features !== undefined)
      checkList(`features (${locale})`, text.features, LIMITS.features, LIMITS.feature);
  }
  const start = checkTime('start time', input.startTime);
  const end = checkTime('end time', input.endTime);
  if (start !== undefined && end !== undefined && end <= start) invalid('The end must be after the start.');
}

export function checkServiceInput(input: ServiceInput) {
  checkName(input.name);
  if (input.description !== undefined) checkText('description', input.description);
  checkPhoto(input.image);
  checkTranslationLocales(input.translations);
  for (const [locale, text] of Object.entries(input.translations ?? {})) {
    if (text.name !== undefined && text.name.trim() !== '') checkName(text.name);
    if (text.description !== undefined) checkText(`description (${locale})`, text.description);
  }
}
