import type { Product, ProductInput } from '../../../backend/types';

/** What the product form holds: numbers as typed, so nothing typed is lost or reformatted. */
export interface ProductDraft {
  name: string;
  price: string;
  feet: string;
  capacity: string;
  complementary: string;
  isVIP: boolean;
  position: string;
  images: string[];
}

export type DraftField = 'name' | 'price' | 'feet' | 'capacity' | 'position';
export type DraftErrors = Partial<Record<DraftField, string>>;

export const MAX_NAME_LENGTH = 120;

export const fieldMessages = {
  nameMissing: 'Enter the yacht’s name.',
  nameTooLong: `The name can be at most ${MAX_NAME_LENGTH} characters.`,
  price: 'Enter a price greater than 0.',
  feet: 'Enter the size in feet (greater than 0).',
  capacity: 'Capacity must be a whole number of at least 1.',
  position: 'Position must be a whole number of 0 or more (or left empty).',
} as const;

export const emptyDraft: ProductDraft = {
  name: '',
  price: '',
  feet: '',
  capacity: '',
  complementary: '',
  isVIP: false,
  position: '',
  images: [],
};

export function draftFromProduct(product: Product): ProductDraft {
  return {
    name: product.name,
    price: String(product.price),
    feet: String(product.feet),
    capacity: String(product.capacity),
    complementary: product.complementary,
    isVIP: product.isVIP,
    position: product.position === undefined ? '' : String(product.position),
    images: [...product.images],
  };
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export interface DraftCheck {
  errors: DraftErrors;
  /** Name, price or an image is missing. */
  missingRequired: boolean;
  valid: boolean;
}

export function checkDraft(draft: ProductDraft): DraftCheck {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = fieldMessages.nameMissing;
  else if (name.length > MAX_NAME_LENGTH) errors.name = fieldMessages.nameTooLong;
  if (!(numberOf(draft.price) > 0)) errors.price = fieldMessages.price;
  if (!(numberOf(draft.feet) > 0)) errors.feet = fieldMessages.feet;
  const capacity = numberOf(draft.capacity);
  if (!Number.isInteger(capacity) || capacity < 1) errors.capacity = fieldMessages.capacity;
  if (draft.position.trim() !== '') {
    const position = numberOf(draft.position);
    if (!Number.isInteger(position) || position < 0) errors.position = fieldMessages.position;
  }
  const missingRequired = !name || draft.price.trim() === '' || draft.images.length === 0;
  return { errors, missingRequired, valid: !missingRequired && Object.keys(errors).length === 0 };
}

/**
 * The document to save. Fields of `base` the form does not know are kept; an empty position is left out (it then
 * sorts as 999) rather than stored as undefined.
 */
export function draftToInput(draft: ProductDraft, base?: Product): ProductInput {
  const kept: Partial<Product> = { ...base };
  delete kept.id;
  delete kept.position;
  const input: ProductInput = {
    ...kept,
    name: draft.name.trim(),
    price: Number(draft.price),
    feet: Number(draft.feet),
    capacity: Number(draft.capacity),
    complementary: draft.complementary.trim(),
    isVIP: draft.isVIP,
    images: [...draft.images],
  };
  if (draft.position.trim() !== '') input.position = Number(draft.position);
  return input;
}
