import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useInBrowser } from '../../components/use-in-browser';
import { selectionFromSearchParams, type BookingSelection } from '../../domain/booking';
import BookingFields from './booking-fields';
import type { BookingPanelProps } from './panel-types';
import QuoteSummary from './quote-summary';
import { paymentTermsOf } from '../../domain/charter/cancellation-policy';
import SendActions from './send-actions';
import ShareQuote from './share-quote';
import { bookingPanelStrings as t } from './panel-strings';
import { bookingPanelShellStrings as shell } from './shell-strings';
import { useBookingForm } from './use-booking-form';
import { useSendBooking } from './use-send-booking';

/** "Check availability & price": dates, free start times, hours, guests and add-ons, the live quote, and sending. */
export default function BookingPanel(props: BookingPanelProps) {
  const id = useId();
  // Its fields depend on the clock and the page's query, which a prerendered page cannot know: the prerendered page
  // and the hydration show the loading line, the browser then the fields.
  const inBrowser = useInBrowser();
  return (
    <section aria-labelledby={`${id}-title`} className="booking-panel card shadow-sm my-4">
      <div className="card-body">
        <h2 id={`${id}-title`} className="h4">
          {shell.title}
        </h2>
        {props.packageInfo && props.packageInfo.items.length > 0 && (
          <div className="mb-3">
            <p className="mb-1">{t.packageIncludes(props.packageInfo.name)}</p>
            <ul className="mb-0">
              {props.packageInfo.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        )}
        {inBrowser ? <PanelBody {...props} id={id} /> : <p role="status">{shell.loadingPanel}</p>}
      </div>
    </section>
  );
}

function PanelBody(props: BookingPanelProps & { id: string }) {
  const { id, yacht, addOns, busy, busyError } = props;
  const location = useLocation();
  const [now] = useState(() => (props.now ?? Date.now)());
  const [initial] = useState<Partial<BookingSelection>>(
    () => props.initial ?? selectionFromSearchParams(location.search),
  );
  const form = useBookingForm(props, now, initial);
  const sender = useSendBooking({
    yachtName: yacht.name,
    addOns,
    packageInfo: props.packageInfo,
    send: props.send,
  });
  const [showStartRequired, setShowStartRequired] = useState(false);
  const loading = busy === null && !busyError;
  return (
    <>
      <p>{t.intro}</p>
      <BookingFields
        id={id}
        form={form}
        addOns={addOns}
        capacity={yacht.capacity}
        loading={loading}
        busyError={busyError}
        onRetryBusy={props.onRetryBusy}
        showStartRequired={showStartRequired}
        startFromLink={
          initial.startMinute !== undefined && initial.startMinute === form.values.startMinute
            ? initial.startMinute
            : null
        }
      />
      <QuoteSummary id={id} quote={form.quote} addOns={addOns} terms={paymentTermsOf(props.settings)} />
      <SendActions id={id} form={form} sender={sender} onIncomplete={() => setShowStartRequired(true)} />
      <ShareQuote id={id} selection={form.selection} />
    </>
  );
}
