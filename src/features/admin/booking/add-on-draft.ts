import {
  aedToFils,
  filsToAed,
  validateAddOn,
  type AddOn,
  type AddOnUnit,
  type FieldErrors,
} from '../../../domain/booking';
import { bookingStrings } from './strings';

/** What the add-on form holds: the price as typed, in AED. */
export interface AddOnDraft {
  name: string;
  /** Its name in Arabic and Russian; empty shows the English to those visitors. */
  nameAr: string;
  nameRu: string;
  price: string;
  unit: AddOnUnit;
  active: boolean;
}

export const newAddOnDraft: AddOnDraft = {
  name: '',
  nameAr: '',
  nameRu: '',
  price: '',
  unit: 'booking',
  active: true,
};

export const addOnDraft = (addOn: AddOn): AddOnDraft => ({
  name: addOn.name,
  nameAr: addOn.translations?.ar?.name ?? '',
  nameRu: addOn.translations?.ru?.name ?? '',
  price: String(filsToAed(addOn.priceFils)),
  unit: addOn.unit,
  active: addOn.active,
});

const priceOf = (draft: AddOnDraft) => (draft.price.trim() === '' ? Number.NaN : Number(draft.price));

/** The add-on to save, under `id`. */
export const draftAddOn = (draft: AddOnDraft, id: string): AddOn => ({
  id,
  name: draft.name.trim(),
  priceFils: aedToFils(priceOf(draft)),
  unit: draft.unit,
  active: draft.active,
  translations: { ar: { name: draft.nameAr.trim() }, ru: { name: draft.nameRu.trim() } },
});

/** The backends' own check (validateAddOn), with a price that is not a number of AED said in words. */
export function checkAddOnDraft(draft: AddOnDraft, id: string): FieldErrors<AddOn> {
  const errors = validateAddOn(draftAddOn(draft, id));
  if (!(priceOf(draft) >= 0)) errors.priceFils = bookingStrings.priceInvalid;
  return errors;
}
