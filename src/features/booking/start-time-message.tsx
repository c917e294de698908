import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { formatDubaiDate, formatDubaiTime } from '../../i18n/page-language';
import { bookingPanelStrings as t } from './panel-strings';
import type { BookingForm } from './use-booking-form';

/** `Thursday 13 March`: the date without its year, for hints and buttons. */
export const shortDate = (date: string) =>
  formatDubaiDate(date, { weekday: 'long', day: 'numeric', month: 'long' });

export interface StartTimeMessageProps {
  id: string;
  form: BookingForm;
  loading: boolean;
  busyError?: string | null;
  onRetryBusy?: () => void;
  /** Shows "Choose a start time" once the visitor tried to send without one. */
  showStartRequired: boolean;
  /** The start time a link or the assistant asked for, when it is not offered. */
  startFromLink: number | null;
}

/**
 * Under the start times: a failure to load them, loading, a fully booked date (with the next free ones), or why no
 * time is chosen.
 */
export default function StartTimeMessage({
  id,
  form,
  loading,
  busyError,
  onRetryBusy,
  showStartRequired,
  startFromLink,
}: StartTimeMessageProps) {
  if (busyError) {
    return (
      <Alert variant="danger" className="mt-2 mb-0 py-2" id={`${id}-start-status`}>
        {t.busyError} {busyError}{' '}
        {onRetryBusy && (
          <Button variant="outline-danger" size="sm" onClick={onRetryBusy}>
            {t.retry}
          </Button>
        )}
      </Alert>
    );
  }
  // The date's or the hours' own message says what to fix first.
  if (form.errors.date ?? form.errors.hours) return null;
  if (loading)
    return (
      <p className="form-text mb-0" id={`${id}-start-status`} role="status">
        {t.loadingTimes}
      </p>
    );
  let message: string | null = null;
  if (form.fullyBooked) message = t.fullyBooked(formatDubaiDate(form.values.date));
  else if (form.offered.length === 0) message = form.errors.startMinute ?? null;
  else if (startFromLink !== null && form.startMinute === null)
    message = t.startFromLinkTaken(formatDubaiTime(startFromLink));
  else if (showStartRequired && form.startMinute === null) message = t.startRequired;
  if (!message && !form.fullyBooked) return null;
  return (
    <div className="invalid-feedback d-block" id={`${id}-start-status`}>
      {message}
      {form.fullyBooked && (
        <div className="mt-1">
          {form.nextFreeDates.length > 0 ? t.nextFreeDates : t.noFreeDates}{' '}
          {form.nextFreeDates.map((date) => (
            <Button
              key={date}
              variant="outline-primary"
              size="sm"
              className="me-1 mt-1"
              onClick={() => form.set('date', date)}
            >
              {shortDate(date)}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
