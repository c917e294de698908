import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import {
  validateBookingSettings,
  type BookingSettings,
  type VatMode,
  type Weekday,
} from '../../../domain/booking';
import { GUEST_LIST_CUTOFF_RANGE, ID_RETENTION_RANGE } from '../../../domain/charter/guest-list';
import { backendMessage } from '../backend-message';
import CheckedField, { NumberField, RadioGroup } from '../checked-field';
import BerthFields from '../forms/berth-fields';
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
  type TierDraft,
} from './settings-draft';
import { MAX_TIER_HOURS, MAX_TIERS } from '../../../domain/charter/cancellation-policy';
import { LEGAL_ADDRESS_MAX, LEGAL_NAME_MAX } from '../../../domain/booking/legal-identity';
import { QUOTE_HOLD_RANGE } from '../../../domain/booking/hold';
import { bookingStrings } from './strings';

type NumberKey =
  | 'turnaroundMinutes'
  | 'leadTimeMinutes'
  | 'horizonDays'
  | 'depositPercent'
  | 'depositHoldHours'
  | 'quoteHoldHours';

/** The whole-number fields, with their labels and the largest each takes. */
const NUMBER_FIELDS: { field: NumberKey; label: string; max: number }[] = [
  { field: 'turnaroundMinutes', label: 'Turnaround (minutes)', max: 240 },
  { field: 'leadTimeMinutes', label: 'Lead time (minutes)', max: 20160 },
  { field: 'horizonDays', label: 'Booking horizon (days)', max: 730 },
  { field: 'depositPercent', label: 'Deposit (%)', max: 100 },
  { field: 'depositHoldHours', label: 'Unpaid deposit link holds (hours)', max: 72 },
  { field: 'quoteHoldHours', label: 'A held quote keeps its slot (hours)', max: QUOTE_HOLD_RANGE.max },
];

/** The opening and closing times, with the earliest and latest each offers. */
const CLOCK_FIELDS: Omit<ClockFieldProps, 'form'>[] = [
  { field: 'openingMinute', label: 'Opening time (Dubai)', first: 0, last: 23 * 60 + 45 },
  { field: 'closingMinute', label: 'Closing time (Dubai)', first: 15, last: 24 * 60 },
];

const VAT_CHOICES: { value: VatMode; label: string }[] = [
  { value: 'included', label: 'Included in the prices' },
  { value: 'added', label: 'Added to the prices' },
];

interface SettingsFormProps {
  initial: BookingSettings;
  /** Saves; throws on failure. */
  save: (settings: BookingSettings) => Promise<void>;
}

/** The settings as typed, checked field by field, saved with the outcome said. */
function useSettingsForm({ initial, save }: SettingsFormProps) {
  return useAdminForm({
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
}

type SettingsFormState = ReturnType<typeof useSettingsForm>;

const described = (form: SettingsFormState, field: keyof BookingSettings) =>
  form.errors[field] ? `settings-${field}-error` : undefined;

function Invalid({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <div id={id} className="invalid-feedback d-block">
      {children}
    </div>
  ) : null;
}

/** The days the weekend price and minimum apply on. */
function WeekendDays({ form }: { form: SettingsFormState }) {
  const { draft, errors } = form;
  const toggle = (day: Weekday, on: boolean) =>
    form.update((current) => ({
      ...current,
      weekendDays: on ? [...current.weekendDays, day] : current.weekendDays.filter((d) => d !== day),
    }));
  return (
    <fieldset aria-describedby={described(form, 'weekendDays')}>
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
          onChange={(event) => toggle(day, event.target.checked)}
        />
      ))}
      <Invalid id="settings-weekendDays-error">{errors.weekendDays}</Invalid>
    </fieldset>
  );
}

interface ClockFieldProps {
  form: SettingsFormState;
  field: 'openingMinute' | 'closingMinute';
  label: string;
  /** The earliest and latest times offered, in minutes after midnight. */
  first: number;
  last: number;
}

/** A time of day, in quarter hours. */
function ClockField({ form, field, label, first, last }: ClockFieldProps) {
  return (
    <CheckedField id={`settings-${field}`} label={label} error={form.errors[field]}>
      {(control) => (
        <Form.Select {...control} {...form.text(field)}>
          {clockOptions(first, last, form.draft[field]).map((minute) => (
            <option key={minute} value={String(minute)}>
              {clockLabel(minute)}
            </option>
          ))}
        </Form.Select>
      )}
    </CheckedField>
  );
}

/** How far apart the start times offered are. */
function StartStepField({ form }: { form: SettingsFormState }) {
  return (
    <Form.Group controlId="settings-startStepMinutes">
      <Form.Label>Start-time step</Form.Label>
      <Form.Select
        {...form.text('startStepMinutes')}
        isInvalid={Boolean(form.errors.startStepMinutes)}
        aria-describedby={described(form, 'startStepMinutes')}
      >
        {START_STEPS.map((step) => (
          <option key={step} value={String(step)}>
            Every {step} minutes
          </option>
        ))}
      </Form.Select>
      <Invalid id="settings-startStepMinutes-error">{form.errors.startStepMinutes}</Invalid>
    </Form.Group>
  );
}

/** The charter page's settings: the guest list's cut-off, how long ID numbers are kept, and the site's berth. */
function CharterPageFields({ form }: { form: SettingsFormState }) {
  const { errors } = form;
  return (
    <fieldset className="mt-4" aria-describedby={described(form, 'berth')}>
      <legend className="h5">Charter pages and guest lists</legend>
      <Row className="g-3">
        <NumberField
          col={{ xs: 12, sm: 6, lg: 3 }}
          id="settings-guestListCutoffHours"
          label="Guest list closes (hours before departure)"
          hint="Empty: 24. After it, only you can change the list."
          error={errors.guestListCutoffHours}
          whole
          max={GUEST_LIST_CUTOFF_RANGE.max}
          {...form.text('guestListCutoffHours')}
        />
        <NumberField
          col={{ xs: 12, sm: 6, lg: 3 }}
          id="settings-idRetentionDays"
          label="ID numbers kept (days after the charter)"
          hint="Empty: 30. Then they are erased; the names stay."
          error={errors.idRetentionDays}
          whole
          max={ID_RETENTION_RANGE.max}
          {...form.text('idRetentionDays')}
        />
        <BerthFields
          idPrefix="settings"
          nameLabel="Berth (where clients board, unless their yacht says otherwise)"
          error={errors.berth}
          bind={(field) => form.text(field)}
        />
      </Row>
    </fieldset>
  );
}

/** The refund tiers: "cancelled at least N hours before departure: P% back", most hours first. */
function TierFields({ form }: { form: SettingsFormState }) {
  const { draft, errors } = form;
  const setTier = (index: number, change: Partial<TierDraft>) =>
    form.update((current) => ({
      ...current,
      tiers: current.tiers.map((tier, at) => (at === index ? { ...tier, ...change } : tier)),
    }));
  const remove = (index: number) =>
    form.update((current) => ({ ...current, tiers: current.tiers.filter((_, at) => at !== index) }));
  const add = () =>
    form.update((current) => ({
      ...current,
      tiers: [...current.tiers, { hoursBefore: '', refundPercent: '' }],
    }));
  // A problem of one tier ("Tier 2: …") is said under that tier's hours or refund, which it marks invalid.
  const ofTier = /^Tier (\d+): (.*)$/.exec(errors.cancellationTiers ?? '');
  const badTier = ofTier ? Number(ofTier[1]) - 1 : -1;
  const onHours = Boolean(ofTier?.[2]?.includes('hours'));
  const tierError = (index: number, hours: boolean) =>
    index === badTier && onHours === hours ? errors.cancellationTiers : undefined;
  return (
    <Col xs={12}>
      <fieldset aria-describedby={described(form, 'cancellationTiers')}>
        <legend className="fs-6 mb-1">Refund tiers (a client’s cancellation, by the hours left)</legend>
        {draft.tiers.map((tier, index) => (
          <Row key={index} className="g-2 align-items-end mb-2">
            <NumberField
              col={{ xs: 5, sm: 4, lg: 3 }}
              id={`settings-tier-${index}-hours`}
              label={`Tier ${index + 1}: at least (hours before)`}
              error={tierError(index, true)}
              whole
              max={MAX_TIER_HOURS}
              value={tier.hoursBefore}
              onChange={(event) => setTier(index, { hoursBefore: event.target.value })}
            />
            <NumberField
              col={{ xs: 4, sm: 3, lg: 2 }}
              id={`settings-tier-${index}-percent`}
              label="Refund (%)"
              error={tierError(index, false)}
              whole
              max={100}
              value={tier.refundPercent}
              onChange={(event) => setTier(index, { refundPercent: event.target.value })}
            />
            <Col xs="auto">
              <Button variant="outline-danger" onClick={() => remove(index)}>
                Remove tier {index + 1}
              </Button>
            </Col>
          </Row>
        ))}
        <p className="small text-body-secondary mb-2">
          Later than the last tier, nothing is refunded. A weather cancellation gives the full amount paid as
          credit.
        </p>
        {draft.tiers.length < MAX_TIERS && (
          <Button variant="outline-primary" onClick={add}>
            Add a tier
          </Button>
        )}
        <Invalid id="settings-cancellationTiers-error">
          {ofTier ? undefined : errors.cancellationTiers}
        </Invalid>
      </fieldset>
    </Col>
  );
}

/** The payment schedule, the refund tiers and who issues the tax invoices. */
function MoneyFields({ form }: { form: SettingsFormState }) {
  const { errors } = form;
  return (
    <fieldset className="mt-4">
      <legend className="h5">Payments, refunds and tax invoices</legend>
      <Row className="g-3">
        <NumberField
          col={{ xs: 12, sm: 6, lg: 3 }}
          id="settings-balanceDueHours"
          label="Balance due (hours before departure)"
          hint="Empty: 48."
          error={errors.balanceDueHours}
          whole
          max={MAX_TIER_HOURS}
          {...form.text('balanceDueHours')}
        />
        <TierFields form={form} />
        <CheckedField
          col={{ xs: 12, md: 6 }}
          id="settings-legalName"
          label="Legal name (on tax invoices)"
          error={errors.legalName}
        >
          {(control) => <Form.Control {...control} maxLength={LEGAL_NAME_MAX} {...form.text('legalName')} />}
        </CheckedField>
        <CheckedField
          col={{ xs: 12, md: 6 }}
          id="settings-trn"
          label="TRN (Tax Registration Number)"
          hint="15 digits, as on the certificate. Without it, payments get plain receipts, not tax invoices."
          error={errors.trn}
        >
          {(control) => <Form.Control {...control} inputMode="numeric" {...form.text('trn')} />}
        </CheckedField>
        <CheckedField
          col
          id="settings-legalAddress"
          label="Address (on tax invoices)"
          error={errors.legalAddress}
        >
          {(control) => (
            <Form.Control
              as="textarea"
              rows={2}
              {...control}
              maxLength={LEGAL_ADDRESS_MAX}
              {...form.text('legalAddress')}
            />
          )}
        </CheckedField>
      </Row>
    </fieldset>
  );
}

/** The site-wide booking rules: validated field by field; what was typed stays on any error. */
export default function SettingsForm(props: SettingsFormProps) {
  const form = useSettingsForm(props);
  const { draft, errors } = form;
  return (
    <Form noValidate onSubmit={form.submit} aria-label="Booking settings">
      <FormAlert alert={form.alert} onDismiss={form.dismissAlert} />
      <Row className="g-3">
        <Col xs={12}>
          <WeekendDays form={form} />
        </Col>
        {CLOCK_FIELDS.map((clock) => (
          <Col key={clock.field} xs={12} sm={6} lg={3}>
            <ClockField form={form} {...clock} />
          </Col>
        ))}
        <Col xs={12} sm={6} lg={3}>
          <StartStepField form={form} />
        </Col>
        {NUMBER_FIELDS.map(({ field, label, max }) => (
          <Col key={field} xs={12} sm={6} lg={3}>
            <NumberField
              id={`settings-${field}`}
              label={label}
              error={errors[field]}
              whole
              max={max}
              {...form.text(field)}
            />
          </Col>
        ))}
        <RadioGroup
          col
          legend="VAT (5%)"
          name="settings-vat"
          choices={VAT_CHOICES}
          value={draft.vatMode}
          error={errors.vatMode}
          onChange={(vatMode) => form.change({ vatMode })}
        />
      </Row>
      <CharterPageFields form={form} />
      <MoneyFields form={form} />
      <Button type="submit" className="mt-3" disabled={form.saving}>
        {form.saving ? 'Saving...' : 'Save settings'}
      </Button>
    </Form>
  );
}
