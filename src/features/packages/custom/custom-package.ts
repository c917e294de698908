import type { PackageInfo } from '../../booking';
import { packagesStrings as t } from '../strings';

export const CUSTOM_PACKAGE_IMAGE = '/img/packages/custom.webp';

export const occasions = [
  'Birthday',
  'Party',
  'Honeymoon',
  'Anniversary',
  'Proposal',
  'Bachelor/Bachelorette',
  'Corporate event',
  'Family day out',
  'Sightseeing',
  'Fishing',
  'Other',
] as const;

/**
 * What the crew can arrange beyond the priced add-ons the booking panel offers (those are chosen there, with their
 * prices): the operator quotes these after the enquiry.
 */
export const extras = ['Decoration', 'Flowers', 'Catering', 'Live music', 'Fishing gear'] as const;

/** Room for the notes in the enquiry's message (at most 2000 characters with the other lines). */
export const NOTES_MAX = 1000;

/** What the visitor says about the trip besides the booking panel's selection. */
export interface CustomChoices {
  occasion: string;
  extras: string[];
  notes: string;
}

export const noCustomChoices: CustomChoices = { occasion: '', extras: [], notes: '' };

/**
 * The Custom Package as the booking panel books it: the chosen extras are what it includes, and the occasion, the
 * extras and the notes go to the operator with the quote (in the WhatsApp text and the stored enquiry).
 */
export function customPackageInfo(choices: CustomChoices): PackageInfo {
  const notes = choices.notes.trim().slice(0, NOTES_MAX);
  const details: string[] = [];
  if (choices.occasion) details.push(`${t.occasion}: ${choices.occasion}`);
  if (choices.extras.length > 0) details.push(`${t.extrasLine}: ${choices.extras.join(', ')}`);
  if (notes) details.push(`${t.notes}: ${notes}`);
  return { name: t.customName, items: choices.extras, details };
}
