import { DEFAULT_LOCALE, splitLocale, type Locale } from '../domain/locales';

/**
 * The languages whose pages are built, linked from the switcher and listed in the sitemap. A language joins this
 * list when every public string has its translation.
 */
export const PUBLISHED_LOCALES: readonly Locale[] = ['en', 'ar', 'ru'];

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
