import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { DEFAULT_BALANCE_DUE_HOURS } from '../../../domain/charter/cancellation-policy';
import { charterSpan } from '../../../domain/charter/charter-page';
import type { Enquiry } from '../../../domain/enquiry';
import {
  balanceOf,
  netPaid,
  NO_MONEY,
  type BalanceState,
  type LedgerEntry,
} from '../../../domain/ledger/ledger';
import { receiptsOnlyReason, type TaxDocument } from '../../../domain/ledger/tax-document';
import { formatAed, formatDubaiDateTime } from '../../../i18n/page-language';
import { charterPaths } from '../../../config/charter-paths';
import { DEFAULT_LOCALE, isLocale, localePath } from '../../../domain/locales';
import FlashAlert from '../flash-alert';
import { useLocalAction } from '../use-admin-action';
import BalanceLink from './balance-link';
import LedgerForm from './ledger-form';
import { balanceLabels, kindLabels, ledgerStrings as t, methodLabels } from './strings';
import { useLedger } from './use-ledger';

const BADGE: Record<BalanceState, string> = {
  paid: 'success',
  'not-due': 'secondary',
  'due-soon': 'warning',
  overdue: 'danger',
};

function EntryRow({
  entry,
  document,
  pagePath,
}: {
  entry: LedgerEntry;
  document: TaxDocument | undefined;
  /** The client's charter page (where the document opens, to print), or null when it has none. */
  pagePath: string | null;
}) {
  const signed = entry.kind === 'refund' ? `−${formatAed(entry.amountFils)}` : formatAed(entry.amountFils);
  return (
    <tr>
      <td>{formatDubaiDateTime(entry.at)}</td>
      <td>
        {kindLabels[entry.kind]}
        <div className="small text-body-secondary">{methodLabels[entry.method]}</div>
        {document && (
          <div className="small">
            {pagePath ? (
              <a href={`${pagePath}#${document.id}`} target="_blank" rel="noopener noreferrer">
                {t.documentOf(document)}
              </a>
            ) : (
              t.documentOf(document)
            )}
          </div>
        )}
      </td>
      <td className="text-end text-nowrap">{signed}</td>
      <td className="small text-break">
        {entry.note && <div dir="auto">{entry.note}</div>}
        <div className="text-body-secondary">
          {t.recordedBy(entry.recordedBy || '—', formatDubaiDateTime(entry.recordedAt))}
        </div>
      </td>
    </tr>
  );
}

/**
 * A confirmed charter's money (docs/decisions/0045-ledger.md): the total, what is paid and refunded, the balance
 * and when it is due (Dubai time), every entry, and a form for what was taken offline.
 */
export default function LedgerPanel({ enquiry, now = Date.now }: { enquiry: Enquiry; now?: () => number }) {
  const confirmed = enquiry.status === 'confirmed' || enquiry.status === 'completed';
  const shown = Boolean(enquiry.quote) && (confirmed || enquiry.money !== undefined);
  const ledger = useLedger(enquiry.id, shown);
  const action = useLocalAction();
  const [formOpen, setFormOpen] = useState(false);
  if (!shown || !enquiry.quote) return null;

  const money = enquiry.money ?? NO_MONEY;
  const net = netPaid(money);
  const settings = ledger.settings.status === 'ready' ? ledger.settings.data : null;
  const balance = balanceOf({
    totalFils: enquiry.quote.totalFils,
    netFils: net,
    start: charterSpan(enquiry.quote.selection).start,
    balanceDueHours: settings?.balanceDueHours ?? DEFAULT_BALANCE_DUE_HOURS,
    now: now(),
  });
  const entries = ledger.entries;
  const documents = ledger.documents.status === 'ready' ? ledger.documents.data : [];
  const receiptsOnly = settings ? receiptsOnlyReason(settings) : null;
  const pagePath = enquiry.charter
    ? localePath(
        isLocale(enquiry.language) ? enquiry.language : DEFAULT_LOCALE,
        charterPaths.page(enquiry.charter.token),
      )
    : null;
  return (
    <section
      aria-label={`${t.heading} of ${enquiry.reference}`}
      className="border rounded p-2 d-flex flex-column gap-2"
    >
      <h3 className="h6 mb-0">{t.heading}</h3>
      <FlashAlert action={action} className="py-1 mb-0" />
      <dl className="admin-ledger-figures d-flex flex-wrap gap-3 mb-0 small">
        <div>
          <dt>{t.total}</dt>
          <dd className="mb-0">{formatAed(enquiry.quote.totalFils)}</dd>
        </div>
        <div>
          <dt>{t.paid}</dt>
          <dd className="mb-0">{formatAed(money.paidFils)}</dd>
        </div>
        {money.refundedFils > 0 && (
          <div>
            <dt>{t.refunded}</dt>
            <dd className="mb-0">{formatAed(money.refundedFils)}</dd>
          </div>
        )}
        <div>
          <dt>{t.balance}</dt>
          {enquiry.cancellation ? (
            <dd className="mb-0">{t.cancelledNothingDue}</dd>
          ) : (
            <dd className="mb-0">
              {formatAed(balance.dueFils)}{' '}
              <Badge bg={BADGE[balance.state]} text={balance.state === 'due-soon' ? 'dark' : undefined}>
                {balanceLabels[balance.state]}
              </Badge>
              {balance.dueFils > 0 && (
                <div className="text-body-secondary">{t.dueBy(formatDubaiDateTime(balance.dueAt))}</div>
              )}
            </dd>
          )}
        </div>
      </dl>
      {entries.status === 'loading' && <Loading label={t.loading} />}
      {entries.status === 'failed' && <LoadError message={t.loadFailed} onRetry={entries.retry} />}
      {entries.status === 'ready' && entries.data.length === 0 && <p className="small mb-0">{t.none}</p>}
      {entries.status === 'ready' && entries.data.length > 0 && (
        <div className="table-responsive">
          <table className="table table-sm small mb-0">
            <caption className="visually-hidden">{t.entries}</caption>
            <tbody>
              {entries.data.map((entry) => (
                <EntryRow
                  key={entry.id}
                  entry={entry}
                  document={documents.find((document) => document.entryId === entry.id)}
                  pagePath={pagePath}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!enquiry.cancellation && <BalanceLink enquiry={enquiry} dueFils={balance.dueFils} now={now} />}
      {receiptsOnly && <p className="small text-body-secondary mb-0">{receiptsOnly}</p>}
      {!formOpen && (
        <div>
          <Button size="sm" variant="outline-primary" onClick={() => setFormOpen(true)}>
            {t.record}
          </Button>
        </div>
      )}
      {formOpen && (
        <LedgerForm
          dueFils={balance.dueFils}
          netFils={net}
          record={ledger.record}
          now={now}
          onDone={(saved) => {
            setFormOpen(false);
            if (saved) action.succeeded(t.saved);
          }}
        />
      )}
    </section>
  );
}
