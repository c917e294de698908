import { readFileSync } from 'node:fs';
import PO from 'pofile';
import type { Locale } from '../../../src/domain/locales';

const catalogues = new Map<Locale, Map<string, string>>();

/**
 * An English message (as written in the code) in `locale`, from its catalogue, with `values` put in: what a visitor
 * of that language reads. Plural and select forms are not resolved: use messages without them.
 */
export function tr(locale: Locale, english: string, values: Record<string, string | number> = {}): string {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    // The catalogues (lingui.config.ts): the first visit's, what loads later and the parts of pages.
    const items = [
      'src/i18n/locales',
      'src/i18n/locales/later',
      'src/i18n/locales/fleet',
      'src/i18n/locales/finder',
      'src/i18n/locales/home',
    ].flatMap((folder) => PO.parse(readFileSync(`${folder}/${locale}.po`, 'utf8')).items);
    catalogue = new Map(items.map((item) => [item.msgid, item.msgstr.join('')]));
    catalogues.set(locale, catalogue);
  }
  const message = locale === 'en' ? english : catalogue.get(english);
  if (!message) throw new Error(`No ${locale} translation of "${english}"`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
