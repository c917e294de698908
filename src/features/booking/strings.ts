import { msg } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';

/** Text shown by the booking buttons. */
export const bookingStrings = translated({
  popupBlocked: (link: string) =>
    msg`Unable to open WhatsApp. Please enable pop-ups or copy this link: ${link}`,
  closeAlert: msg`Close alert`,
});
