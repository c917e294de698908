import { berthError, type Berth } from '../../../domain/charter/berth';
import type { Photo } from '../../../domain/photo';
import type { Yacht, YachtInput, YachtPriceFields } from '../../../domain/yacht';
import {
  aedToFils,
  filsToAed,
  pricingFor,
  validateYachtPricing,
  type BookingSettings,
} from '../../../domain/booking';
import { fits, LIMITS, nameMessages } from '../../../domain/limits';
import { found, keptTranslations, nameError, trimmed } from '../forms/draft-texts';

/** What the product form holds: numbers as typed, so nothing typed is lost or reformatted. */
export interface YachtDraft {
  name: string;
  price: string;
  feet: string;
  capacity: string;
  complementary: string;
  /** The included services in Arabic and Russian; empty shows the English to those visitors. */
  complementaryAr: string;
  complementaryRu: string;
  isVIP: boolean;
  position: string;
  images: Photo[];
  /** Booking pricing (the weekday hourly price is `price`). */
  weekendPrice: string;
  weekdayMinHours: string;
  weekendMinHours: string;
  maxHours: string;
  /** Its own berth: all empty for the site's (booking settings). */
  berthName: string;
  berthMapUrl: string;
  berthNotes: string;
}

export type PricingField = 'weekendPrice' | 'weekdayMinHours' | 'weekendMinHours' | 'maxHours';
export type DraftField = 'name' | 'price' | 'feet' | 'capacity' | 'position' | PricingField;
/** A photo's description is checked as `alt.{index}` (index in `images`). */
export type PhotoAltField = `alt.${number}`;
export type DraftErrors = Partial<
  Record<
    DraftField | 'complementary' | 'complementaryAr' | 'complementaryRu' | 'berth' | PhotoAltField,
    string
  >
>;

export const MAX_NAME_LENGTH = LIMITS.name;

export const fieldMessages = {
  nameMissing: 'Enter the yacht’s name.',
  nameTooLong: nameMessages['too-long'],
  nameControl: nameMessages['control-characters'],
  price: 'Enter a price greater than 0.',
  priceTooHigh: `The price can be at most AED ${LIMITS.price.toLocaleString('en-US')} per hour.`,
  feet: 'Enter the size in feet (greater than 0).',
  feetTooHigh: `The size can be at most ${LIMITS.feet} feet.`,
  capacity: 'Capacity must be a whole number of at least 1.',
  capacityTooHigh: `Capacity can be at most ${LIMITS.capacity} guests.`,
  position: 'Position must be a whole number of 0 or more (or left empty).',
  positionTooHigh: `Position can be at most ${LIMITS.position.toLocaleString('en-US')}.`,
  complementaryTooLong: `The included services can be at most ${LIMITS.text} characters.`,
  altTooLong: `A photo’s description can be at most ${LIMITS.alt} characters.`,
  altControl: 'A photo’s description must be one line, without tabs or line breaks.',
} as const;

/** What visitors' screen readers hear for a photo without a description of its own. */
export const defaultPhotoAlt = (yachtName: string, number: number) =>
  `${yachtName.trim() || 'The yacht'} — photo ${number}`;

/** The problem of a photo's description, or undefined (empty is fine: the page says the default). */
export function altProblem(alt: string): string | undefined {
  if (/\p{Cc}/u.test(alt)) return fieldMessages.altControl;
  if (!fits(alt.trim(), LIMITS.alt)) return fieldMessages.altTooLong;
  return undefined;
}

export const emptyDraft: YachtDraft = {
  name: '',
  price: '',
  feet: '',
  capacity: '',
  complementary: '',
  complementaryAr: '',
  complementaryRu: '',
  isVIP: false,
  position: '',
  images: [],
  // A new yacht starts with the default booking rules (defaultYachtPricing); the weekend price follows `price`.
  weekendPrice: '',
  weekdayMinHours: '2',
  weekendMinHours: '3',
  maxHours: '8',
  berthName: '',
  berthMapUrl: '',
  berthNotes: '',
};

/** A product's draft; a yacht nobody has priced shows the default booking rules (pricingFor). */
export function draftFromYacht(yacht: Yacht): YachtDraft {
  const pricing = pricingFor(yacht);
  return {
    name: yacht.name,
    price: String(yacht.price),
    feet: String(yacht.feet),
    capacity: String(yacht.capacity),
    complementary: yacht.complementary,
    complementaryAr: yacht.translations?.ar?.complementary ?? '',
    complementaryRu: yacht.translations?.ru?.complementary ?? '',
    isVIP: yacht.isVIP,
    position: yacht.position === undefined ? '' : String(yacht.position),
    images: [...yacht.images],
    weekendPrice: String(filsToAed(pricing.weekendHourlyFils)),
    weekdayMinHours: String(pricing.weekdayMinHours),
    weekendMinHours: String(pricing.weekendMinHours),
    maxHours: String(pricing.maxHours),
    berthName: yacht.berth?.name ?? '',
    berthMapUrl: yacht.berth?.mapUrl ?? '',
    berthNotes: yacht.berth?.notes ?? '',
  };
}

/** The draft's berth as stored, trimmed. */
const draftBerth = (draft: YachtDraft): Berth => ({
  name: draft.berthName.trim(),
  mapUrl: draft.berthMapUrl.trim(),
  notes: draft.berthNotes.trim(),
});

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The pricing the draft holds; an empty weekend price is the weekday price. */
export function draftPricing(draft: YachtDraft): YachtPriceFields {
  const weekend = draft.weekendPrice.trim() === '' ? draft.price : draft.weekendPrice;
  return {
    weekendHourlyFils: aedToFils(numberOf(weekend)),
    weekdayMinHours: numberOf(draft.weekdayMinHours),
    weekendMinHours: numberOf(draft.weekendMinHours),
    maxHours: numberOf(draft.maxHours),
  };
}

function pricingErrors(draft: YachtDraft, settings: BookingSettings | undefined): DraftErrors {
  const pricing = draftPricing(draft);
  const hourlyFils = aedToFils(numberOf(draft.price));
  const problems = validateYachtPricing(
    { yachtId: 'draft', hourlyFils: Number.isNaN(hourlyFils) ? 1 : hourlyFils, ...pricing },
    settings,
  );
  const { weekendHourlyFils, weekdayMinHours, weekendMinHours, maxHours } = problems;
  // With no weekend price of its own, a wrong weekday price is reported on the price field only.
  const weekendPrice = draft.weekendPrice.trim() === '' ? undefined : weekendHourlyFils;
  return found({ weekendPrice, weekdayMinHours, weekendMinHours, maxHours });
}

export interface DraftCheck {
  errors: DraftErrors;
  /** Name, price or a photo is missing. */
  missingRequired: boolean;
  valid: boolean;
}

/**
 * With `settings`, the maximum hours must also fit the operating hours. `chosenPhotos`: photos chosen and not yet
 * uploaded, which Save uploads first; they count as the photo a yacht needs.
 */
export function checkDraft(draft: YachtDraft, settings?: BookingSettings, chosenPhotos = 0): DraftCheck {
  const errors: DraftErrors = pricingErrors(draft, settings);
  const nameMessage = nameError(draft.name, fieldMessages);
  if (nameMessage) errors.name = nameMessage;
  const number = (field: 'price' | 'feet' | 'capacity' | 'position', valid: (value: number) => boolean) => {
    const value = numberOf(draft[field]);
    if (!valid(value)) errors[field] = fieldMessages[field];
    else if (value > LIMITS[field]) errors[field] = fieldMessages[`${field}TooHigh`];
  };
  number('price', (price) => price > 0);
  number('feet', (feet) => feet > 0);
  number('capacity', (capacity) => Number.isInteger(capacity) && capacity >= 1);
  if (draft.position.trim() !== '')
    number('position', (position) => Number.isInteger(position) && position >= 0);
  for (const field of ['complementary', 'complementaryAr', 'complementaryRu'] as const) {
    if (!fits(draft[field].trim(), LIMITS.text)) errors[field] = fieldMessages.complementaryTooLong;
  }
  const berthProblem = berthError(draftBerth(draft));
  if (berthProblem) errors.berth = berthProblem;
  draft.images.forEach((image, index) => {
    const problem = altProblem(image.alt);
    if (problem) errors[`alt.${index}`] = problem;
  });
  const missingRequired =
    nameMessage === fieldMessages.nameMissing ||
    draft.price.trim() === '' ||
    draft.images.length + chosenPhotos === 0;
  return { errors, missingRequired, valid: !missingRequired && Object.keys(errors).length === 0 };
}

/**
 * The document to save. Fields of `base` the form does not know are kept; an empty position is left out (it then
 * sorts as 999) rather than stored as undefined.
 */
export function draftToInput(draft: YachtDraft, base?: Yacht): YachtInput {
  const kept: Partial<Yacht> = { ...base };
  delete kept.id;
  delete kept.position;
  const input: YachtInput = {
    ...kept,
    name: draft.name.trim(),
    price: Number(draft.price),
    feet: Number(draft.feet),
    capacity: Number(draft.capacity),
    complementary: draft.complementary.trim(),
    isVIP: draft.isVIP,
    images: draft.images.map((image) => ({ ...image, alt: image.alt.trim() })),
    pricing: draftPricing(draft),
  };
  if (draft.position.trim() !== '') input.position = Number(draft.position);
  // None named: the site's berth.
  const berth = draftBerth(draft);
  if (berth.name !== '') input.berth = berth;
  else delete input.berth;
  // Only the languages written in: an emptied translation is gone (its visitors see the English).
  delete input.translations;
  const translations = keptTranslations(
    { ar: { complementary: draft.complementaryAr }, ru: { complementary: draft.complementaryRu } },
    (text) => ({ complementary: trimmed(text.complementary) }),
  );
  return translations ? { ...input, translations } : input;
}
