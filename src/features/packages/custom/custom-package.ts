import { msg } from '@lingui/core/macro';
import { packagePhoto } from '../../../config/catalogue';
import { translated } from '../../../i18n/translated';
import type { PackageInfo } from '../../booking';
import { packagesStrings as t } from '../strings';

/** The Custom Package's picture (public/img/packages/custom*.webp). */
export const CUSTOM_PACKAGE_PHOTO = packagePhoto('packages/custom');

const choiceText = translated({
  occasions: [
    msg`Birthday`,
    msg`Party`,
    msg`Honeymoon`,
    msg`Anniversary`,
    msg`Proposal`,
    msg`Bachelor/Bachelorette`,
    msg`Corporate event`,
    msg`Family day out`,
    msg`Sightseeing`,
    msg`Fishing`,
    msg`Other`,
  ],
  extras: [msg`Decoration`, msg`Flowers`, msg`Catering`, msg`Live music`, msg`Fishing gear`],
});

/** The occasions to choose from, in the page's language (as they are sent to us). */
export const occasions = (): readonly string[] => choiceText.occasions;

/**
 * What the crew can arrange beyond the priced add-ons the booking panel offers (those are chosen there, with their
 * prices): the operator quotes these after the enquiry.
 */
export const extras = (): readonly string[] => choiceText.extras;

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
