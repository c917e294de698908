import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import LoadError from '../../../../components/load-error';
import Loading from '../../../../components/loading';
import { MAX_PERIOD_ENTRIES, type PeriodMoney } from '../../../../domain/dashboard/money';
import type { Period } from '../../../../domain/dashboard/periods';
import { formatAed } from '../../../../i18n/page-language';
import { downloadText } from '../../enquiries/download';
import { methodLabels } from '../../ledger/strings';
import { Change } from './headline-figures';
import { moneyCsv, moneyCsvName } from './money-csv';
import { periodStrings as t } from './strings';
import { usePeriodMoney } from './use-period-money';

const ROWS = [
  { key: 'receivedFils', label: t.received },
  { key: 'refundedFils', label: t.refunded },
  { key: 'netFils', label: t.net },
] as const;

function MoneyHeadline({ money, before }: { money: PeriodMoney; before: PeriodMoney | null }) {
  return (
    <dl className="headline mb-3">
      {ROWS.map(({ key, label }) => (
        <div key={key}>
          <dt className="small text-body-secondary">{label}</dt>
          <dd className="value">{formatAed(money[key])}</dd>
          <dd>
            {before && <Change now={money[key]} before={before[key]} />}{' '}
            {before && (
              <span className="small text-body-secondary d-block">{t.before(formatAed(before[key]))}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ByMethod({ money }: { money: PeriodMoney }) {
  return (
    <Table size="sm" responsive className="mb-3">
      <caption className="caption-top">{t.byMethod}</caption>
      <thead>
        <tr>
          <th scope="col">{t.method}</th>
          <th scope="col" className="text-end">
            {t.received}
          </th>
          <th scope="col" className="text-end">
            {t.refunded}
          </th>
        </tr>
      </thead>
      <tbody>
        {money.byMethod.map((row) => (
          <tr key={row.method}>
            <th scope="row">{methodLabels[row.method]}</th>
            <td className="text-end">{formatAed(row.receivedFils)}</td>
            <td className="text-end">{formatAed(row.refundedFils)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * The period's money received and refunded, by when it moved (the ledger), against the period before, by method,
 * and its payments and refunds as CSV (docs/decisions/0029-period-figures.md, addendum).
 */
export default function MoneyFigures({ period }: { period: Period }) {
  const state = usePeriodMoney(period);
  return (
    <section className="mb-3" aria-labelledby="period-money-title">
      <h3 className="h5" id="period-money-title">
        {t.money}
      </h3>
      <p className="small text-body-secondary mb-2">{t.moneyNote}</p>
      {state.status === 'loading' && <Loading label={t.moneyLoading} />}
      {state.status === 'failed' && <LoadError message={t.moneyFailed} onRetry={state.retry} />}
      {state.status === 'ready' && (
        <>
          {state.money.cut && (
            <p className="alert alert-warning" role="status">
              {t.moneyCut(MAX_PERIOD_ENTRIES)}
            </p>
          )}
          <MoneyHeadline money={state.money} before={state.before} />
          {state.entries.length === 0 ? <p>{t.noMoney}</p> : <ByMethod money={state.money} />}
          <div className="d-flex flex-wrap align-items-center gap-2">
            <Button
              variant="outline-primary"
              onClick={() => downloadText(moneyCsv(state.entries), moneyCsvName(period))}
            >
              {t.moneyDownload}
            </Button>
            <span className="small text-body-secondary">{t.moneyDownloadNote(state.entries.length)}</span>
          </div>
        </>
      )}
    </section>
  );
}
