import type { CharterPage } from '../../domain/charter';
import { balanceDue } from '../../domain/charter';
import type { QuoteLine } from '../../domain/booking/quote';
import { VAT_PERCENT } from '../../domain/booking/settings';
import { formatAed, formatDubaiDateTime } from '../../i18n/page-language';
import BalancePayment, { BalanceReturn } from './balance-payment';
import { dubaiDeadline, isolate } from './format';
import { charterStrings as t } from './strings';

/** A line of the quote as the client reads it: the charter's rate and hours, or an add-on and its quantity. */
export function lineLabel(line: QuoteLine): string {
  const rate = isolate(formatAed(line.unitPriceFils));
  if (line.kind === 'charter') return t.charterLine(line.rate === 'weekend', rate, t.hours(line.quantity));
  if (line.unit === 'booking') return line.name;
  const quantity = line.unit === 'hour' ? t.hours(line.quantity) : t.guestCount(line.quantity);
  return t.addOnLine(isolate(line.name), rate, quantity);
}

const DEPOSIT_TEXT = {
  paid: () => t.depositPaid,
  'link-sent': () => t.depositLinkSent,
  expired: () => t.depositExpired,
} as const;

function Row({ label, fils, strong = false }: { label: string; fils: number; strong?: boolean }) {
  return (
    <div className={`charter-money-row${strong ? ' fw-bold' : ''}`}>
      <dt className={strong ? '' : 'fw-normal'}>{label}</dt>
      <dd>
        <bdi>{formatAed(fils)}</bdi>
      </dd>
    </div>
  );
}

/** The price line by line with VAT, the total, the deposit, what has been paid and the balance. */
export default function CharterMoney({ page, balanceDueAt }: { page: CharterPage; balanceDueAt: number }) {
  const { quote, paid } = page;
  const due = balanceDue(quote.totalFils, paid.paidFils);
  return (
    <section aria-labelledby="charter-price" className="charter-section">
      <h2 id="charter-price" className="h4">
        {t.price}
      </h2>
      <BalanceReturn dueFils={due} />
      <dl className="charter-money mb-2">
        {quote.lines.map((line) => (
          <Row
            key={line.kind === 'charter' ? 'charter' : line.addOnId}
            label={lineLabel(line)}
            fils={line.amountFils}
          />
        ))}
        <Row
          label={quote.vatMode === 'included' ? t.vatIncluded(VAT_PERCENT) : t.vatAdded(VAT_PERCENT)}
          fils={quote.vatFils}
        />
        <Row label={t.total} fils={quote.totalFils} strong />
        {quote.depositFils > 0 && <Row label={t.deposit} fils={quote.depositFils} />}
        <Row label={t.paid} fils={paid.paidFils} />
        <Row label={t.balance} fils={due} strong />
      </dl>
      {due > 0 && page.status === 'active' && (
        <>
          <p className="small mb-1">{t.balanceDueBy(dubaiDeadline(balanceDueAt))}</p>
          <BalancePayment token={page.token} dueFils={due} />
        </>
      )}
      {paid.deposit && <p className="small mb-0">{DEPOSIT_TEXT[paid.deposit]()}</p>}
    </section>
  );
}

/** The charter's invoices and credit notes (or receipts), each opened on the page (`#invoice-12`) to print. */
export function CharterDocuments({ page }: { page: CharterPage }) {
  const documents = page.documents ?? [];
  if (documents.length === 0) return null;
  return (
    <section id="documents" aria-labelledby="charter-documents" className="charter-section">
      <h2 id="charter-documents" className="h4">
        {t.documents}
      </h2>
      <ul className="charter-list">
        {documents.map((document) => (
          <li key={document.id}>
            <a href={`#${document.id}`}>
              {t.documentTitle(document.kind, document.taxInvoice)} <bdi>{document.number}</bdi>
            </a>{' '}
            · {formatDubaiDateTime(document.issuedAt)} · <bdi>{formatAed(document.totalFils)}</bdi>
          </li>
        ))}
      </ul>
    </section>
  );
}
