/**
 * The site's languages. English lives at the root paths (`/`, `/productdetail/x`); every other language under its
 * code (`/ar/`, `/ar/productdetail/x`, `/ru/…`). Pages, links, metadata (hreflang), the sitemap and the language
 * switcher all take the language from here.
 */
export const LOCALES = ['en', 'ar', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The languages whose pages are built, linked from the switcher and listed in the sitemap. A language joins this
 * list when every public string has its translation.
 */
export const PUBLISHED_LOCALES: readonly Locale[] = ['en', 'ar', 'ru'];

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
  // English as the spec writes it: `1,500`, `14 March 2025`, `17:30`.
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

/**
 * The language a page at this address is shown in, and the address prefix its links and routes share (the
 * router's basename): only a published language has pages; any other address is English.
 */
export function pageLocale(pathname: string): {
  locale: Locale;
  basename: string | undefined;
  /** The page's path as the router sees it, without the prefix: `/contact` for `/ar/contact`. */
  routerPath: string;
} {
  const { locale, path } = splitLocale(pathname);
  if (locale === DEFAULT_LOCALE || !PUBLISHED_LOCALES.includes(locale)) {
    return { locale: DEFAULT_LOCALE, basename: undefined, routerPath: pathname };
  }
  return { locale, basename: `/${locale}`, routerPath: path };
}
