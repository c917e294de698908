import Form from 'react-bootstrap/Form';
import { spansSunset, type AddOn } from '../../domain/booking';
import { formatAed, formatDubaiTime } from '../../i18n/page-language';
import { addOnName } from './add-on-name';
import StartTimeMessage, { shortDate, type StartTimeMessageProps } from './start-time-message';
import { bookingPanelStrings as t } from './panel-strings';

export interface BookingFieldsProps extends StartTimeMessageProps {
  addOns: readonly AddOn[];
  capacity: number;
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
                label={t.addOnLabel(addOnName(addOn), formatAed(addOn.priceFils), t.unit[addOn.unit])}
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
