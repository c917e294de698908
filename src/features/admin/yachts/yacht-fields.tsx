import type { ChangeEvent } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { LIMITS } from '../../../domain/limits';
import type { FieldColumn } from '../checked-field';
import BerthFields from '../forms/berth-fields';
import TextField, { CheckField } from '../forms/text-field';
import { TRANSLATED_LOCALES } from '../../../domain/locales';
import { draftField, languageName } from '../translation-fields';
import type { DraftErrors, DraftField, YachtDraft } from './yacht-draft';

/** The longest charter a yacht can be priced for (validateYachtPricing). */
const MAX_CHARTER_HOURS = 24;
const QUARTER: FieldColumn = { xs: 12, sm: 6, lg: 3 };

interface YachtFieldsProps {
  draft: YachtDraft;
  errors: DraftErrors;
  onChange: (patch: Partial<YachtDraft>) => void;
}

/** A text field of the draft: its value, message and change. */
const bind = (
  { draft, errors, onChange }: YachtFieldsProps,
  field: DraftField | 'complementary' | 'complementaryAr' | 'complementaryRu',
) => ({
  value: draft[field],
  error: errors[field],
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onChange({ [field]: event.target.value }),
});

interface FieldProps extends YachtFieldsProps {
  field: DraftField;
  label: string;
  /** A number's step ('1': whole numbers); without one, a text. */
  step?: '1' | 'any';
  required?: boolean;
  /** The largest number, or the most characters of a text. */
  max: number;
  hint?: string;
}

/** A number field (a quarter of the row) or, without a step, a text one (the full row). */
function Field({ field, label, step, required, max, hint, ...props }: FieldProps) {
  return (
    <TextField
      col={step ? QUARTER : true}
      id={`yacht-${field}`}
      label={label}
      required={required}
      hint={hint}
      type={step ? 'number' : 'text'}
      step={step}
      min={step && 0}
      max={step && max}
      maxLength={step ? undefined : max}
      inputMode={step && (step === '1' ? 'numeric' : 'decimal')}
      {...bind(props, field)}
    />
  );
}

/** The yacht's own fields, then its booking rules (the weekday hourly price is `price`). */
const FIELDS: readonly Omit<FieldProps, keyof YachtFieldsProps>[] = [
  { field: 'name', label: 'Name', required: true, max: LIMITS.name },
  { field: 'price', label: 'Price (AED per hour)', step: 'any', required: true, max: LIMITS.price },
  { field: 'feet', label: 'Size (feet)', step: 'any', max: LIMITS.feet },
  { field: 'capacity', label: 'Capacity (guests)', step: '1', max: LIMITS.capacity },
  { field: 'position', label: 'Position in the list', step: '1', max: LIMITS.position },
];
const PRICING_FIELDS: typeof FIELDS = [
  {
    field: 'weekendPrice',
    label: 'Weekend hourly price (AED)',
    step: 'any',
    max: LIMITS.price,
    hint: 'Empty: the weekday price.',
  },
  { field: 'weekdayMinHours', label: 'Weekday minimum hours', step: '1', max: MAX_CHARTER_HOURS },
  { field: 'weekendMinHours', label: 'Weekend minimum hours', step: '1', max: MAX_CHARTER_HOURS },
  { field: 'maxHours', label: 'Maximum hours', step: '1', max: MAX_CHARTER_HOURS },
];

/** The yacht's fields; name and price are required (marked *). */
export default function YachtFields(props: YachtFieldsProps) {
  const { draft, onChange } = props;
  return (
    <Row className="g-3">
      {FIELDS.map((field) => (
        <Field key={field.field} {...props} {...field} />
      ))}
      <TextField
        col
        id="yacht-complementary"
        label="Complementary (included services)"
        rows={3}
        maxLength={LIMITS.text}
        {...bind(props, 'complementary')}
      />
      {TRANSLATED_LOCALES.map((locale) => (
        // The included services in the other languages: optional, the English shows where one is empty.
        <TextField
          key={locale}
          col={{ xs: 12, md: 6 }}
          id={`yacht-complementary-${locale}`}
          label={`Included services in ${languageName(locale)} (optional)`}
          rows={3}
          lang={locale}
          dir="auto"
          maxLength={LIMITS.text}
          hint={`Left empty, ${languageName(locale)} visitors see the English text.`}
          {...bind(props, draftField('complementary', locale))}
        />
      ))}
      <CheckField
        col
        id="yacht-vip"
        label="VIP yacht"
        checked={draft.isVIP}
        onChange={(isVIP) => onChange({ isVIP })}
      />
      <Col xs={12}>
        <h2 className="h5 mt-3 mb-0">Booking</h2>
        <p className="small text-body-secondary mb-0">
          The weekday hourly price is the price above. Weekend days are set in the booking settings.
        </p>
      </Col>
      {PRICING_FIELDS.map((field) => (
        <Field key={field.field} {...props} {...field} />
      ))}
      <Col xs={12}>
        <h2 className="h5 mt-3 mb-0">Berth</h2>
        <p className="small text-body-secondary mb-0">
          Where this yacht’s clients board, shown on their charter page. Left empty: the berth in the booking
          settings.
        </p>
      </Col>
      <BerthFields
        idPrefix="yacht"
        nameLabel="Berth"
        error={props.errors.berth}
        bind={(field) => ({
          value: draft[field],
          onChange: (event) => onChange({ [field]: event.target.value }),
        })}
      />
    </Row>
  );
}
