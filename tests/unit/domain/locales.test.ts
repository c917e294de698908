import { describe, expect, it } from 'vitest';
import { LOCALES, localePath, splitLocale } from '../../../src/config/locales';

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
