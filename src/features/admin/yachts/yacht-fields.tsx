import type { ChangeEvent } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { LIMITS } from '../../../domain/limits';
import TextField, { CheckField } from '../forms/text-field';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../../domain/locales';
import { draftField, languageName } from '../translation-fields';
import type { DraftErrors, DraftField, YachtDraft } from './yacht-draft';

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

/** The included services in one other language: optional, the English shows where it is empty. */
function ComplementaryTranslation(props: YachtFieldsProps & { locale: TranslatedLocale }) {
  const name = languageName(props.locale);
  return (
    <Col xs={12} md={6}>
      <TextField
        id={`yacht-complementary-${props.locale}`}
        label={`Included services in ${name} (optional)`}
        rows={3}
        lang={props.locale}
        dir="auto"
        maxLength={LIMITS.text}
        hint={`Left empty, ${name} visitors see the English text.`}
        {...bind(props, draftField('complementary', props.locale))}
      />
    </Col>
  );
}

/** The longest charter a yacht can be priced for (validateYachtPricing). */
const MAX_CHARTER_HOURS = 24;

interface YachtFieldsProps {
  draft: YachtDraft;
  errors: DraftErrors;
  onChange: (patch: Partial<YachtDraft>) => void;
}

interface FieldProps extends YachtFieldsProps {
  field: DraftField;
  label: string;
  type?: 'text' | 'number';
  step?: string;
  required?: boolean;
  /** The largest number, or the most characters of a text. */
  max: number;
  /** A hint under the field. */
  hint?: string;
}

function Field({ field, label, type = 'number', step, required, max, hint, ...props }: FieldProps) {
  const number = type === 'number';
  return (
    <TextField
      id={`yacht-${field}`}
      label={label}
      required={required}
      hint={hint}
      type={type}
      step={step}
      min={number ? 0 : undefined}
      max={number ? max : undefined}
      maxLength={number ? undefined : max}
      inputMode={number ? (step === '1' ? 'numeric' : 'decimal') : undefined}
      {...bind(props, field)}
    />
  );
}

/** The booking rules' fields (the weekday hourly price is `price`). */
const PRICING_FIELDS = [
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
] as const;

/** The product's own fields; name and price are required (marked *). */
export default function YachtFields(props: YachtFieldsProps) {
  const { draft, onChange } = props;
  return (
    <Row className="g-3">
      <Col xs={12}>
        <Field {...props} field="name" label="Name" type="text" required max={LIMITS.name} />
      </Col>
      <Col xs={12} sm={6} lg={3}>
        <Field {...props} field="price" label="Price (AED per hour)" step="any" required max={LIMITS.price} />
      </Col>
      <Col xs={12} sm={6} lg={3}>
        <Field {...props} field="feet" label="Size (feet)" step="any" max={LIMITS.feet} />
      </Col>
      <Col xs={12} sm={6} lg={3}>
        <Field {...props} field="capacity" label="Capacity (guests)" step="1" max={LIMITS.capacity} />
      </Col>
      <Col xs={12} sm={6} lg={3}>
        <Field {...props} field="position" label="Position in the list" step="1" max={LIMITS.position} />
      </Col>
      <Col xs={12}>
        <TextField
          id="yacht-complementary"
          label="Complementary (included services)"
          rows={3}
          maxLength={LIMITS.text}
          {...bind(props, 'complementary')}
        />
      </Col>
      {TRANSLATED_LOCALES.map((locale) => (
        <ComplementaryTranslation key={locale} locale={locale} {...props} />
      ))}
      <Col xs={12}>
        <CheckField
          id="yacht-vip"
          label="VIP yacht"
          checked={draft.isVIP}
          onChange={(isVIP) => onChange({ isVIP })}
        />
      </Col>
      <Col xs={12}>
        <h2 className="h5 mt-3 mb-0">Booking</h2>
        <p className="small text-body-secondary mb-0">
          The weekday hourly price is the price above. Weekend days are set in the booking settings.
        </p>
      </Col>
      {PRICING_FIELDS.map((field) => (
        <Col key={field.field} xs={12} sm={6} lg={3}>
          <Field {...props} {...field} />
        </Col>
      ))}
    </Row>
  );
}
