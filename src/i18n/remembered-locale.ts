import { PUBLISHED_LOCALES } from './published-locales';
import { DEFAULT_LOCALE, isLocale, localePath, splitLocale, type Locale } from '../domain/locales';

const KEY = 'marina-luxe.locale';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Storage disabled: nothing is remembered.
  }
}

/** Remembers the language the visitor chose in the switcher. */
export function rememberLocale(locale: Locale): void {
  try {
    storage()?.setItem(KEY, locale);
  } catch {
    // Full or disabled storage: the choice holds for this page only.
  }
}

/** The language the visitor chose last, if it is still published. */
export function rememberedLocale(): Locale | undefined {
  const value = storage()?.getItem(KEY) ?? undefined;
  return isLocale(value) && PUBLISHED_LOCALES.includes(value) ? value : undefined;
}

/**
 * Where a visitor who chose a language in the switcher is taken when they come back to the site on an English
 * address (a bookmark, a typed address): the same page in their language. Never from the browser's language, and
 * never while they move around the site (a link from one of its own pages), so English stays one click away.
 */
export function rememberedLocaleAddress(
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'origin'>,
  referrer: string,
): string | undefined {
  const chosen = rememberedLocale();
  const { locale, path } = splitLocale(location.pathname);
  if (!chosen || chosen === DEFAULT_LOCALE || locale !== DEFAULT_LOCALE) return undefined;
  if (referrer.startsWith(location.origin)) return undefined;
  return `${localePath(chosen, path)}${location.search}${location.hash}`;
}
