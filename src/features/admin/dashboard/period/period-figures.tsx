import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import LoadError from '../../../../components/load-error';
import Loading from '../../../../components/loading';
import { periodOf, type Period, type PeriodKind } from '../../../../domain/dashboard/periods';
import { formatDubaiDate } from '../../../../i18n/page-language';
import { downloadText } from '../../enquiries/download';
import HeadlineFigures from './headline-figures';
import MoneyFigures from './money-figures';
import PeriodCharts from './period-charts';
import { periodCsv, periodCsvName } from './period-csv';
import PeriodPicker from './period-picker';
import { periodStrings as t } from './strings';
import { usePeriodFigures } from './use-period-figures';
import './period-figures.css';

const rangeText = ({ from, to }: Period) =>
  from === to
    ? formatDubaiDate(from, { day: 'numeric', month: 'short', year: 'numeric' })
    : `${formatDubaiDate(from, { day: 'numeric', month: 'short', year: 'numeric' })} – ${formatDubaiDate(to, { day: 'numeric', month: 'short', year: 'numeric' })}`;

/**
 * How the business did in a period (this week, this month, the last 30 or 90 days, or custom): the headline figures
 * against the period before, the money received and refunded, charts by day or week, source, campaign, yacht and language, occupancy per yacht, and
 * the period's enquiries as CSV. Self-contained: it reads what it needs (docs/decisions/0029-period-figures.md).
 */
export default function PeriodFigures() {
  // Now as the figures opened: the periods do not move while the operator reads them.
  const [now] = useState(() => Date.now());
  const [kind, setKind] = useState<PeriodKind>('month');
  const [custom, setCustom] = useState<Period>(() => periodOf('last30', now));
  const period = kind === 'custom' ? custom : periodOf(kind, now);
  const state = usePeriodFigures(period, periodOf('last90', now));

  function download() {
    if (state.status !== 'ready') return;
    downloadText(periodCsv(state.enquiries, state.names), periodCsvName(state.figures.period));
  }

  return (
    <section className="period-figures" aria-labelledby="period-figures-title">
      <h2 className="h4" id="period-figures-title">
        {t.title}
      </h2>
      <PeriodPicker kind={kind} custom={custom} onKind={setKind} onCustom={setCustom} />
      <p className="small text-body-secondary mb-2">{t.timesNote}</p>
      {state.status === 'loading' && <Loading label={t.loading} />}
      {state.status === 'failed' && <LoadError message={t.loadFailed} onRetry={state.retry} />}
      {state.status === 'ready' && (
        <div aria-busy={state.updating}>
          <p className="fw-semibold mb-2" aria-live="polite">
            {rangeText(state.figures.period)}
            {state.updating && <span className="ms-2 small text-body-secondary">{t.updating}</span>}
          </p>
          <HeadlineFigures now={state.figures.headline} before={state.before} />
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <Button variant="outline-primary" onClick={download} disabled={state.updating}>
              {t.download}
            </Button>
            <span className="small text-body-secondary">{t.downloadNote(state.enquiries.length)}</span>
          </div>
          {state.enquiries.length === 0 && <p>{t.empty}</p>}
          <MoneyFigures period={state.figures.period} />
          <PeriodCharts figures={state.figures} />
        </div>
      )}
    </section>
  );
}
