import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { validateBookingSettings, type BookingSettings, type Weekday } from '../../../domain/booking';
import { backendMessage } from '../backend-message';
import CheckedField from '../checked-field';
import FormAlert from '../forms/form-alert';
import { useAdminForm } from '../forms/use-admin-form';
import {
  clockLabel,
  clockOptions,
  draftSettings,
  settingsDraft,
  START_STEPS,
  WEEKDAYS,
  type SettingsDraft,
} from './settings-draft';
import { bookingStrings } from './strings';

type NumberField =
  'turnaroundMinutes' | 'leadTimeMinutes' | 'horizonDays' | 'depositPercent' | 'depositHoldHours';

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
  const form = useAdminForm({
    initial: () => settingsDraft(initial),
    check: (draft: SettingsDraft) => validateBookingSettings(draftSettings(draft)),
    save: (draft) => save(draftSettings(draft)),
    messages: {
      invalid: () => bookingStrings.fixFields,
      failure: (error) => backendMessage(error, bookingStrings.settingsSaveFailed),
      log: 'Saving the booking settings failed.',
      success: bookingStrings.settingsSaved,
    },
  });
  const { draft, errors, change } = form;
  const described = (field: keyof BookingSettings) => (errors[field] ? `settings-${field}-error` : undefined);

  function toggleDay(day: Weekday, on: boolean) {
    form.update((current) => ({
      ...current,
      weekendDays: on ? [...current.weekendDays, day] : current.weekendDays.filter((d) => d !== day),
    }));
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
          {...form.text(field)}
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
        <Form.Select {...control} {...form.text(field)}>
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
    <Form noValidate onSubmit={form.submit} aria-label="Booking settings">
      <FormAlert alert={form.alert} onDismiss={form.dismissAlert} />
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
              {...form.text('startStepMinutes')}
              isInvalid={Boolean(errors.startStepMinutes)}
              aria-describedby={described('startStepMinutes')}
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
        <Col xs={12} sm={6} lg={3}>
          {numberField('depositHoldHours', 'Unpaid deposit link holds (hours)', 72)}
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
      <Button type="submit" className="mt-3" disabled={form.saving}>
        {form.saving ? 'Saving...' : 'Save settings'}
      </Button>
    </Form>
  );
}
