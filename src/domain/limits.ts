/**
 * The limits the security rules enforce (firestore.rules, storage.rules), in one place: the forms check them so a
 * person gets a clear message, both backends check them so they behave the same, and the rules tests take their
 * boundaries from here, so the three cannot drift apart.
 */
export const LIMITS = {
  /** Characters of a name (yacht, offer, service, person). */
  name: 120,
  /** Characters of a longer text (included services, description, message, a review, an FAQ answer). */
  text: 2000,
  /** Characters of an image path or URL. */
  path: 1000,
  images: 12,
  /** Characters of a photo's `srcset` (its variants' addresses and widths). */
  srcset: 4000,
  /** Characters of a photo's placeholder (a few-pixel data: URL, or a colour). */
  placeholder: 1500,
  /** Characters of a photo's alt text or caption. */
  alt: 200,
  /** Pixels of a photo's longer side. */
  photoSide: 10_000,
  features: 20,
  /** Characters of one offer feature. */
  feature: 200,
  /** AED per hour. */
  price: 1_000_000,
  feet: 1000,
  capacity: 1000,
  /** Highest sort position (positions are whole numbers from 0). */
  position: 1_000_000,
  /** Characters of one campaign value (utm_source, gclid...). */
  campaign: 200,
  /** Lines of a stored quote (the charter and its add-ons). */
  quoteLines: 20,
  /** Characters of an id (yacht, add-on). */
  id: 128,
  /** Characters of a block's reason. */
  reason: 200,
  /** Days a block may last. */
  blockDays: 62,
  /** Any amount of money in fils (a quote's total can exceed one price). */
  amountFils: 1_000_000_000_000,
  /** Characters of an FAQ question (one line). */
  question: 300,
  /** The highest rating a review may give (the lowest is 1; whole stars only). */
  rating: 5,
  /** An uploaded image must be smaller than this many bytes (5 MiB). */
  imageBytes: 5 * 1024 * 1024,
} as const;

/** C0 and C1 control characters (tab, line breaks, NUL...): never part of a name. */
const CONTROL = /\p{Cc}/u;
/** Only separators (any Unicode space: no-break, em, ideographic...). */
const BLANK = /^\p{Z}*$/u;

/** Characters as the rules count them (code points: an emoji is one, as in `string.size()`). */
export const characterCount = (text: string) => [...text].length;

/** Whether a text fits `max` characters as the rules count them. */
export const fits = (text: string, max: number) => characterCount(text) <= max;

export type NameProblem = 'missing' | 'too-long' | 'control-characters';

/** What is wrong with a name, as the rules see it, or null: it must have a visible character, no control characters. */
export function nameProblem(name: string): NameProblem | null {
  if (CONTROL.test(name)) return 'control-characters';
  if (BLANK.test(name)) return 'missing';
  if (!fits(name, LIMITS.name)) return 'too-long';
  return null;
}

/** Messages for a name's problems; `missing` is said by the caller, who knows what the name is of. */
export const nameMessages = {
  'too-long': `The name can be at most ${LIMITS.name} characters.`,
  'control-characters': 'The name contains characters that cannot be shown (such as tabs or line breaks).',
} as const;

/** Whether a number of bytes is small enough to upload. */
export const isUploadableSize = (bytes: number) => bytes < LIMITS.imageBytes;
