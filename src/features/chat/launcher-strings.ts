import { msg } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';

/** Text of the chat button, on every page (the panel's own text loads with it: strings.ts). */
export const chatLauncherStrings = translated({
  launcher: msg`Chat`,
  launcherLabel: msg`Chat with us`,
  loadingChat: msg`Loading chat...`,
  loadFailed: msg`The chat could not be loaded. Please check your connection and reload the page.`,
});
