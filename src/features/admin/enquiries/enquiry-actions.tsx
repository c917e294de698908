import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { ENQUIRY_STATUSES, type Enquiry, type EnquiryStatus } from '../../../domain/enquiry';
import { paths } from '../../../config/paths';
import { backendMessage, isConflict } from '../backend-message';
import FlashAlert from '../flash-alert';
import { useLocalAction } from '../use-admin-action';
import { pipelineStrings as t, statusLabels } from './strings';

export interface EnquiryActionsProps {
  enquiry: Enquiry;
  /** Its status is being changed (by the screen). */
  busy: boolean;
  onStatus: (status: EnquiryStatus) => void;
  /** Book its slot; throws a BackendError 'conflict' naming the clash when the slot is taken. */
  onConfirm: () => Promise<void>;
  /** Cancel its booking, freeing the slot. */
  onCancelBooking: () => Promise<void>;
  notesOpen: boolean;
  onToggleNotes: () => void;
}

/** The statuses an enquiry can be moved to by hand: 'confirmed' only by Confirm; a booked one only to completed. */
const statusChoices = (enquiry: Enquiry) =>
  ENQUIRY_STATUSES.filter(
    (status) =>
      status === enquiry.status || (enquiry.bookingId ? status === 'completed' : status !== 'confirmed'),
  );

/** Booking an enquiry's slot, or cancelling its booking once asked "are you sure", with the outcome said. */
function useBookingSteps({
  onConfirm,
  onCancelBooking,
}: Pick<EnquiryActionsProps, 'onConfirm' | 'onCancelBooking'>) {
  const action = useLocalAction();
  const [askingCancel, setAskingCancel] = useState(false);

  async function attempt(work: () => Promise<void>, success: string, failure: (error: unknown) => string) {
    await action.run(work, { success, failure, log: 'The booking action failed.' });
    setAskingCancel(false);
  }

  return {
    action,
    askingCancel,
    askCancel: (asking: boolean) => setAskingCancel(asking),
    confirm: () =>
      attempt(onConfirm, t.booked, (error) =>
        isConflict(error) ? `${t.clash} ${error.message}` : backendMessage(error, t.confirmFailed),
      ),
    cancel: () =>
      attempt(onCancelBooking, t.bookingCancelled, (error) => backendMessage(error, t.cancelFailed)),
  };
}

function StatusSelect({
  enquiry,
  disabled,
  onStatus,
}: {
  enquiry: Enquiry;
  disabled: boolean;
  onStatus: (status: EnquiryStatus) => void;
}) {
  return (
    <Form.Group controlId={`status-${enquiry.id}`} className="d-flex align-items-center gap-1">
      <Form.Label className="small mb-0">Status</Form.Label>
      <Form.Select
        size="sm"
        value={enquiry.status}
        disabled={disabled}
        aria-label={`Status of ${enquiry.reference}`}
        onChange={(event) => onStatus(event.target.value as EnquiryStatus)}
      >
        {statusChoices(enquiry).map((status) => (
          <option key={status} value={status}>
            {statusLabels[status]}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

interface CancelQuestionProps {
  reference: string;
  disabled: boolean;
  working: boolean;
  onCancel: () => void;
  onKeep: () => void;
}

function CancelQuestion({ reference, disabled, working, onCancel, onKeep }: CancelQuestionProps) {
  return (
    <div role="group" aria-label={`Cancel ${reference}?`} className="alert alert-warning mb-0 py-2">
      <p className="mb-2">{t.cancelQuestion}</p>
      <div className="d-flex flex-wrap gap-2">
        <Button size="sm" variant="danger" disabled={disabled} onClick={onCancel}>
          {working ? 'Cancelling...' : 'Yes, cancel the booking'}
        </Button>
        <Button size="sm" variant="outline-secondary" disabled={disabled} onClick={onKeep}>
          Keep it
        </Button>
      </div>
    </div>
  );
}

/**
 * What the operator can do with an enquiry: mark it contacted, set its status, confirm it into a booking (or see
 * that booking on the calendar and cancel it), and open its notes; the outcome of a booking step is said above.
 */
export default function EnquiryActions({
  enquiry,
  busy,
  onStatus,
  notesOpen,
  onToggleNotes,
  ...booking
}: EnquiryActionsProps) {
  const steps = useBookingSteps(booking);
  const { quote, reference } = enquiry;
  const who = enquiry.name || reference;
  const working = steps.action.busy;
  const disabled = busy || working;
  return (
    <>
      <FlashAlert action={steps.action} className="mb-0 py-2" />
      <div className="d-flex flex-wrap align-items-end gap-2">
        {enquiry.status === 'new' && (
          <Button
            size="sm"
            variant="success"
            disabled={disabled}
            onClick={() => onStatus('contacted')}
            aria-label={`Mark contacted: ${who}`}
          >
            Mark contacted
          </Button>
        )}
        <StatusSelect enquiry={enquiry} disabled={disabled} onStatus={onStatus} />
        {quote && !enquiry.bookingId && !enquiry.cancellation && (
          <Button
            size="sm"
            variant="primary"
            disabled={disabled}
            onClick={() => void steps.confirm()}
            aria-label={`Confirm booking ${reference}`}
          >
            {working ? 'Working...' : 'Confirm booking'}
          </Button>
        )}
        {quote && enquiry.bookingId && (
          <>
            <Link
              className="btn btn-sm btn-outline-primary"
              to={paths.admin.calendarAt(quote.selection.date)}
              aria-label={`View ${reference} on the calendar`}
            >
              View on calendar
            </Link>
            <Button
              size="sm"
              variant="outline-danger"
              disabled={disabled}
              onClick={() => steps.askCancel(true)}
              aria-label={`Cancel booking ${reference}`}
            >
              Cancel booking
            </Button>
          </>
        )}
        <Button
          size="sm"
          variant="outline-secondary"
          aria-expanded={notesOpen}
          onClick={onToggleNotes}
          aria-label={`Notes on ${reference}`}
        >
          Notes
        </Button>
      </div>
      {steps.askingCancel && (
        <CancelQuestion
          reference={reference}
          disabled={disabled}
          working={working}
          onCancel={() => void steps.cancel()}
          onKeep={() => steps.askCancel(false)}
        />
      )}
    </>
  );
}
