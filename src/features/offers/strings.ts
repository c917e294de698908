import { msg } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';

/** Text of the offers button, on every page (the panel's own text loads with it: panel-strings.ts). */
export const offersStrings = translated({
  open: msg`View Offers`,
  close: msg`Close Offers`,
  /** The button's label in the phone bar: a word of both labels above. */
  short: msg`Offers`,
  unavailable: msg`The offers could not be loaded. Please check your connection and reload the page.`,
});
