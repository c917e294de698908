import { useRef, type CSSProperties, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import type { Booking } from '../../../domain/booking/bookings';
import type { Yacht } from '../../../domain/yacht';
import { useCurrentInView } from '../../../components/use-current-in-view';
import { paths } from '../../../config/paths';
import { type DubaiDate } from '../../../domain/booking';
import { formatDubaiDate, formatDubaiDateTime } from '../../../i18n/page-language';
import {
  clockText,
  segmentsOn,
  TIMELINE_STEP,
  timelineColumns,
  timelineSpan,
  type DaySegment,
} from './calendar-model';
import { blockKindLabels, calendarStrings as t } from './strings';

interface CalendarGridProps {
  yachts: readonly Yacht[];
  dates: readonly DubaiDate[];
  items: readonly Booking[];
  today: DubaiDate;
  /** The operating hours (minutes after midnight, Dubai): the day view's time bar spans them. */
  openingMinute: number;
  closingMinute: number;
  onRemoveBlock: (block: Booking) => void;
  onCancelBooking: (booking: Booking) => void;
  busy: boolean;
  /** Items in a double booking, with the other side named (calendar-model.ts doubleBookings). */
  doubleBooked: ReadonlyMap<string, readonly string[]>;
}

type ItemActions = Pick<CalendarGridProps, 'onRemoveBlock' | 'onCancelBooking' | 'busy' | 'doubleBooked'>;

const shortDate = (date: DubaiDate) => formatDubaiDate(date, { day: 'numeric', month: 'short' });
const heading = (date: DubaiDate) =>
  formatDubaiDate(date, { weekday: 'short', day: 'numeric', month: 'short' });

/** A booking or block on one date: its times and what it is in words (never colour alone), and its actions. */
function Segment({
  segment,
  yacht,
  date,
  actions,
  className = '',
  style,
}: {
  segment: DaySegment;
  yacht: Yacht;
  date: DubaiDate;
  actions: ItemActions;
  className?: string;
  style?: CSSProperties;
}) {
  const { item, fromMinute, toMinute } = segment;
  const times = `${clockText(fromMinute)}–${clockText(toMinute)}`;
  const where = `${yacht.name}, ${shortDate(date)} ${times}`;
  const booking = item.kind === 'booking';
  const kind = blockKindLabels[item.blockKind ?? 'maintenance'];
  const clash = actions.doubleBooked.get(item.id);
  const clashNote = clash && (
    <span className="d-block small text-danger-emphasis fw-semibold">
      {t.doubleBooking(clash.join(', '))}
    </span>
  );
  // Its one action: a booking is cancelled (asked first), a block removed (asked first).
  const action = (
    <Button
      size="sm"
      variant={booking ? 'link' : 'danger'}
      className={booking ? 'p-0 text-danger-emphasis' : 'd-block mt-1 py-0'}
      disabled={actions.busy}
      onClick={() => (booking ? actions.onCancelBooking(item) : actions.onRemoveBlock(item))}
      aria-label={
        booking ? `Cancel booking ${item.reference ?? ''}, ${where}` : `Remove block: ${kind}, ${where}`
      }
    >
      {booking ? 'Cancel' : 'Remove'}
    </Button>
  );
  return (
    <li
      className={`calendar-item calendar-${booking ? 'booking' : 'block'}${item.blockKind === 'hold' ? ' calendar-hold' : ''}${clash ? ' calendar-clash' : ''} ${className}`}
      style={style}
    >
      <span className="fw-semibold">{times}</span>{' '}
      <span>{booking ? `Booking ${item.reference ?? ''}` : kind}</span>
      {clashNote}
      {booking ? (
        <span className="d-flex flex-wrap align-items-center column-gap-2 small">
          {item.reference && (
            <Link to={paths.admin.enquiriesFor(item.reference)} aria-label={`Enquiry ${item.reference}`}>
              Enquiry
            </Link>
          )}
          {action}
        </span>
      ) : (
        <>
          {item.reason && (
            <>
              {' '}
              <span className="d-block small text-break">{item.reason}</span>
            </>
          )}
          {item.summary && (
            <span className="d-block small text-body-secondary text-break">{item.summary}</span>
          )}
          {item.expiresAt && (
            <span className="d-block small fw-semibold">
              {t.heldUntil(formatDubaiDateTime(item.expiresAt))}
            </span>
          )}
          {item.blockKind === 'hold' && item.reference && (
            <Link
              className="small"
              to={paths.admin.enquiry(item.reference)}
              aria-label={`Enquiry ${item.reference}`}
            >
              Enquiry
            </Link>
          )}{' '}
          {action}
        </>
      )}
    </li>
  );
}

interface DayCellProps {
  yacht: Yacht;
  date: DubaiDate;
  segments: readonly DaySegment[];
  actions: ItemActions;
  /** On the day's time bar: the minute it starts at, each item placed by its times. */
  timelineFrom?: number;
}

/** One yacht on one date: free, or its bookings and blocks (on the day view's time bar, where their times fall). */
function DayCell({ yacht, date, segments, actions, timelineFrom }: DayCellProps) {
  const timeline = timelineFrom !== undefined;
  return (
    <td aria-label={`${yacht.name}, ${heading(date)}`} className={timeline ? 'timeline-cell' : undefined}>
      {segments.length === 0 ? (
        <span className={`${timeline ? 'timeline-free ' : ''}small text-body-secondary`}>{t.free}</span>
      ) : (
        <ul className={`list-unstyled mb-0 ${timeline ? 'timeline-track' : 'd-grid gap-1'}`}>
          {segments.map((segment) => {
            const place = timeline ? timelineColumns(segment, timelineFrom) : null;
            return (
              <Segment
                key={segment.item.id}
                segment={segment}
                yacht={yacht}
                date={date}
                actions={actions}
                className={place ? 'timeline-bar' : undefined}
                style={place ? { gridColumn: `${place.start} / ${place.end}` } : undefined}
              />
            );
          })}
        </ul>
      )}
    </td>
  );
}

/**
 * The table both views share: a caption, a yacht column kept in view while the rest scrolls sideways, the date
 * headings given, and for each yacht its name and the cells `cells` gives.
 */
function CalendarTable({
  yachts,
  className,
  style,
  headings,
  cells,
}: {
  yachts: readonly Yacht[];
  className: string;
  style?: CSSProperties;
  headings: ReactNode;
  cells: (yacht: Yacht) => ReactNode;
}) {
  return (
    <table className={`table table-bordered calendar-table ${className}`} style={style}>
      <caption className="visually-hidden">Bookings and blocks by yacht, Dubai time</caption>
      <thead>
        <tr>
          <th scope="col" className="calendar-yacht">
            Yacht
          </th>
          {headings}
        </tr>
      </thead>
      <tbody>
        {yachts.map((yacht) => (
          <tr key={yacht.id}>
            <th scope="row" className="calendar-yacht">
              {yacht.name}
            </th>
            {cells(yacht)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The day as a time bar: a row per yacht, its bookings and blocks drawn across the operating hours (Dubai time).
 * The bar keeps a readable width per hour, so on a phone it scrolls sideways inside its box with the yacht names
 * kept in view; the page itself never gets wider than the screen.
 */
function DayTimeline({ yachts, date, items, today, openingMinute, closingMinute, ...actions }: DayProps) {
  const segmentsOf = new Map(yachts.map((yacht) => [yacht.id, segmentsOn(items, yacht.id, date)]));
  const { fromMinute, toMinute } = timelineSpan(
    [...segmentsOf.values()].flat(),
    openingMinute,
    closingMinute,
  );
  const hours = Array.from({ length: (toMinute - fromMinute) / 60 }, (_, index) => fromMinute + index * 60);
  const scale = {
    '--timeline-hours': hours.length,
    '--timeline-columns': (toMinute - fromMinute) / TIMELINE_STEP,
  } as CSSProperties;
  return (
    // A box that scrolls sideways must take the keyboard's focus, so it can be scrolled without a pointer.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-responsive calendar-scroll" role="region" aria-label={t.timelineLabel} tabIndex={0}>
      <CalendarTable
        yachts={yachts}
        className="calendar-day"
        style={scale}
        headings={
          <th scope="col" className={`timeline-cell${date === today ? ' calendar-today' : ''}`}>
            <span className="visually-hidden">{heading(date)}</span>
            <span className="timeline-scale" aria-hidden="true">
              {hours.map((minute) => (
                <span key={minute}>{clockText(minute)}</span>
              ))}
            </span>
          </th>
        }
        cells={(yacht) => (
          <DayCell
            yacht={yacht}
            date={date}
            segments={segmentsOf.get(yacht.id) ?? []}
            actions={actions}
            timelineFrom={fromMinute}
          />
        )}
      />
    </div>
  );
}

type DayProps = Omit<CalendarGridProps, 'dates'> & { date: DubaiDate };

/** A row per yacht and a column per date; each cell lists the bookings and blocks on it, in Dubai time. */
function WeekTable({
  yachts,
  dates,
  items,
  today,
  onRemoveBlock,
  onCancelBooking,
  busy,
  doubleBooked,
}: CalendarGridProps) {
  const actions = { onRemoveBlock, onCancelBooking, busy, doubleBooked };
  // On a phone the week scrolls sideways: today's column is brought into view, beside the yacht names.
  const scroller = useRef<HTMLDivElement>(null);
  useCurrentInView(scroller, dates[0], 'thead .calendar-today', 'start');
  return (
    <div className="table-responsive calendar-scroll" ref={scroller}>
      <CalendarTable
        yachts={yachts}
        className="calendar-week"
        headings={dates.map((date) => (
          <th key={date} scope="col" className={date === today ? 'calendar-today' : undefined}>
            {heading(date)}
          </th>
        ))}
        cells={(yacht) =>
          dates.map((date) => (
            <DayCell
              key={date}
              yacht={yacht}
              date={date}
              segments={segmentsOn(items, yacht.id, date)}
              actions={actions}
            />
          ))
        }
      />
    </div>
  );
}

/** The day view as a time bar per yacht, the week view as a table of days. */
export default function CalendarGrid(props: CalendarGridProps) {
  const { dates, ...rest } = props;
  return dates.length === 1 ? <DayTimeline {...rest} date={dates[0]} /> : <WeekTable {...props} />;
}
