import { paths } from '../../config/paths';
import { cancellationState, type CharterTerms } from '../../domain/charter';
import { localePath } from '../../domain/locales';
import { activeLocale } from '../../i18n/catalogues';
import { dubaiDeadline } from './format';
import { charterStrings as t } from './strings';

/** The cancellation and weather terms with this charter's own deadlines, in Dubai time. */
export default function CharterTermsSection({ terms, now }: { terms: CharterTerms; now: number }) {
  const deadline = dubaiDeadline(terms.freeCancellationUntil);
  const free = cancellationState(now, terms) === 'free';
  return (
    <section aria-labelledby="charter-terms" className="charter-section">
      <h2 id="charter-terms" className="h4">
        {t.terms}
      </h2>
      <ul className="charter-list">
        {free ? (
          <>
            <li>
              <strong>{t.freeCancellation(deadline)}</strong> {t.afterDeadline}
            </li>
            <li>{t.reschedule(deadline)}</li>
          </>
        ) : (
          <li>{t.freeCancellationOver(deadline)}</li>
        )}
        <li>{t.weather}</li>
        <li>{t.onTime}</li>
        <li>{t.idRule}</li>
      </ul>
      <a href={localePath(activeLocale(), paths.policies)}>{t.allPolicies}</a>
    </section>
  );
}
