import Form from 'react-bootstrap/Form';
import { spansSunset } from '../../domain/booking';
import { formatDubaiTime } from '../../i18n/page-language';
import StartTimeMessage, { shortDate, type StartTimeMessageProps } from './start-time-message';
import { bookingPanelStrings as t } from './panel-strings';

/**
 * The start times free for the chosen date and hours (in Dubai time, a sunset cruise marked), the date's sunset, and
 * the message under them (StartTimeMessage).
 */
export default function StartTimeField(props: StartTimeMessageProps) {
  const { id, form, loading } = props;
  const { values, errors } = form;
  const startInvalid =
    !loading &&
    !errors.date &&
    !errors.hours &&
    (form.offered.length === 0 || (props.showStartRequired && form.startMinute === null));
  return (
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
          t.sunset(shortDate(form.dateValid ? values.date : form.range.first), formatDubaiTime(form.sunset))}
      </Form.Text>
      <StartTimeMessage {...props} />
    </Form.Group>
  );
}
