/**
 * The site's languages. English lives at the root paths (`/`, `/productdetail/x`); every other language under its
 * code (`/ar/`, `/ar/productdetail/x`, `/ru/…`). Pages, links, metadata (hreflang), the sitemap and the language
 * switcher all take the language from here.
 */
export const LOCALES = ['en', 'ar', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** The languages besides English, whose texts the operator may write (English is shown where one is empty). */
export type TranslatedLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;
export const TRANSLATED_LOCALES: readonly TranslatedLocale[] = LOCALES.filter(
  (locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE,
);

export interface LocaleInfo {
  /** BCP 47 tag for `<html lang>`, hreflang and `Intl`. */
  tag: string;
  dir: 'ltr' | 'rtl';
  /** The language's own name, as the switcher shows it. */
  nativeName: string;
  /** Its name in English (the remote chat model is told which language to answer in). */
  englishName: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
  /** The `Intl` locales its numbers and prices, and its dates and times, are written in. */
  intl: { numbers: string; dates: string };
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  // English: `1,500`, `14 March 2025`, `17:30` (US numbers, British dates and a 24-hour clock).
  en: {
    tag: 'en',
    dir: 'ltr',
    nativeName: 'English',
    englishName: 'English',
    ogLocale: 'en_US',
    intl: { numbers: 'en-US', dates: 'en-GB' },
  },
  // The Emirates' Arabic: Western digits, as on Dubai's signs and price lists.
  ar: {
    tag: 'ar',
    dir: 'rtl',
    nativeName: 'العربية',
    englishName: 'Arabic',
    ogLocale: 'ar_AE',
    intl: { numbers: 'ar-AE', dates: 'ar-AE' },
  },
  ru: {
    tag: 'ru',
    dir: 'ltr',
    nativeName: 'Русский',
    englishName: 'Russian',
    ogLocale: 'ru_RU',
    intl: { numbers: 'ru-RU', dates: 'ru-RU' },
  },
};

export const isLocale = (value: string | undefined): value is Locale =>
  (LOCALES as readonly string[]).includes(value ?? '');

/** The address of an (English-form) site path in a language: `localePath('ar', '/contact')` is `/ar/contact`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

/** The language of an address and its English-form path: `/ru/contact` is `{ locale: 'ru', path: '/contact' }`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], path: match[2] ?? '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}
