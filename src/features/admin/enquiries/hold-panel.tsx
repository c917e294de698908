import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useBackend } from '../../../backend/react/backend-context';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import { HOLD_HOURS_MESSAGE, isHoldHours, QUOTE_HOLD_RANGE } from '../../../domain/booking/hold';
import type { Enquiry } from '../../../domain/enquiry';
import { formatDubaiDateTime } from '../../../i18n/page-language';
import { backendMessage, isConflict } from '../backend-message';
import FlashAlert from '../flash-alert';
import { useLocalAction } from '../use-admin-action';
import { useClockUntil } from '../use-clock-until';
import { holdStrings as t } from './strings';

/** Whether an enquiry's quote may hold its slot: quoted, not booked, cancelled, lost or completed. */
export const canHold = (enquiry: Enquiry) =>
  Boolean(enquiry.quote) &&
  !enquiry.bookingId &&
  !enquiry.cancellation &&
  !enquiry.unreadable &&
  enquiry.status !== 'lost' &&
  enquiry.status !== 'completed';

/**
 * A quote's hold on its slot (docs/decisions/0052-quote-holds.md): held until when (or lapsed), hold it for a number
 * of hours (the booking settings' default, changed for this quote), hold it again from now, or release it.
 */
export default function HoldPanel({
  enquiry,
  defaultHours,
}: {
  enquiry: Enquiry;
  /** The booking settings' hold time (null while they load). */
  defaultHours: number | null;
}) {
  const backend = useBackend();
  const invalidate = useInvalidate();
  const action = useLocalAction();
  // null: the settings' default, until the operator types another.
  const [typed, setTyped] = useState<string | null>(null);
  const until = enquiry.heldUntil ? Date.parse(enquiry.heldUntil) : Number.NaN;
  const now = useClockUntil(until);
  if (!canHold(enquiry)) return null;

  const hoursText = typed ?? (defaultHours === null ? '' : String(defaultHours));
  const hours = hoursText.trim() === '' ? Number.NaN : Number(hoursText);
  const invalid = hoursText !== '' && !isHoldHours(hours);
  const live = until > now;
  const hold = () =>
    action.run(
      async () => {
        const expiresAt = await backend.enquiries.hold(enquiry.id, hours);
        await invalidate('enquiries', 'bookings');
        return expiresAt;
      },
      {
        success: (expiresAt) => t.held(formatDubaiDateTime(expiresAt)),
        failure: (error) =>
          isConflict(error) ? `${t.holdClash} ${error.message}` : backendMessage(error, t.holdFailed),
        log: 'Holding the slot failed.',
      },
    );
  const release = () =>
    action.run(
      async () => {
        await backend.enquiries.releaseHold(enquiry.id);
        await invalidate('enquiries', 'bookings');
      },
      { success: t.released, failure: t.releaseFailed, log: 'Releasing the hold failed.' },
    );

  return (
    <section aria-label={`Hold of ${enquiry.reference}`} className="border rounded p-2">
      <h3 className="h6 mb-1">{t.heading}</h3>
      <FlashAlert action={action} className="py-1 mb-2" />
      <p className={`small mb-2${live ? ' fw-semibold' : ''}`}>
        {live
          ? t.heldUntil(formatDubaiDateTime(enquiry.heldUntil ?? ''))
          : enquiry.heldUntil
            ? t.lapsed(formatDubaiDateTime(enquiry.heldUntil))
            : t.none}
      </p>
      <Form
        noValidate
        className="d-flex flex-wrap align-items-start gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid && hoursText !== '') void hold();
        }}
      >
        <Form.Group controlId={`hold-hours-${enquiry.id}`} style={{ maxWidth: '11rem' }}>
          <Form.Label className="small mb-1">{t.hoursLabel}</Form.Label>
          <Form.Control
            size="sm"
            type="number"
            inputMode="numeric"
            min={QUOTE_HOLD_RANGE.min}
            max={QUOTE_HOLD_RANGE.max}
            step={1}
            value={hoursText}
            isInvalid={invalid}
            aria-describedby={invalid ? `hold-hours-${enquiry.id}-error` : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Form.Control.Feedback type="invalid" id={`hold-hours-${enquiry.id}-error`}>
            {HOLD_HOURS_MESSAGE}
          </Form.Control.Feedback>
        </Form.Group>
        <div className="d-flex flex-wrap gap-2 align-self-end">
          <Button
            size="sm"
            type="submit"
            variant="outline-primary"
            disabled={action.busy || invalid || hoursText === ''}
            aria-label={`${live ? t.holdAgain : t.hold}: ${enquiry.reference}`}
          >
            {action.busy ? t.holding : live ? t.holdAgain : t.hold}
          </Button>
          {live && (
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={action.busy}
              onClick={() => void release()}
              aria-label={`${t.release}: ${enquiry.reference}`}
            >
              {t.release}
            </Button>
          )}
        </div>
      </Form>
    </section>
  );
}
