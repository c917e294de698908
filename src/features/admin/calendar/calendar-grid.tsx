import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import type { Booking, Product } from '../../../backend/types';
import { paths } from '../../../config/paths';
import { formatDubaiDate, type DubaiDate } from '../../../domain/booking';
import { clockText, segmentsOn, type DaySegment } from './calendar-model';
import { blockKindLabels } from './strings';

interface CalendarGridProps {
  yachts: readonly Product[];
  dates: readonly DubaiDate[];
  items: readonly Booking[];
  today: DubaiDate;
  onRemoveBlock: (block: Booking) => void;
  busy: boolean;
}

function Segment({
  segment,
  yacht,
  date,
  onRemoveBlock,
  busy,
}: {
  segment: DaySegment;
  yacht: Product;
  date: DubaiDate;
  onRemoveBlock: (block: Booking) => void;
  busy: boolean;
}) {
  const { item, fromMinute, toMinute } = segment;
  const times = `${clockText(fromMinute)}–${clockText(toMinute)}`;
  if (item.kind === 'booking') {
    return (
      <li className="calendar-item calendar-booking">
        <span className="fw-semibold">{times}</span> <span>Booking {item.reference ?? ''}</span>
        {item.reference && (
          <Link
            className="d-block small"
            to={paths.admin.enquiriesFor(item.reference)}
            aria-label={`Enquiry ${item.reference}`}
          >
            Enquiry
          </Link>
        )}
      </li>
    );
  }
  const kind = blockKindLabels[item.blockKind ?? 'maintenance'];
  return (
    <li className="calendar-item calendar-block">
      <span className="fw-semibold">{times}</span> <span>{kind}</span>
      {item.reason && (
        <>
          {' '}
          <span className="d-block small text-break">{item.reason}</span>
        </>
      )}{' '}
      <Button
        size="sm"
        variant="danger"
        className="d-block mt-1 py-0"
        disabled={busy}
        onClick={() => onRemoveBlock(item)}
        aria-label={`Remove block: ${kind}, ${yacht.name}, ${formatDubaiDate(date, 'en-GB', { day: 'numeric', month: 'short' })} ${times}`}
      >
        Remove
      </Button>
    </li>
  );
}

/** A row per yacht and a column per date; each cell lists the bookings and blocks on it, in Dubai time. */
export default function CalendarGrid({
  yachts,
  dates,
  items,
  today,
  onRemoveBlock,
  busy,
}: CalendarGridProps) {
  const heading = (date: DubaiDate) =>
    formatDubaiDate(date, 'en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
  return (
    <div className="table-responsive calendar-scroll">
      <table
        className={`table table-bordered calendar-table calendar-${dates.length === 1 ? 'day' : 'week'}`}
      >
        <caption className="visually-hidden">Bookings and blocks by yacht, Dubai time</caption>
        <thead>
          <tr>
            <th scope="col" className="calendar-yacht">
              Yacht
            </th>
            {dates.map((date) => (
              <th key={date} scope="col" className={date === today ? 'calendar-today' : undefined}>
                {heading(date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {yachts.map((yacht) => (
            <tr key={yacht.id}>
              <th scope="row" className="calendar-yacht">
                {yacht.name}
              </th>
              {dates.map((date) => {
                const segments = segmentsOn(items, yacht.id, date);
                return (
                  <td key={date} aria-label={`${yacht.name}, ${heading(date)}`}>
                    {segments.length === 0 ? (
                      <span className="small text-body-secondary">Free</span>
                    ) : (
                      <ul className="list-unstyled mb-0 d-grid gap-1">
                        {segments.map((segment) => (
                          <Segment
                            key={segment.item.id}
                            segment={segment}
                            yacht={yacht}
                            date={date}
                            onRemoveBlock={onRemoveBlock}
                            busy={busy}
                          />
                        ))}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
