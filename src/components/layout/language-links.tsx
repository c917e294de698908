import { PUBLISHED_LOCALES } from '../../i18n/published-locales';
import { LOCALE_INFO, localePath } from '../../domain/locales';
import { activeLocale } from '../../i18n/catalogues';
import { rememberLocale } from '../../i18n/remembered-locale';

/** What the switcher shows; each link's name is the language's own (read by screen readers). */
const SHORT_NAMES = { en: 'EN', ar: 'عربي', ru: 'RU' } as const;

/**
 * `path` (without its language prefix) in each published language: a full page load (each language's pages are
 * built on their own), and the choice is remembered (src/i18n/remembered-locale.ts). Without the router, so a page
 * with an entry of its own (the charter pages) has it too. Hidden while only one language is published.
 */
export function LanguageLinks({ path, label }: { path: string; label: string }) {
  const current = activeLocale();
  if (PUBLISHED_LOCALES.length < 2) return null;
  return (
    <div className="language-switcher" role="group" aria-label={label}>
      {PUBLISHED_LOCALES.map((locale) => {
        const { tag, nativeName } = LOCALE_INFO[locale];
        return (
          <a
            key={locale}
            href={localePath(locale, path)}
            hrefLang={tag}
            lang={tag}
            className={locale === current ? 'active' : undefined}
            aria-current={locale === current ? 'true' : undefined}
            onClick={() => rememberLocale(locale)}
          >
            <span aria-hidden="true">{SHORT_NAMES[locale]}</span>
            <span className="visually-hidden">{nativeName}</span>
          </a>
        );
      })}
    </div>
  );
}
