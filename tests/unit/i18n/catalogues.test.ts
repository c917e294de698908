import { readFileSync } from 'node:fs';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { PUBLISHED_LOCALES } from '../../../src/i18n/published-locales';
import { LOCALES } from '../../../src/domain/locales';

/** The catalogues (lingui.config.ts): what a first visit shows, what loads later, and the parts of pages. */
const PARTS = [
  'src/i18n/locales',
  'src/i18n/locales/later',
  'src/i18n/locales/fleet',
  'src/i18n/locales/finder',
  'src/i18n/locales/home',
  'src/i18n/locales/deposit',
];

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

describe('the English catalogue', () => {
  it('is up to date with the messages in the code (npm run i18n:extract)', async () => {
    const { getConfig } = await import('@lingui/conf');
    const { getCatalogs } = await import('@lingui/cli/api');
    const catalogs = await getCatalogs(getConfig());
    expect(catalogs).toHaveLength(PARTS.length);
    for (const [index, catalog] of catalogs.entries()) {
      const collected = await catalog.collect();
      const inCode = Object.values(collected ?? {}).map((message) => message.message ?? '');
      // A message missing from the catalogues would show as its id on the built site.
      expect([...new Set(inCode)].sort()).toEqual([...catalogue('en', PARTS[index]).keys()].sort());
    }
  }, 60_000);
});
