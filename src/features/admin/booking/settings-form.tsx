import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import {
  hasErrors,
  validateBookingSettings,
  type BookingSettings,
  type Weekday,
} from '../../../domain/booking';
import { backendMessage } from '../backend-message';
import CheckedField from '../checked-field';
import {
  clockLabel,
  clockOptions,
  draftSettings,
  settingsDraft,
  START_STEPS,
  WEEKDAYS,
  type SettingsDraft,
  type SettingsErrors,
} from './settings-draft';
import { bookingStrings } from './strings';

type NumberField = 'turnaroundMinutes' | 'leadTimeMinutes' | 'horizonDays' | 'depositPercent';
type Feedback = { variant: 'success' | 'danger'; text: string } | null;

interface SettingsFormProps {
  initial: BookingSettings;
  /** Saves; throws on failure. */
  save: (settings: BookingSettings) => Promise<void>;
}

function Invalid({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <div id={id} className="invalid-feedback d-block">
      {children}
    </div>
  ) : null;
}

/** The site-wide booking rules: validated field by field; what was typed stays on any error. */
export default function SettingsForm({ initial, save }: SettingsFormProps) {
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsDraft(initial));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const settings = draftSettings(draft);
  const found = validateBookingSettings(settings);
  const errors: SettingsErrors = submitted ? found : {};
  const change = (patch: Partial<SettingsDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const described = (field: keyof BookingSettings) => (errors[field] ? `settings-${field}-error` : undefined);

  function toggleDay(day: Weekday, on: boolean) {
    setDraft((current) => ({
      ...current,
      weekendDays: on ? [...current.weekendDays, day] : current.weekendDays.filter((d) => d !== day),
    }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(found)) {
      setFeedback({ variant: 'danger', text: bookingStrings.fixFields });
      return;
    }
    setSaving(true);
    setFeedback(null);
    try {
      await save(settings);
      setFeedback({ variant: 'success', text: bookingStrings.settingsSaved });
    } catch (error) {
      console.warn('Saving the booking settings failed.', error);
      setFeedback({ variant: 'danger', text: backendMessage(error, bookingStrings.settingsSaveFailed) });
    } finally {
      setSaving(false);
    }
  }

  const numberField = (field: NumberField, label: string, max: number) => (
    <CheckedField id={`settings-${field}`} label={label} error={errors[field]}>
      {(control) => (
        <Form.Control
          {...control}
          type="number"
          inputMode="numeric"
          step="1"
          min={0}
          max={max}
          value={draft[field]}
          onChange={(event) => change({ [field]: event.target.value })}
        />
      )}
    </CheckedField>
  );

  const clockField = (
    field: 'openingMinute' | 'closingMinute',
    label: string,
    first: number,
    last: number,
  ) => (
    <CheckedField id={`settings-${field}`} label={label} error={errors[field]}>
      {(control) => (
        <Form.Select
          {...control}
          value={draft[field]}
          onChange={(event) => change({ [field]: event.target.value })}
        >
          {clockOptions(first, last, draft[field]).map((minute) => (
            <option key={minute} value={String(minute)}>
              {clockLabel(minute)}
            </option>
          ))}
        </Form.Select>
      )}
    </CheckedField>
  );

  return (
    <Form noValidate onSubmit={submit} aria-label="Booking settings">
      {feedback && (
        <Alert variant={feedback.variant} role="alert" dismissible onClose={() => setFeedback(null)}>
          {feedback.text}
        </Alert>
      )}
      <Row className="g-3">
        <Col xs={12}>
          <fieldset aria-describedby={described('weekendDays')}>
            <legend className="fs-6 mb-1">Weekend days (weekend price and minimum)</legend>
            {WEEKDAYS.map(({ day, name }) => (
              <Form.Check
                key={day}
                inline
                type="checkbox"
                id={`settings-weekend-${day}`}
                label={name}
                checked={draft.weekendDays.includes(day)}
                isInvalid={Boolean(errors.weekendDays)}
                onChange={(event) => toggleDay(day, event.target.checked)}
              />
            ))}
            <Invalid id="settings-weekendDays-error">{errors.weekendDays}</Invalid>
          </fieldset>
        </Col>
        <Col xs={12} sm={6} lg={3}>
          {clockField('openingMinute', 'Opening time (Dubai)', 0, 23 * 60 + 45)}
        </Col>
        <Col xs={12} sm={6} lg={3}>
          {clockField('closingMinute', 'Closing time (Dubai)', 15, 24 * 60)}
        </Col>
        <Col xs={12} sm={6} lg={3}>
          <Form.Group controlId="settings-startStepMinutes">
            <Form.Label>Start-time step</Form.Label>
            <Form.Select
              value={draft.startStepMinutes}
              isInvalid={Boolean(errors.startStepMinutes)}
              aria-describedby={described('startStepMinutes')}
              onChange={(event) => change({ startStepMinutes: event.target.value })}
            >
              {START_STEPS.map((step) => (
                <option key={step} value={String(step)}>
                  Every {step} minutes
                </option>
              ))}
            </Form.Select>
            <Invalid id="settings-startStepMinutes-error">{errors.startStepMinutes}</Invalid>
          </Form.Group>
        </Col>
        <Col xs={12} sm={6} lg={3}>
          {numberField('turnaroundMinutes', 'Turnaround (minutes)', 240)}
        </Col>
        <Col xs={12} sm={6} lg={3}>
          {numberField('leadTimeMinutes', 'Lead time (minutes)', 20160)}
        </Col>
        <Col xs={12} sm={6} lg={3}>
          {numberField('horizonDays', 'Booking horizon (days)', 730)}
        </Col>
        <Col xs={12} sm={6} lg={3}>
          {numberField('depositPercent', 'Deposit (%)', 100)}
        </Col>
        <Col xs={12}>
          <fieldset aria-describedby={described('vatMode')}>
            <legend className="fs-6 mb-1">VAT (5%)</legend>
            <Form.Check
              inline
              type="radio"
              name="settings-vat"
              id="settings-vat-included"
              label="Included in the prices"
              checked={draft.vatMode === 'included'}
              onChange={() => change({ vatMode: 'included' })}
            />
            <Form.Check
              inline
              type="radio"
              name="settings-vat"
              id="settings-vat-added"
              label="Added to the prices"
              checked={draft.vatMode === 'added'}
              onChange={() => change({ vatMode: 'added' })}
            />
            <Invalid id="settings-vatMode-error">{errors.vatMode}</Invalid>
          </fieldset>
        </Col>
      </Row>
      <Button type="submit" className="mt-3" disabled={saving}>
        {saving ? 'Saving...' : 'Save settings'}
      </Button>
    </Form>
  );
}
