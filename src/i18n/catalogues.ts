import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '../config/locales';
import { setFormattingLocale } from '../domain/intl-locale';

/** Each language's compiled catalogue (lingui.config.ts), in its own chunk: a page loads only its own. */
const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en.po'),
  ar: () => import('./locales/ar.po'),
  ru: () => import('./locales/ru.po'),
};

/** Loads a language's messages and makes it the one every text is read in. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogues[locale]();
  i18n.loadAndActivate({ locale, messages });
  setFormattingLocale(locale);
}

/** The active language (English until one is activated). */
export const activeLocale = (): Locale => (i18n.locale || DEFAULT_LOCALE) as Locale;
