import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useSiteData } from '../../../backend/react/site-data';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { ItemBoundary } from '../unreadable-item';
import { usePageTitle } from '../../../components/page-title';
import type { DayCharter } from '../../../domain/dashboard/today';
import { formatDubaiDate } from '../../../i18n/page-language';
import ActionQueue from './action-queue';
import CharterQueue from './charter-queue';
import { PeriodFigures } from './period';
import CharterCard from './charter-card';
import { dashboardStrings as t } from './strings';
import { useCharterLists, type CharterLists } from './use-charter-lists';
import { QUEUE_LIMIT, useDashboard } from './use-dashboard';
import './dashboard.scss';

function Day({
  id,
  title,
  date,
  charters,
  yachtName,
  lists,
}: {
  id: string;
  title: string;
  date: string;
  charters: DayCharter[];
  yachtName: (id: string) => string | null;
  /** The guest lists of the charters with a page. */
  lists: CharterLists;
}) {
  return (
    <section aria-labelledby={id} className="mb-3">
      <h2 id={id} className="h5">
        {title} <span className="fw-normal small text-body-secondary">{formatDubaiDate(date)}</span>
      </h2>
      {charters.length === 0 ? (
        <p className="text-body-secondary">{t.noCharters}</p>
      ) : (
        <ul className="list-unstyled d-grid gap-2 mb-0" aria-label={`${title}’s charters`}>
          {charters.map((charter) => (
            <ItemBoundary key={charter.booking.id} what="charter" id={charter.booking.id}>
              <CharterCard
                charter={charter}
                yachtName={yachtName(charter.yachtId)}
                guestList={charter.enquiry ? lists.byId.get(charter.enquiry.id) : undefined}
              />
            </ItemBoundary>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The admin's landing page (docs/decisions/0030-dashboard.md): today's and tomorrow's charters in Dubai time (first,
 * on a phone), then the action queue, each item opening its enquiry; then the figures of a period.
 */
export default function DashboardPage() {
  usePageTitle('Admin: dashboard');
  const site = useSiteData();
  const dashboard = useDashboard();
  const { days, queue, charters, open } = dashboard;
  const lists = useCharterLists(charters.status === 'ready' ? charters.data.enquiries : null, dashboard.now);
  const yachtName = (id: string) => site.yachts.find((yacht) => yacht.id === id)?.name ?? null;
  // The day's work first: the period figures (below it, off a phone's first screen) start reading once the today
  // list and the queue are drawn, so their reads and their drawing never hold those up (decision 0030).
  const dayShown = charters.status !== 'loading' && open.status !== 'loading';
  const [figuresOn, setFiguresOn] = useState(false);
  useEffect(() => {
    if (!dayShown || figuresOn) return;
    const frame = requestAnimationFrame(() => setFiguresOn(true));
    return () => cancelAnimationFrame(frame);
  }, [dayShown, figuresOn]);

  return (
    <div className="dashboard">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{t.title}</h1>
        <Button
          variant="outline-secondary"
          onClick={() => {
            dashboard.refresh();
            lists.retry();
          }}
        >
          {t.refresh}
        </Button>
      </div>
      <div className="row g-4">
        <div className="col-12 col-lg-6">
          {charters.status === 'loading' && <Loading label="Loading the charters..." />}
          {charters.status === 'failed' && <LoadError message={t.chartersFailed} onRetry={charters.retry} />}
          {days && (
            <>
              {[
                { id: 'day-today', title: t.today, date: days.today, charters: days.todays },
                { id: 'day-tomorrow', title: t.tomorrow, date: days.tomorrow, charters: days.tomorrows },
              ].map((day) => (
                <Day key={day.id} {...day} yachtName={yachtName} lists={lists} />
              ))}
              <p className="small text-body-secondary">{t.balanceNote}. Times are Dubai time.</p>
            </>
          )}
        </div>
        <section className="col-12 col-lg-6" aria-labelledby="dashboard-queue">
          <h2 id="dashboard-queue" className="h5">
            {t.queue}
          </h2>
          {(open.status === 'loading' ||
            (open.status === 'ready' && !queue && charters.status === 'loading')) && (
            <Loading label="Loading the queue..." />
          )}
          {open.status === 'failed' && <LoadError message={t.queueFailed} onRetry={open.retry} />}
          {queue && dashboard.counts && (
            <ActionQueue
              queue={queue}
              fleet={site.yachts}
              counts={dashboard.counts}
              limit={QUEUE_LIMIT}
              now={dashboard.now}
            />
          )}
          <CharterQueue lists={lists} now={dashboard.now} />
        </section>
      </div>
      {/* How the business is doing, below the day's work (docs/decisions/0029-period-figures.md). */}
      <div className="mt-4">{figuresOn && <PeriodFigures />}</div>
    </div>
  );
}
