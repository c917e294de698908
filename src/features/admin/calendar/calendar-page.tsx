import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
import { useBackend } from '../../../backend/react/backend-context';
import { useSiteData } from '../../../backend/react/site-data';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import type { Booking } from '../../../domain/booking/bookings';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import {
  addDays,
  DEFAULT_BOOKING_SETTINGS,
  dubaiToday,
  isDubaiDate,
  type DubaiDate,
} from '../../../domain/booking';
import { formatDubaiDate } from '../../../i18n/page-language';
import { backendMessage } from '../backend-message';
import ConfirmDeleteModal, { useDeletion } from '../confirm-delete-modal';
import FlashAlert from '../flash-alert';
import { useAdminAction } from '../use-admin-action';
import BlockForm from './block-form';
import CalendarGrid from './calendar-grid';
import CancelBookingModal from './cancel-booking-modal';
import ExportForm from './export-form';
import FeedPanel from './feed-panel';
import { viewDates, type CalendarView } from './calendar-model';
import { blockKindLabels, calendarStrings as t, feedStrings } from './strings';

type NamedBlock = Booking & { name: string };

/** Bookings and blocks per yacht, by day or week, in Dubai time; the operator adds and removes blocks. */
export default function CalendarPage() {
  usePageTitle('Admin: calendar');
  const backend = useBackend();
  const site = useSiteData();
  const [params, setParams] = useSearchParams();
  // Today as the screen opened (the Today button reads the clock again).
  const [today] = useState(() => dubaiToday(Date.now()));
  const asked = params.get('date') ?? '';
  const date = isDubaiDate(asked) ? asked : today;
  const view: CalendarView = params.get('view') === 'week' ? 'week' : 'day';
  const dates = viewDates(date, view);
  const invalidate = useInvalidate();
  const items = useBackendRead(`bookings/${dates[0]}/${dates[dates.length - 1]}`, (from) =>
    from.bookings.list(dates[0], dates[dates.length - 1]),
  );
  // After a change: the bookings (and the busy times visitors see) and the enquiries a booking belongs to.
  const changed = () => invalidate('bookings', 'enquiries');
  // The operating hours the day view spans; until they load (or if they cannot), the defaults.
  const settings = useBackendRead('booking settings', (from) => from.booking.getSettings());
  const hours = settings.status === 'ready' ? settings.data : DEFAULT_BOOKING_SETTINGS;
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [subscribing, setSubscribing] = useState(false);
  const action = useAdminAction();
  const deletion = useDeletion<NamedBlock>(action, async (block) => {
    await backend.bookings.cancel(block.id);
    await changed();
  });

  const go = (next: DubaiDate, nextView: CalendarView = view) => setParams({ date: next, view: nextView });
  const step = view === 'day' ? 1 : 7;
  const unit = view === 'day' ? 'day' : 'week';
  const title =
    view === 'day'
      ? formatDubaiDate(date)
      : `${formatDubaiDate(dates[0], { day: 'numeric', month: 'short' })} – ${formatDubaiDate(dates[6], { day: 'numeric', month: 'short', year: 'numeric' })}`;

  function added(done: boolean) {
    setAdding(false);
    if (done) action.succeeded(t.blockAdded);
  }

  async function cancelBooking(booking: Booking) {
    const reference = booking.reference ?? '';
    await action.run(() => backend.bookings.cancel(booking.id), {
      success: t.bookingCancelled(reference),
      failure: (error) => backendMessage(error, t.cancelFailed),
      log: `Cancelling booking ${reference} failed.`,
    });
    setCancelling(null);
    await changed();
  }

  const askRemove = (block: Booking) =>
    deletion.ask({
      ...block,
      name: `the ${blockKindLabels[block.blockKind ?? 'maintenance'].toLowerCase()} block (${block.reason ?? ''})`,
    });

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h1 className="h3 mb-0">{t.title}</h1>
        <div className="d-flex flex-wrap gap-2">
          <Button
            variant="outline-primary"
            onClick={() => setExporting(true)}
            disabled={exporting || site.yachts.length === 0}
          >
            Export .ics
          </Button>
          <Button variant="outline-primary" onClick={() => setSubscribing(true)} disabled={subscribing}>
            {feedStrings.open}
          </Button>
          <Button variant="outline-primary" onClick={() => setAdding(true)} disabled={adding}>
            Add a block
          </Button>
        </div>
      </div>
      {exporting && <ExportForm yachts={site.yachts} onClose={() => setExporting(false)} />}
      {subscribing && <FeedPanel onClose={() => setSubscribing(false)} />}
      <p className="small text-body-secondary mb-2">{t.timesNote}</p>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <ButtonGroup aria-label="View">
          <Button
            variant={view === 'day' ? 'primary' : 'outline-primary'}
            aria-pressed={view === 'day'}
            onClick={() => go(date, 'day')}
          >
            Day
          </Button>
          <Button
            variant={view === 'week' ? 'primary' : 'outline-primary'}
            aria-pressed={view === 'week'}
            onClick={() => go(date, 'week')}
          >
            Week
          </Button>
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
      <h2 className="h5" aria-live="polite">
        {title}
      </h2>
      <FlashAlert action={action} />
      {adding && (
        <BlockForm
          yachts={site.yachts}
          date={date}
          add={async (input) => {
            await backend.bookings.addBlock(input);
            await changed();
          }}
          onDone={added}
        />
      )}
      {site.failed.includes('products') ? (
        <LoadError message={t.yachtsLoadFailed} onRetry={() => void invalidate('products')} />
      ) : site.status === 'loading' || items.status === 'loading' ? (
        <Loading label="Loading the calendar..." />
      ) : items.status === 'failed' ? (
        <LoadError message={t.loadFailed} onRetry={items.retry} />
      ) : site.yachts.length === 0 ? (
        <p>{t.noYachts}</p>
      ) : (
        <CalendarGrid
          yachts={site.yachts}
          dates={dates}
          items={items.data}
          today={today}
          openingMinute={hours.openingMinute}
          closingMinute={hours.closingMinute}
          onRemoveBlock={askRemove}
          onCancelBooking={setCancelling}
          busy={action.busy}
        />
      )}
      <CancelBookingModal
        booking={cancelling}
        busy={action.busy}
        onConfirm={(booking) => void cancelBooking(booking)}
        onClose={() => setCancelling(null)}
      />
      <ConfirmDeleteModal
        deletion={deletion as unknown as ReturnType<typeof useDeletion>}
        detail={t.removeBlockDetail}
        busy={action.busy}
      />
    </>
  );
}
