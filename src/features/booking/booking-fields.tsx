import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formatAed, formatDubaiDate, formatDubaiTime, spansSunset, type AddOn } from '../../domain/booking';
import { bookingPanelStrings as t } from './strings';
import type { BookingForm } from './use-booking-form';

interface BookingFieldsProps {
  id: string;
  form: BookingForm;
  addOns: readonly AddOn[];
  capacity: number;
  loading: boolean;
  busyError?: string | null;
  onRetryBusy?: () => void;
  /** Shows "Choose a start time" once the visitor tried to send without one. */
  showStartRequired: boolean;
  /** The start time a link or the assistant asked for, when it is not offered. */
  startFromLink: number | null;
}

const shortDate = (date: string) =>
  formatDubaiDate(date, 'en-GB', { weekday: 'long', day: 'numeric', month: 'long' });

function StartTimeMessage({
  id,
  form,
  loading,
  busyError,
  onRetryBusy,
  showStartRequired,
  startFromLink,
}: BookingFieldsProps) {
  const problem = form.errors.date ?? form.errors.hours;
  if (problem) return null;
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

/** Date, start time, hours, guests and add-ons, each with its label and its message. */
export default function BookingFields(props: BookingFieldsProps) {
  const { id, form, addOns, capacity, loading } = props;
  const { values, errors } = form;
  const startInvalid =
    !loading &&
    !errors.date &&
    !errors.hours &&
    (form.offered.length === 0 || (props.showStartRequired && form.startMinute === null));
  return (
    <div className="row g-3">
      <Form.Group className="col-12 col-sm-6" controlId={`${id}-date`}>
        <Form.Label>{t.date}</Form.Label>
        <Form.Control
          type="date"
          name="date"
          required
          min={form.range.first}
          max={form.range.last}
          value={values.date}
          onChange={(event) => form.set('date', event.target.value)}
          isInvalid={Boolean(errors.date)}
          aria-describedby={`${id}-date-hint ${id}-date-error`}
        />
        <Form.Text id={`${id}-date-hint`}>
          {t.dateHint(shortDate(form.range.first), shortDate(form.range.last))}
        </Form.Text>
        <Form.Control.Feedback type="invalid" id={`${id}-date-error`}>
          {errors.date}
        </Form.Control.Feedback>
      </Form.Group>

      <Form.Group className="col-12 col-sm-6" controlId={`${id}-hours`}>
        <Form.Label>{t.hours}</Form.Label>
        <Form.Select
          name="hours"
          value={form.hours}
          onChange={(event) => form.set('hours', Number(event.target.value))}
          isInvalid={Boolean(errors.hours)}
          aria-describedby={`${id}-hours-hint ${id}-hours-error`}
        >
          {form.hoursOffered.map((hours) => (
            <option key={hours} value={hours}>
              {t.hoursOption(hours)}
            </option>
          ))}
        </Form.Select>
        <Form.Text id={`${id}-hours-hint`}>
          {form.hoursOffered.length > 0 &&
            t.hoursHint(form.hoursOffered[0], form.hoursOffered.at(-1) ?? 0, form.weekday)}
          {form.hoursAdjusted && ` ${t.hoursAdjusted(values.hours, form.hours, form.weekday)}`}
        </Form.Text>
        <Form.Control.Feedback type="invalid" id={`${id}-hours-error`}>
          {errors.hours}
        </Form.Control.Feedback>
      </Form.Group>

      <Form.Group className="col-12 col-sm-6" controlId={`${id}-start`}>
        <Form.Label>{t.startTime}</Form.Label>
        <Form.Select
          name="start"
          value={form.startMinute ?? ''}
          disabled={loading || Boolean(props.busyError) || form.offered.length === 0}
          onChange={(event) =>
            form.set('startMinute', event.target.value === '' ? null : Number(event.target.value))
          }
          isInvalid={startInvalid}
          aria-describedby={`${id}-start-hint ${id}-start-status`}
        >
          <option value="">{t.chooseStart}</option>
          {form.offered.map((minute) => (
            <option key={minute} value={minute}>
              {t.startOption(
                formatDubaiTime(minute),
                formatDubaiTime(minute + form.hours * 60),
                spansSunset(minute, form.hours, form.sunset),
              )}
            </option>
          ))}
        </Form.Select>
        <Form.Text id={`${id}-start-hint`}>
          {t.dubaiTime}{' '}
          {form.sunset !== null &&
            t.sunset(
              shortDate(form.dateValid ? values.date : form.range.first),
              formatDubaiTime(form.sunset),
            )}
        </Form.Text>
        <StartTimeMessage {...props} />
      </Form.Group>

      <Form.Group className="col-12 col-sm-6" controlId={`${id}-guests`}>
        <Form.Label>{t.guests}</Form.Label>
        <Form.Control
          type="number"
          name="guests"
          inputMode="numeric"
          min={1}
          max={capacity}
          required
          value={values.guests}
          onChange={(event) => form.set('guests', event.target.value)}
          isInvalid={Boolean(errors.guests)}
          aria-describedby={`${id}-guests-hint ${id}-guests-error`}
        />
        <Form.Text id={`${id}-guests-hint`}>{t.guestsHint(capacity)}</Form.Text>
        <Form.Control.Feedback type="invalid" id={`${id}-guests-error`}>
          {errors.guests}
        </Form.Control.Feedback>
      </Form.Group>

      {addOns.some((addOn) => addOn.active) && (
        <fieldset className="col-12">
          <legend className="form-label fs-6 mb-1">{t.addOns}</legend>
          {addOns
            .filter((addOn) => addOn.active)
            .map((addOn) => (
              <Form.Check
                key={addOn.id}
                id={`${id}-addon-${addOn.id}`}
                type="checkbox"
                label={t.addOnLabel(addOn.name, formatAed(addOn.priceFils), t.unit[addOn.unit])}
                checked={values.addOnIds.includes(addOn.id)}
                onChange={(event) =>
                  form.set(
                    'addOnIds',
                    event.target.checked
                      ? [...values.addOnIds, addOn.id]
                      : values.addOnIds.filter((chosen) => chosen !== addOn.id),
                  )
                }
              />
            ))}
          {errors.addOnIds && <div className="invalid-feedback d-block">{errors.addOnIds}</div>}
        </fieldset>
      )}
    </div>
  );
}
