import { readFileSync } from 'node:fs';
import PO from 'pofile';
import type { Locale } from '../../src/config/locales';

const catalogues = new Map<Locale, Map<string, string>>();

/**
 * An English message (as written in the code) in `locale`, from its catalogue, with `values` put in: what a visitor
 * of that language reads. Plural and select forms are not resolved: use messages without them.
 */
export function tr(locale: Locale, english: string, values: Record<string, string | number> = {}): string {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    const po = PO.parse(readFileSync(`src/i18n/locales/${locale}.po`, 'utf8'));
    catalogue = new Map(po.items.map((item) => [item.msgid, item.msgstr.join('')]));
    catalogues.set(locale, catalogue);
  }
  const message = locale === 'en' ? english : catalogue.get(english);
  if (!message) throw new Error(`No ${locale} translation of "${english}"`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
