import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
import { addDays, dubaiToday, isDubaiDate, type DubaiDate } from '../../../domain/booking';
import { formatDubaiDate } from '../../../i18n/page-language';
import { viewDates, type CalendarView } from './calendar-model';

const VIEWS: { view: CalendarView; label: string }[] = [
  { view: 'day', label: 'Day' },
  { view: 'week', label: 'Week' },
];

/**
 * The date and view the address holds (`?date=…&view=week`), today's by default, the dates they show and their
 * title, and a way to go to another.
 */
export function useCalendarView() {
  const [params, setParams] = useSearchParams();
  // Today as the screen opened (the Today button reads the clock again).
  const [today] = useState(() => dubaiToday(Date.now()));
  const asked = params.get('date') ?? '';
  const date = isDubaiDate(asked) ? asked : today;
  const view: CalendarView = params.get('view') === 'week' ? 'week' : 'day';
  const dates = viewDates(date, view);
  const title =
    view === 'day'
      ? formatDubaiDate(date)
      : `${formatDubaiDate(dates[0], { day: 'numeric', month: 'short' })} – ${formatDubaiDate(dates[6], { day: 'numeric', month: 'short', year: 'numeric' })}`;
  const go = (next: DubaiDate, nextView: CalendarView = view) => setParams({ date: next, view: nextView });
  return { today, date, view, dates, title, go };
}

/** Day or week; the previous, this or the next one; or any date. */
export function CalendarNav({ calendar }: { calendar: ReturnType<typeof useCalendarView> }) {
  const { date, view, go } = calendar;
  const step = view === 'day' ? 1 : 7;
  const unit = view === 'day' ? 'day' : 'week';
  return (
    <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
      <ButtonGroup aria-label="View">
        {VIEWS.map((choice) => (
          <Button
            key={choice.view}
            variant={view === choice.view ? 'primary' : 'outline-primary'}
            aria-pressed={view === choice.view}
            onClick={() => go(date, choice.view)}
          >
            {choice.label}
          </Button>
        ))}
      </ButtonGroup>
      <ButtonGroup aria-label="Move">
        <Button variant="outline-secondary" onClick={() => go(addDays(date, -step))}>
          Previous {unit}
        </Button>
        <Button variant="outline-secondary" onClick={() => go(dubaiToday(Date.now()))}>
          Today
        </Button>
        <Button variant="outline-secondary" onClick={() => go(addDays(date, step))}>
          Next {unit}
        </Button>
      </ButtonGroup>
      <Form.Group controlId="calendar-date">
        <Form.Label className="small mb-0">Go to date</Form.Label>
        <Form.Control
          type="date"
          size="sm"
          value={date}
          onChange={(event) => isDubaiDate(event.target.value) && go(event.target.value)}
        />
      </Form.Group>
    </div>
  );
}
