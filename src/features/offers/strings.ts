import { msg } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';

/** Text shown by the offers feature. */
export const offersStrings = translated({
  panelTitle: msg`Special Offers`,
  open: msg`View Offers`,
  close: msg`Close Offers`,
  closePanel: msg`Close offers panel`,
  unavailable: msg`The offers could not be loaded. Please check your connection and reload the page.`,
  count: (n: number) => msg`${n} Offers available`,
  noFeatures: msg`No features available`,
  timeLeft: msg`Ends in`,
  bookNow: msg`Book Now`,
  enquiry: (name: string) => msg`Hi, I am interested in the offer: ${name}`,
});
