import { msg } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';

/**
 * The booking panel's title and loading line, shown while its code loads (only on the pages that load later: their
 * messages are in the later catalogue, lingui.config.ts). Everything else the panel says is in panel-strings.ts:
 * this module is bundled with the first visit's code, so the panel's own text must not be here.
 */
export const bookingPanelShellStrings = translated({
  title: msg`Check availability & price`,
  loadingPanel: msg`Loading prices and availability…`,
});
