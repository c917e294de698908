import { readFileSync } from 'node:fs';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { PUBLISHED_LOCALES } from '../../../src/i18n/published-locales';
import { LOCALES } from '../../../src/domain/locales';
import linguiConfig from '../../../lingui.config';

/**
 * The catalogues (lingui.config.ts): what a first visit shows, what loads later, and the parts of pages. That the
 * English ones hold exactly the messages in the code is checked by scripts/check-catalogues.mjs in `npm run lint`.
 */
const PARTS = (linguiConfig.catalogs ?? []).map(({ path }) =>
  path.replace('<rootDir>/', '').replace('/{locale}', ''),
);

/** A language's messages in one catalogue: English source message → translation. */
function catalogue(locale: string, part = PARTS[0]): Map<string, string> {
  const po = PO.parse(readFileSync(`${part}/${locale}.po`, 'utf8'));
  return new Map(po.items.map((item) => [item.msgid, item.msgstr.join('')]));
}

/** `{name}`, `{count, plural, …}`: the names of a message's values. */
const placeholders = (message: string) =>
  new Set([...message.matchAll(/\{\s*([\w.]+)\s*[,}]/g)].map(([, name]) => name));

describe('translation catalogues', () => {
  it('hold the English messages of the site', () => {
    expect(catalogue('en').size).toBeGreaterThan(10);
    expect([...catalogue('en').keys()]).toContain('Our fleet');
  });

  // A message is one id whichever catalogue holds it (Lingui hashes its text): a page prerendered with every part
  // loaded, then hydrated with only its own, would show another word if two parts translated it differently.
  for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
    it(`${locale}: a message in several parts has one translation`, () => {
      const seen = new Map<string, { part: string; translation: string }>();
      const differing: string[] = [];
      for (const part of PARTS) {
        for (const [message, translation] of catalogue(locale, part)) {
          const first = seen.get(message);
          if (!first) seen.set(message, { part, translation });
          else if (message !== '' && first.translation !== translation) {
            differing.push(`${message}: ${first.part} "${first.translation}", ${part} "${translation}"`);
          }
        }
      }
      expect(differing).toEqual([]);
    });
  }

  for (const [part, locale] of PARTS.flatMap((part) =>
    LOCALES.filter((locale) => locale !== 'en').map((locale) => [part, locale] as const),
  )) {
    const english = catalogue('en', part);
    const translations = catalogue(locale, part);

    it(`${part}/${locale} has every message English has, and no other`, () => {
      expect([...translations.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it(`${part}/${locale} keeps each message's values`, () => {
      for (const [source, translation] of translations) {
        if (translation === '') continue;
        expect(placeholders(translation), `${locale}: ${source}`).toEqual(placeholders(source));
      }
    });

    it.runIf(PUBLISHED_LOCALES.includes(locale))(
      `${part}/${locale} (published) translates every message`,
      () => {
        const missing = [...translations]
          .filter(([, translation]) => translation.trim() === '')
          .map(([id]) => id);
        expect(missing, `${locale} messages without a translation`).toEqual([]);
      },
    );
  }
});
