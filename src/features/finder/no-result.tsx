import { Link } from 'react-router-dom';
import type { BookingSettings } from '../../domain/booking';
import { clockToMinute } from '../../domain/booking/share-link';
import {
  finderSearch,
  type FinderAnswer,
  type FinderSelection,
  type FinderState,
  type NoResultReason,
  type StartOption,
} from '../../domain/finder';
import type { Yacht } from '../../domain/yacht';
import { formatDubaiDate, formatDubaiTime } from '../../i18n/page-language';
import { finderResultStrings as t } from './result-strings';

interface NoResultProps {
  answer: FinderAnswer;
  state: FinderState;
  settings: BookingSettings;
  yachts: Yacht[];
  anchor: string;
}

const clock = (start: string) => formatDubaiTime(clockToMinute(start) ?? 0);

/** How many start times each alternative offers: the nearest to the one asked for, in time order. */
const NEAREST = 6;

function nearest(options: StartOption[], asked: string): StartOption[] {
  const minute = clockToMinute(asked) ?? 0;
  const distance = (option: StartOption) => Math.abs((clockToMinute(option.start) ?? 0) - minute);
  return [...options]
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, NEAREST)
    .sort((a, b) => a.start.localeCompare(b.start));
}

function reasonText(
  reason: NoResultReason,
  selection: FinderSelection | null,
  settings: BookingSettings,
  largest: number,
) {
  switch (reason) {
    case 'past-date':
      return t.pastDate;
    case 'beyond-horizon':
      return t.beyondHorizon(settings.horizonDays);
    case 'party-too-large':
      return t.partyTooLarge(selection?.guests ?? 0, largest);
    case 'filters-exclude-all':
      return t.filtersExcludeAll;
    case 'hours-not-offered':
      return t.hoursNotOffered(selection?.hours ?? 0);
    case 'start-not-offered':
      return t.startNotOffered(clock(selection?.start ?? ''));
    case 'all-booked':
      return t.allBooked;
  }
}

/**
 * No yacht for the selection: why (the engine's first reason; a hint when the filters hide free yachts) and the
 * nearest alternatives as links that set the selection (a history step, as any change of it).
 */
export function NoResult({ answer, state, settings, yachts, anchor }: NoResultProps) {
  const { selection } = state;
  const [reason, ...more] = answer.reasons;
  const largest = yachts.reduce((most, yacht) => Math.max(most, yacht.capacity), 0);
  const to = (next: Partial<FinderSelection>) => ({
    search: finderSearch({ ...state, selection: selection && { ...selection, ...next } }),
    hash: anchor,
  });
  const clearFilters = { search: finderSearch({ ...state, filters: {} }), hash: anchor };
  const starts = (options: StartOption[], date?: string) => (
    <ul className="finder-starts list-unstyled d-flex flex-wrap gap-2 mb-3">
      {nearest(options, selection?.start ?? '').map((option) => (
        <li key={option.start}>
          <Link
            className="btn btn-outline-primary btn-sm"
            to={to(date ? { date, start: option.start } : { start: option.start })}
          >
            {t.startOption(clock(option.start), option.yachts)}
          </Link>
        </li>
      ))}
    </ul>
  );
  const { alternatives } = answer;
  const partyTooLarge = reason === 'party-too-large' && selection !== null && largest > 0;

  return (
    <div className="finder-no-result alert alert-light border">
      {reason && <p>{reasonText(reason, selection, settings, largest)}</p>}
      {(reason === 'filters-exclude-all' || more.includes('filters-exclude-all')) && (
        <p>
          {reason !== 'filters-exclude-all' && <>{t.filtersHide} </>}
          <Link to={clearFilters}>{t.clearFilters}</Link>
        </p>
      )}
      {(alternatives || partyTooLarge) && (
        <section aria-label={t.alternatives}>
          {partyTooLarge && (
            <p>
              <Link className="btn btn-outline-primary btn-sm" to={to({ guests: largest })}>
                {t.largestParty(largest)}
              </Link>
            </p>
          )}
          {alternatives && alternatives.sameDay.length > 0 && (
            <>
              <p className="mb-2">{t.sameDay}</p>
              {starts(alternatives.sameDay)}
            </>
          )}
          {alternatives?.nextFreeDay && (
            <>
              <p className="mb-2">
                {t.nextFreeDay(
                  formatDubaiDate(alternatives.nextFreeDay.date, {
                    weekday: 'long',
                    day: 'numeric',
                    month: 'long',
                  }),
                )}
              </p>
              {starts(alternatives.nextFreeDay.starts, alternatives.nextFreeDay.date)}
            </>
          )}
        </section>
      )}
    </div>
  );
}
