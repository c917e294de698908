import type { I18n } from '@lingui/core';
import type { Formats } from './formats';

/**
 * What a text in one language needs: its messages (a Lingui `I18n` with that language active) and its formats.
 * The domain's texts (WhatsApp messages, the booking panel's checks) are given one; the app passes the page's.
 */
export interface Language {
  i18n: I18n;
  formats: Formats;
}
