import type { LineComparison, QuoteCheck } from '../../../domain/booking/quote-check';
import { formatAed } from '../../../i18n/page-language';
import { quoteCheckStrings as t } from './strings';
import type { PriceListState } from './use-price-list';

const amountText = (fils: number | null, missing: string) => (fils === null ? missing : formatAed(fils));

function LineDifference({ line }: { line: LineComparison }) {
  return (
    <li>
      {line.label}: stored {amountText(line.storedFils, t.notStored)}, today{' '}
      {amountText(line.todayFils, t.notOffered)}
    </li>
  );
}

/**
 * What the price check found for one enquiry, shown before the operator confirms it: a quote that differs from
 * today's price list (both totals, and the lines that differ), a yacht no longer in the fleet, or a selection
 * Confirm would refuse; a quiet line when it matches.
 */
export default function QuoteCheckNotice({
  check,
  prices,
}: {
  check: QuoteCheck | null;
  prices: PriceListState['status'];
}) {
  if (prices === 'failed') return <p className="small text-danger-emphasis mb-0">{t.failed}</p>;
  if (!check) return <p className="small text-body-secondary mb-0">{t.checking}</p>;
  if (check.status === 'no-yacht') {
    return (
      <div className="alert alert-danger small py-2 mb-0">
        <strong>{t.noYachtTitle}</strong> {t.noYacht(check.yachtId)}
      </div>
    );
  }
  return (
    <>
      {check.status === 'matches' ? (
        <p className="small text-success-emphasis mb-0">{t.matches}</p>
      ) : (
        <div className="alert alert-warning small py-2 mb-0">
          <strong>{t.differsTitle}</strong> Stored total {formatAed(check.storedTotalFils)}; today’s price{' '}
          {formatAed(check.todayTotalFils)}.
          {check.differentLines.length > 0 && (
            <ul className="mb-0 mt-1">
              {check.differentLines.map((line) => (
                <LineDifference key={line.key} line={line} />
              ))}
            </ul>
          )}
        </div>
      )}
      {check.problem && (
        <div className="alert alert-danger small py-2 mb-0">
          <strong>{t.refusedTitle}</strong> {check.problem}
        </div>
      )}
    </>
  );
}
