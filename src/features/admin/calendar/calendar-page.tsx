import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useBackend } from '../../../backend/react/backend-context';
import { useSiteData } from '../../../backend/react/site-data';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import type { BlockInput, Booking } from '../../../domain/booking/bookings';
import type { Yacht } from '../../../domain/yacht';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { DEFAULT_BOOKING_SETTINGS } from '../../../domain/booking';
import { backendMessage } from '../backend-message';
import ConfirmDeleteModal, { useDeletion } from '../confirm-delete-modal';
import FlashAlert from '../flash-alert';
import { useAdminAction } from '../use-admin-action';
import BlockForm from './block-form';
import { CalendarNav, useCalendarView } from './calendar-nav';
import CalendarGrid from './calendar-grid';
import { doubleBookings } from './calendar-model';
import CancelBookingModal from './cancel-booking-modal';
import ExportForm from './export-form';
import FeedPanel from './feed-panel';
import ImportPanel from './import-panel';
import { blockKindLabels, calendarStrings as t, feedStrings, importStrings } from './strings';

type NamedBlock = Booking & { name: string };

/** The title and the tools that open a panel under it: export as .ics, subscribe to the feed, add a block. */
function CalendarTools({
  yachts,
  adding,
  onAdd,
}: {
  yachts: readonly Yacht[];
  adding: boolean;
  onAdd: () => void;
}) {
  const [exporting, setExporting] = useState(false);
  const [subscribing, setSubscribing] = useState(false);
  const [importing, setImporting] = useState(false);
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h1 className="h3 mb-0">{t.title}</h1>
        <div className="d-flex flex-wrap gap-2">
          <Button
            variant="outline-primary"
            onClick={() => setExporting(true)}
            disabled={exporting || yachts.length === 0}
          >
            Export .ics
          </Button>
          <Button variant="outline-primary" onClick={() => setSubscribing(true)} disabled={subscribing}>
            {feedStrings.open}
          </Button>
          <Button
            variant="outline-primary"
            onClick={() => setImporting(true)}
            disabled={importing || yachts.length === 0}
          >
            {importStrings.open}
          </Button>
          <Button variant="outline-primary" onClick={onAdd} disabled={adding}>
            Add a block
          </Button>
        </div>
      </div>
      {exporting && <ExportForm yachts={yachts} onClose={() => setExporting(false)} />}
      {subscribing && <FeedPanel onClose={() => setSubscribing(false)} />}
      {importing && <ImportPanel yachts={yachts} onClose={() => setImporting(false)} />}
    </>
  );
}

/**
 * What the operator changes on the calendar, each said when done: a block added or removed (asked first), a booking
 * cancelled (asked first). After each, the bookings (and the busy times visitors see) and the enquiries a booking
 * belongs to are read again.
 */
function useCalendarChanges() {
  const backend = useBackend();
  const invalidate = useInvalidate();
  const changed = () => invalidate('bookings', 'enquiries');
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [adding, setAdding] = useState(false);
  const action = useAdminAction();
  const deletion = useDeletion<NamedBlock>(action, async (block) => {
    await backend.bookings.cancel(block.id);
    await changed();
  });

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

  return {
    action,
    deletion,
    cancelling,
    setCancelling,
    cancelBooking,
    adding,
    setAdding,
    addBlock: async (input: BlockInput) => {
      await backend.bookings.addBlock(input);
      await changed();
    },
    added(done: boolean) {
      setAdding(false);
      if (done) action.succeeded(t.blockAdded);
    },
    askRemove: (block: Booking) =>
      deletion.ask({
        ...block,
        name: `the ${blockKindLabels[block.blockKind ?? 'maintenance'].toLowerCase()} block (${block.reason ?? ''})`,
      }),
  };
}

/** Bookings and blocks per yacht, by day or week, in Dubai time; the operator adds and removes blocks. */
export default function CalendarPage() {
  usePageTitle('Admin: calendar');
  const site = useSiteData();
  const calendar = useCalendarView();
  const { date, dates } = calendar;
  const invalidate = useInvalidate();
  const items = useBackendRead(`bookings/${dates[0]}/${dates[dates.length - 1]}`, (from) =>
    from.bookings.list(dates[0], dates[dates.length - 1]),
  );
  // The operating hours the day view spans; until they load (or if they cannot), the defaults.
  const settings = useBackendRead('booking settings', (from) => from.booking.getSettings());
  const hours = settings.status === 'ready' ? settings.data : DEFAULT_BOOKING_SETTINGS;
  const changes = useCalendarChanges();
  const { action } = changes;

  return (
    <>
      <CalendarTools yachts={site.yachts} adding={changes.adding} onAdd={() => changes.setAdding(true)} />
      <p className="small text-body-secondary mb-2">{t.timesNote}</p>
      <CalendarNav calendar={calendar} />
      <h2 className="h5" aria-live="polite">
        {calendar.title}
      </h2>
      <FlashAlert action={action} />
      {changes.adding && (
        <BlockForm yachts={site.yachts} date={date} add={changes.addBlock} onDone={changes.added} />
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
          today={calendar.today}
          openingMinute={hours.openingMinute}
          closingMinute={hours.closingMinute}
          onRemoveBlock={changes.askRemove}
          onCancelBooking={changes.setCancelling}
          busy={action.busy}
          doubleBooked={doubleBookings(items.data)}
        />
      )}
      <CancelBookingModal
        booking={changes.cancelling}
        busy={action.busy}
        onConfirm={(booking) => void changes.cancelBooking(booking)}
        onClose={() => changes.setCancelling(null)}
      />
      <ConfirmDeleteModal
        deletion={changes.deletion as unknown as ReturnType<typeof useDeletion>}
        detail={t.removeBlockDetail}
        busy={action.busy}
      />
    </>
  );
}
