import Form from 'react-bootstrap/Form';
import type { AddOn } from '../../domain/booking';
import AddOnFields from './add-on-fields';
import StartTimeField from './start-time-field';
import { shortDate, type StartTimeMessageProps } from './start-time-message';
import { bookingPanelStrings as t } from './panel-strings';

export interface BookingFieldsProps extends StartTimeMessageProps {
  addOns: readonly AddOn[];
  capacity: number;
}

/** Date, hours, start time (StartTimeField), guests and add-ons (AddOnFields), each with its label and its message. */
export default function BookingFields(props: BookingFieldsProps) {
  const { id, form, addOns, capacity } = props;
  const { values, errors } = form;
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
          {form.fullyBookedDates.length > 0 &&
            ` ${t.fullyBookedDates(form.fullyBookedDates.map(shortDate).join(', '))}`}
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

      <StartTimeField {...props} />

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

      <AddOnFields id={id} form={form} addOns={addOns} />
    </div>
  );
}
