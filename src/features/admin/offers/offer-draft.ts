import type { OfferInput } from '../../../backend/types';
import { parseFeatures } from '../../../domain/parse-features';

/** What the offer form holds; times as `datetime-local` values (local time, `YYYY-MM-DDTHH:MM`). */
export interface OfferDraft {
  name: string;
  description: string;
  features: string;
  start: string;
  end: string;
  image: string;
}

export const emptyOfferDraft: OfferDraft = {
  name: '',
  description: '',
  features: '',
  start: '',
  end: '',
  image: '',
};

export const offerMessages = {
  nameMissing: 'Enter the offer’s name.',
  endBeforeStart: 'The end must be after the start.',
} as const;

export type OfferErrors = Partial<Record<'name' | 'end', string>>;

const localToIso = (value: string) => (value ? new Date(value).toISOString() : undefined);

export function checkOfferDraft(draft: OfferDraft): OfferErrors {
  const errors: OfferErrors = {};
  if (!draft.name.trim()) errors.name = offerMessages.nameMissing;
  if (draft.start && draft.end && new Date(draft.end).getTime() <= new Date(draft.start).getTime()) {
    errors.end = offerMessages.endBeforeStart;
  }
  return errors;
}

/** The document to save: features as a trimmed list without empty items; missing times left out. */
export function offerDraftToInput(draft: OfferDraft): OfferInput {
  const input: OfferInput = {
    name: draft.name.trim(),
    description: draft.description.trim(),
    image: draft.image,
    features: parseFeatures(draft.features),
  };
  const startTime = localToIso(draft.start);
  const endTime = localToIso(draft.end);
  if (startTime) input.startTime = startTime;
  if (endTime) input.endTime = endTime;
  return input;
}
