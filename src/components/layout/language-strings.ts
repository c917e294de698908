import { msg } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';

/** The language switcher's text (the languages' names are their own: src/domain/locales.ts). */
export const languageStrings = translated({
  label: msg`Language`,
});
