import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { type AddOn, type Quote, type QuoteLine } from '../../domain/booking';
import { freeMoveHours, type PaymentTerms } from '../../domain/charter/cancellation-policy';
import { formatAed } from '../../i18n/page-language';
import { addOnName } from './add-on-name';
import { bookingPanelStrings as t } from './panel-strings';

/** A line's label; an add-on is named in the page's language, as the panel's checkboxes name it. */
function lineLabel(line: QuoteLine, addOns: readonly AddOn[]): string {
  const price = formatAed(line.unitPriceFils);
  if (line.kind === 'charter') return t.charterLine(line.rate === 'weekend', price, line.quantity);
  const addOn = addOns.find((candidate) => candidate.id === line.addOnId);
  return t.addOnLine(addOn ? addOnName(addOn) : line.name, price, line.quantity, line.unit);
}

interface QuoteSummaryProps {
  id: string;
  quote: Quote | null;
  /** The add-ons the quote's lines come from. */
  addOns: readonly AddOn[];
  /** The operator's refund tiers and the balance's due time (booking settings). */
  terms: PaymentTerms;
}

/** The policy in one line: until when everything comes back (the last tier refunding it all), and the weather. */
function policyLine(terms: PaymentTerms): string {
  const fullRefundHours = freeMoveHours(terms.tiers);
  return fullRefundHours === null || fullRefundHours === 0
    ? t.policyNoFullRefund
    : t.policy(t.hoursOption(fullRefundHours));
}

/** The live quote: one row per line, VAT, total, deposit and balance; then the policy in one line. */
export default function QuoteSummary({ id, quote, addOns, terms }: QuoteSummaryProps) {
  return (
    <section aria-labelledby={`${id}-quote-title`} className="mt-4">
      <h3 id={`${id}-quote-title`} className="h5">
        {t.quoteTitle}
      </h3>
      <div aria-live="polite">
        {quote ? (
          <table className="table table-sm mb-2">
            <caption className="visually-hidden">{t.quoteCaption}</caption>
            <tbody>
              {quote.lines.map((line) => (
                <tr key={line.kind === 'charter' ? 'charter' : line.addOnId}>
                  <th scope="row" className="fw-normal">
                    {lineLabel(line, addOns)}
                  </th>
                  <td className="text-end text-nowrap">{formatAed(line.amountFils)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" className="fw-normal">
                  {quote.vatMode === 'included'
                    ? t.vatIncluded(quote.vatPercent)
                    : t.vatAdded(quote.vatPercent)}
                </th>
                <td className="text-end text-nowrap">{formatAed(quote.vatFils)}</td>
              </tr>
              <tr className="fw-bold">
                <th scope="row">{t.total}</th>
                <td className="text-end text-nowrap">{formatAed(quote.totalFils)}</td>
              </tr>
              <tr>
                <th scope="row" className="fw-normal">
                  {t.deposit(quote.depositPercent)}
                </th>
                <td className="text-end text-nowrap">{formatAed(quote.depositFils)}</td>
              </tr>
              <tr>
                <th scope="row" className="fw-normal">
                  {terms.balanceDueHours > 0 ? t.balanceDue(t.hoursOption(terms.balanceDueHours)) : t.balance}
                </th>
                <td className="text-end text-nowrap">{formatAed(quote.balanceFils)}</td>
              </tr>
            </tbody>
          </table>
        ) : (
          <p className="text-body-secondary">{t.quoteIncomplete}</p>
        )}
      </div>
      <p className="small mb-0">
        {policyLine(terms)} <Link to={paths.policies}>{t.policyLink}</Link>
      </p>
    </section>
  );
}
