import type { CharterPage } from '../../domain/charter';
import { parseFeatures } from '../../domain/parse-features';
import { activeLocale } from '../../i18n/catalogues';
import { lineLabel } from './charter-money';
import { charterStrings as t } from './strings';

/** What the yacht includes, in the page's language where the operator wrote it, else English. */
function includedText(yacht: CharterPage['yacht']): string {
  const locale = activeLocale();
  const translation = locale === 'en' ? undefined : yacht.includedTranslations?.[locale]?.complementary;
  return translation?.trim() ? translation : yacht.included;
}

/** What is included, and the add-ons of the quote. */
export default function CharterIncluded({ page }: { page: CharterPage }) {
  const included = parseFeatures(includedText(page.yacht));
  const addOns = page.quote.lines.filter((line) => line.kind === 'add-on');
  return (
    <section aria-labelledby="charter-included" className="charter-section">
      <h2 id="charter-included" className="h4">
        {t.included}
      </h2>
      {included.length > 0 ? (
        <ul className="charter-list">
          {included.map((item) => (
            <li key={item}>
              <bdi>{item}</bdi>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.includedNone}</p>
      )}
      {addOns.length > 0 && (
        <>
          <h3 className="h6">{t.addOns}</h3>
          <ul className="charter-list mb-0">
            {addOns.map((line) => (
              <li key={line.addOnId}>{lineLabel(line)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
