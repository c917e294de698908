import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  LOCALES,
  localePath,
  splitLocale,
  TRANSLATED_LOCALES,
} from '../../../src/domain/locales';

describe('locale paths', () => {
  it('keeps English at the root and puts the other languages under their code', () => {
    expect(localePath('en', '/contact')).toBe('/contact');
    expect(localePath('ar', '/')).toBe('/ar/');
    expect(localePath('ru', '/productdetail/royal-falcon')).toBe('/ru/productdetail/royal-falcon');
  });

  it('reads the language back from an address', () => {
    expect(splitLocale('/ar/')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocale('/ar')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocale('/ru/contact')).toEqual({ locale: 'ru', path: '/contact' });
    expect(splitLocale('/contact')).toEqual({ locale: 'en', path: '/contact' });
    expect(splitLocale('/en/contact')).toEqual({ locale: 'en', path: '/en/contact' });
    expect(splitLocale('/about')).toEqual({ locale: 'en', path: '/about' });
  });

  it('round-trips every path in every language', () => {
    for (const locale of LOCALES) {
      for (const path of ['/', '/vipRental', '/packages/birthday_pack&0']) {
        expect(splitLocale(localePath(locale, path))).toEqual({ locale, path });
      }
    }
  });
});

describe('the one list of languages', () => {
  // The security rules cannot import it: they name the languages themselves, and must name the same ones.
  const rules = readFileSync(join(import.meta.dirname, '../../../firestore.rules'), 'utf8');
  const quoted = (list: readonly string[]) => `[${list.map((code) => `'${code}'`).join(', ')}]`;

  it('is what the rules accept for the operator’s translations', () => {
    const lists = [...rules.matchAll(/(?:value|translations)\.keys\(\)\.hasOnly\((\[[^\]]*\])\)/g)].map(
      (match) => match[1],
    );
    // Yachts, offers, services, add-ons and FAQ entries: Arabic and Russian; reviews: any language but their own.
    expect(lists.filter((list) => list === quoted(TRANSLATED_LOCALES))).toHaveLength(5);
    expect(lists.filter((list) => list === quoted(LOCALES))).toHaveLength(1);
    expect(lists).toHaveLength(6);
  });

  it('is what the rules accept as a review’s language (and an enquiry’s)', () => {
    expect(rules.split(`data.language in ${quoted(LOCALES)}`)).toHaveLength(3);
  });

  it('is what the rules accept as an enquiry’s language', () => {
    expect(rules).toContain(`data.language in ${quoted(LOCALES)}`);
  });

  it('names each language in its own words and in English', () => {
    expect(TRANSLATED_LOCALES).toEqual(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE));
    for (const locale of LOCALES) {
      expect(LOCALE_INFO[locale].nativeName).not.toBe('');
      expect(LOCALE_INFO[locale].englishName).not.toBe('');
    }
  });
});
