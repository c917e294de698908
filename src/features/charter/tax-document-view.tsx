import type { ReactNode } from 'react';
import { site } from '../../config/site';
import { VAT_PERCENT } from '../../domain/booking/settings';
import type { TaxDocument } from '../../domain/ledger/tax-document';
import { activeLocale } from '../../i18n/catalogues';
import { formatAed, formatDubaiDateTime } from '../../i18n/page-language';
import { charterWhen, isolate } from './format';
import { charterStrings as t } from './strings';
import { englishDocument as en } from './tax-document-english';

/** A label in the page's language with its English beside it (once, on an English page). */
function Both({ local, english }: { local: string; english: string }): ReactNode {
  if (activeLocale() === 'en' || local === english) return local;
  return (
    <>
      {local}{' '}
      <span lang="en" dir="ltr" className="tax-document-en">
        {english}
      </span>
    </>
  );
}

const dayOf = (iso: string) => formatDubaiDateTime(iso);

/**
 * A charter's tax invoice or credit note (or receipt), as the client opens and prints it (docs/decisions/
 * 0046-tax-documents.md): on one A4 page, in the client's language with English alongside, every amount as the
 * ledger entry it was issued for.
 */
export default function TaxDocumentView({ document, backHref }: { document: TaxDocument; backHref: string }) {
  const { supplier, charter } = document;
  const when = charter ? charterWhen(charter.selection, '') : null;
  const line =
    charter && when
      ? t.documentCharter(
          isolate(charter.yachtName),
          `${when.date}, ${when.start}–${when.end}`,
          t.guestCount(charter.selection.guests),
        )
      : null;
  const title = t.documentTitle(document.kind, document.taxInvoice);
  return (
    <article className="container py-4 tax-document" aria-labelledby="tax-document-title">
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {t.documentPrint}
        </button>
        <a className="btn btn-outline-secondary" href={backHref}>
          {t.documentBack}
        </a>
      </div>
      <header className="d-flex flex-wrap justify-content-between gap-3 mb-4">
        <div>
          {/* A receipt from a business that gave no legal name: the site's name issues it. */}
          <p className="fw-bold mb-1">{supplier.legalName || site.name}</p>
          {supplier.legalAddress && <p className="mb-1 tax-document-address">{supplier.legalAddress}</p>}
          {supplier.trn && (
            <p className="mb-0">
              <Both local={t.documentTrn} english={en.trn} />: <bdi>{supplier.trn}</bdi>
            </p>
          )}
        </div>
        <div className="text-end">
          <h1 id="tax-document-title" className="h3 mb-2">
            <Both local={title} english={en.title(document.kind, document.taxInvoice)} />
          </h1>
          <dl className="tax-document-facts mb-0">
            <dt>
              <Both local={t.documentNumber} english={en.number} />
            </dt>
            <dd>
              <bdi>{document.number}</bdi>
            </dd>
            <dt>
              <Both local={t.documentIssued} english={en.issued} />
            </dt>
            <dd>{dayOf(document.issuedAt)}</dd>
            <dt>
              <Both local={t.documentSupply} english={en.supply} />
            </dt>
            <dd>{dayOf(document.supplyAt)}</dd>
            <dt>
              <Both local={t.reference} english="Reference" />
            </dt>
            <dd>
              <bdi>{document.reference}</bdi>
            </dd>
            {document.cites && (
              <>
                <dt>
                  <Both local={t.documentCites} english={en.cites} />
                </dt>
                <dd>
                  <bdi>{document.cites}</bdi>
                </dd>
              </>
            )}
          </dl>
        </div>
      </header>
      {document.client.name && (
        <p>
          <Both local={t.documentBillTo} english={en.billTo} />: <bdi>{document.client.name}</bdi>
        </p>
      )}
      <h2 className="h6 mb-1">
        <Both local={t.documentDescription} english={en.description} />
      </h2>
      {line && <p className="mb-1">{line}</p>}
      <p className="small text-body-secondary">
        <Both
          local={document.kind === 'invoice' ? t.documentPayment : t.documentRefund}
          english={document.kind === 'invoice' ? en.payment : en.refund}
        />
      </p>
      <table className="table tax-document-lines">
        <thead>
          <tr>
            <th scope="col">
              <Both local={t.documentNet} english={en.net} />
            </th>
            <th scope="col">
              <Both local={t.documentVat(VAT_PERCENT)} english={en.vat(VAT_PERCENT)} />
            </th>
            <th scope="col">
              <Both local={t.documentTotal} english={en.total} />
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className="text-nowrap">
              <bdi>{formatAed(document.netFils)}</bdi>
            </td>
            <td className="text-nowrap">
              <bdi>{formatAed(document.vatFils)}</bdi>
            </td>
            <td className="text-nowrap fw-bold">
              <bdi>{formatAed(document.totalFils)}</bdi>
            </td>
          </tr>
        </tbody>
      </table>
    </article>
  );
}
