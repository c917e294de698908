import { msg } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';

/** Text shown by the booking buttons. */
export const bookingStrings = translated({
  popupBlocked: (link: string) =>
    msg`Unable to open WhatsApp. Please enable pop-ups or copy this link: ${link}`,
  closeAlert: msg`Close alert`,
});

/**
 * The booking panel's title and loading line, shown while its code loads. Everything else the panel says is in
 * panel-strings.ts: this module is bundled with the first visit's code (the build puts every module the entry
 * imports statically in one chunk), so the panel's own text must not be here.
 */
export const bookingPanelShellMessages = {
  title: msg`Check availability & price`,
  loadingPanel: msg`Loading prices and availability…`,
};

export const bookingPanelShellStrings = translated(bookingPanelShellMessages);
