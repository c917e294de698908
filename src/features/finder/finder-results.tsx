import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBackendRead } from '../../backend/react/use-backend-read';
import LoadError from '../../components/load-error';
import { bookableDateRange } from '../../domain/booking';
import { clockToMinute } from '../../domain/booking/share-link';
import {
  FINDER_PARAMS,
  findYachts,
  finderSearch,
  parseFinderParams,
  prepareFleet,
} from '../../domain/finder';
import type { Yacht } from '../../domain/yacht';
import { formatDubaiDate, formatDubaiTime } from '../../i18n/page-language';
import { FinderLoading } from './finder-loading';
import { NoResult } from './no-result';
import { ResultCard } from './result-card';
import { finderResultStrings as t } from './result-strings';
import './finder.scss';

/** Cards shown at first, and added by each "Show more": a long answer renders at once. */
export const PAGE_SIZE = 12;
/** Cards after the first few are laid out only when scrolled near (app.scss), as in the home grid. */
const FULL_LAYOUT_CARDS = 3;

interface FinderResultsProps {
  /** The address's query. */
  search: string;
  yachts: Yacht[];
  loading: boolean;
  anchor: string;
  /** When the page opened (epoch ms): what "today" is. */
  now: number;
  /** The whole fleet, shown when the address asks nothing the finder can read. */
  children: ReactNode;
}

/** A query as `URLSearchParams` writes it. */
const canonicalQuery = (search: string) => {
  const query = new URLSearchParams(search).toString();
  return query === '' ? '' : `?${query}`;
};

/** The query with the finder's state written as the finder writes it, other parameters (utm_source …) kept. */
function canonical(search: string, now: number): string {
  const params = new URLSearchParams(search);
  const own = new URLSearchParams(finderSearch(parseFinderParams(params, now)));
  const finderNames = new Set<string>(Object.values(FINDER_PARAMS));
  params.forEach((value, name) => {
    if (!finderNames.has(name)) own.append(name, value);
  });
  const query = own.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * The finder's answer for the URL's state (fleet-finder.tsx): the booking settings and the busy intervals of the
 * booking window (the same cached reads as the booking panel's, so "Book" opens it at once), the engine's answer,
 * the list with each yacht's price for the selection, or why nothing is free and the nearest alternatives.
 */
export default function FinderResults({
  search,
  yachts,
  loading,
  anchor,
  now,
  children,
}: FinderResultsProps) {
  const navigate = useNavigate();
  const state = useMemo(() => parseFinderParams(new URLSearchParams(search), now), [search, now]);
  // What cannot be read falls back silently, and the address (and so the form) says what is shown.
  const fixed = canonical(search, now);
  useEffect(() => {
    // Compared as read (`18:00` and `18%3A00` are the same start).
    if (fixed !== canonicalQuery(search))
      void navigate({ search: fixed, hash: anchor }, { replace: true, preventScrollReset: true });
  }, [fixed, search, anchor, navigate]);
  const [shown, setShown] = useState({ state, count: PAGE_SIZE });
  const settings = useBackendRead('booking settings', (from) => from.booking.getSettings());
  const range = settings.status === 'ready' && state.selection ? bookableDateRange(now, settings.data) : null;
  const busy = useBackendRead(range && `bookings/busy/${range.first}/${range.last}`, (from) =>
    range ? from.booking.busy(range.first, range.last) : Promise.resolve([]),
  );
  const busyData = busy.status === 'ready' ? busy.data : null;
  const needsBusy = state.selection !== null;
  const fleet = useMemo(
    () => (needsBusy ? busyData && prepareFleet(yachts, busyData) : prepareFleet(yachts, [])),
    [yachts, busyData, needsBusy],
  );
  // The cached settings (one object until they change): the answer is worked out again only when its inputs change.
  const settingsData = settings.status === 'ready' ? settings.data : null;
  const answer = useMemo(
    () => (fleet && settingsData ? findYachts(fleet, state, settingsData, now) : null),
    [fleet, settingsData, state, now],
  );

  if (!state.selection && Object.keys(state.filters).length === 0 && !state.sort) return children;
  const failed = [settings, busy].find((read) => read.status === 'failed');
  if (failed) return <LoadError message={t.loadFailed} onRetry={failed.retry} />;
  if (!answer || loading || settings.status !== 'ready') return <FinderLoading />;

  const { selection } = state;
  const count = shown.state === state ? shown.count : PAGE_SIZE;
  const summary = !answer.results.length
    ? t.noResult
    : selection
      ? t.freeFor(
          answer.results.length,
          formatDubaiDate(selection.date, { weekday: 'short', day: 'numeric', month: 'short' }),
          formatDubaiTime(clockToMinute(selection.start) ?? 0),
          selection.hours,
          selection.guests,
        )
      : t.matching(answer.results.length);
  return (
    <div className="finder-results">
      <p role="status" className="lead">
        {summary}
      </p>
      {answer.results.length === 0 ? (
        <NoResult answer={answer} state={state} settings={settings.data} yachts={yachts} anchor={anchor} />
      ) : (
        <>
          <ul
            className="yacht-grid row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled mb-0"
            aria-label={t.listLabel}
          >
            {answer.results.slice(0, count).map((result, index) => (
              <li
                key={result.yacht.id}
                className={index < FULL_LAYOUT_CARDS ? 'col' : 'col layout-when-near'}
              >
                <ResultCard result={result} selection={selection} eager={index < 3} />
              </li>
            ))}
          </ul>
          {answer.results.length > count && (
            <div className="text-center mt-4">
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => setShown({ state, count: count + PAGE_SIZE })}
              >
                {t.showMore(Math.min(PAGE_SIZE, answer.results.length - count))}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
