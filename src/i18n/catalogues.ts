import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../domain/locales';

type Catalogue = () => Promise<{ messages: Messages }>;

/**
 * Each language's compiled catalogues (lingui.config.ts), in chunks of their own: a page loads only its language's.
 * `first` holds what a first visit shows (layout, fleet, offers, the booking panel's frame); `later` the pages and
 * panels that load on demand, fetched with their code.
 */
const catalogues: Record<Locale, { first: Catalogue; later: Catalogue }> = {
  en: { first: () => import('./locales/en.po'), later: () => import('./locales/later/en.po') },
  ar: { first: () => import('./locales/ar.po'), later: () => import('./locales/later/ar.po') },
  ru: { first: () => import('./locales/ru.po'), later: () => import('./locales/later/ru.po') },
};

let later: Promise<void> | undefined;

/** The active language (English until one is activated). */
export const activeLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/**
 * Loads a language's messages and makes it the one every text is read in; `everything` loads the later catalogue
 * too (prerendering, tests).
 */
export async function activateLocale(locale: Locale, { everything = false } = {}): Promise<void> {
  const { messages } = await catalogues[locale].first();
  later = undefined;
  i18n.loadAndActivate({ locale, messages });
  if (everything) await laterMessages();
}

/** Loads, once, the active language's messages for the pages and panels that load on demand. */
export function laterMessages(): Promise<void> {
  const locale = activeLocale();
  later ??= catalogues[locale].later().then(({ messages }) => i18n.load(locale, messages));
  return later;
}

/**
 * Code that loads on demand, with its messages: `lazy(withMessages(() => import('./panel')))`. Whatever it shows is
 * in the active language when it first renders.
 */
// Marked free of side effects: a module that makes a lazy component it never uses can be left out of a bundle.
/* @__NO_SIDE_EFFECTS__ */
export function withMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), laterMessages()]).then(([module]) => module);
}

/**
 * A message read before its catalogue loaded shows as its id: said on the console (where the tests, which fail on
 * any console error, see it), or with `report` (the build stops).
 */
export function reportMissingMessages(report: (problem: string) => void = console.error): void {
  i18n.on('missing', ({ id, locale }) => {
    report(`Message ${id} is not loaded in ${locale}: load its catalogue first (src/i18n/catalogues.ts).`);
  });
}
