import { paths } from '../../config/paths';
import { refundNow, type CharterTerms } from '../../domain/charter';
import { localePath } from '../../domain/locales';
import { activeLocale } from '../../i18n/catalogues';
import { dubaiDeadline } from './format';
import { charterStrings as t } from './strings';

/**
 * The cancellation and weather terms with this charter's own deadlines, in Dubai time: each refund tier of the
 * operator's policy (booking settings), the one that holds now marked, then when nothing comes back.
 */
export default function CharterTermsSection({ terms, now }: { terms: CharterTerms; now: number }) {
  const current = refundNow(now, terms);
  const currentIndex = current === null ? -1 : terms.refunds.findIndex((deadline) => now <= deadline.until);
  const nothingNow = current === 0;
  return (
    <section aria-labelledby="charter-terms" className="charter-section">
      <h2 id="charter-terms" className="h4">
        {t.terms}
      </h2>
      <ul className="charter-list">
        {terms.refunds.map((deadline, index) => {
          const text = t.refundBy(deadline.percent, dubaiDeadline(deadline.until));
          const past = now > deadline.until;
          return (
            <li key={deadline.until} className={past ? 'text-body-secondary' : undefined}>
              {index === currentIndex ? (
                <strong>
                  {text} {t.appliesNow}
                </strong>
              ) : past ? (
                <s>{text}</s>
              ) : (
                text
              )}
            </li>
          );
        })}
        {terms.noRefundFrom !== null && (
          <li>
            {nothingNow ? (
              <strong>
                {t.noRefundFrom(dubaiDeadline(terms.noRefundFrom))} {t.appliesNow}
              </strong>
            ) : (
              t.noRefundFrom(dubaiDeadline(terms.noRefundFrom))
            )}
          </li>
        )}
        {terms.freeMoveUntil !== null && now <= terms.freeMoveUntil && (
          <li>{t.reschedule(dubaiDeadline(terms.freeMoveUntil))}</li>
        )}
        <li>{t.weather}</li>
        <li>{t.onTime}</li>
        <li>{t.idRule}</li>
      </ul>
      <a href={localePath(activeLocale(), paths.policies)}>{t.allPolicies}</a>
    </section>
  );
}
