import { msg } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';

/** Text shown by the offers panel (loaded with it, src/i18n/catalogues.ts). */
export const offersPanelStrings = translated({
  panelTitle: msg`Special Offers`,
  listLabel: msg`Offers`,
  closePanel: msg`Close offers panel`,
  count: (n: number) => msg`${n} Offers available`,
  noFeatures: msg`No features available`,
  featuresOf: (name: string) => msg`${name} features`,
  timeLeft: msg`Ends in`,
  bookNow: msg`Book Now`,
  enquiry: (name: string) => msg`Hi, I am interested in the offer: ${name}`,
});
