import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import {
  ADD_ON_UNITS,
  aedToFils,
  filsToAed,
  hasErrors,
  validateAddOn,
  type AddOn,
  type AddOnUnit,
  type FieldErrors,
} from '../../../domain/booking';
import { backendMessage } from '../backend-message';
import CheckedField from '../checked-field';
import { bookingStrings, unitLabels } from './strings';

interface AddOnDraft {
  name: string;
  /** Its name in Arabic and Russian; empty shows the English to those visitors. */
  nameAr: string;
  nameRu: string;
  price: string;
  unit: AddOnUnit;
  active: boolean;
}

const newDraft: AddOnDraft = { name: '', nameAr: '', nameRu: '', price: '', unit: 'booking', active: true };

const draftOf = (addOn: AddOn): AddOnDraft => ({
  name: addOn.name,
  nameAr: addOn.translations?.ar?.name ?? '',
  nameRu: addOn.translations?.ru?.name ?? '',
  price: String(filsToAed(addOn.priceFils)),
  unit: addOn.unit,
  active: addOn.active,
});

/** A new add-on's id: short, random, safe in a document path. */
const newAddOnId = () => `addon-${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;

interface AddOnFormProps {
  /** The add-on being edited, or null for a new one. */
  editing: AddOn | null;
  /** Saves; throws on failure. */
  save: (addOn: AddOn) => Promise<void>;
  onDone: (saved: boolean) => void;
}

/** Adds or edits one add-on: name, price in AED, unit and whether it is offered. */
export default function AddOnForm({ editing, save, onDone }: AddOnFormProps) {
  const [draft, setDraft] = useState<AddOnDraft>(() => (editing ? draftOf(editing) : newDraft));
  const [id] = useState(() => editing?.id ?? newAddOnId());
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const price = draft.price.trim() === '' ? Number.NaN : Number(draft.price);
  const addOn: AddOn = {
    id,
    name: draft.name.trim(),
    priceFils: aedToFils(price),
    unit: draft.unit,
    active: draft.active,
    translations: { ar: { name: draft.nameAr.trim() }, ru: { name: draft.nameRu.trim() } },
  };
  const found: FieldErrors<AddOn> = validateAddOn(addOn);
  if (!(price >= 0)) found.priceFils = bookingStrings.priceInvalid;
  const errors = submitted ? found : {};
  const change = (patch: Partial<AddOnDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const title = editing ? `Edit ${editing.name}` : 'Add an add-on';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(found)) return;
    setSaving(true);
    setFailure(null);
    try {
      await save(addOn);
    } catch (error) {
      console.warn('Saving the add-on failed.', error);
      setFailure(backendMessage(error, bookingStrings.addOnSaveFailed));
      setSaving(false);
      return;
    }
    setSaving(false);
    onDone(true);
  }

  return (
    <Form noValidate onSubmit={submit} aria-label={title} className="card card-body mt-3">
      <h3 className="h6">{title}</h3>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <Row className="g-3 align-items-start">
        <Col xs={12} md={5}>
          <CheckedField id="add-on-name" label="Add-on name" error={errors.name}>
            {(control) => (
              <Form.Control
                {...control}
                value={draft.name}
                onChange={(event) => change({ name: event.target.value })}
              />
            )}
          </CheckedField>
        </Col>
        {(['Ar', 'Ru'] as const).map((code) => (
          <Col xs={12} md={6} key={code}>
            <CheckedField
              id={`add-on-name-${code.toLowerCase()}`}
              label={`Name in ${code === 'Ar' ? 'Arabic' : 'Russian'} (optional)`}
              error={errors.translations}
            >
              {(control) => (
                <Form.Control
                  {...control}
                  dir="auto"
                  lang={code.toLowerCase()}
                  value={draft[`name${code}`]}
                  onChange={(event) => change({ [`name${code}`]: event.target.value })}
                />
              )}
            </CheckedField>
          </Col>
        ))}
        <Col xs={6} md={3}>
          <CheckedField id="add-on-price" label="Price (AED)" error={errors.priceFils}>
            {(control) => (
              <Form.Control
                {...control}
                type="number"
                inputMode="decimal"
                step="any"
                min={0}
                value={draft.price}
                onChange={(event) => change({ price: event.target.value })}
              />
            )}
          </CheckedField>
        </Col>
        <Col xs={6} md={4}>
          <Form.Group controlId="add-on-unit">
            <Form.Label>Charged</Form.Label>
            <Form.Select
              value={draft.unit}
              isInvalid={Boolean(errors.unit)}
              onChange={(event) => change({ unit: event.target.value as AddOnUnit })}
            >
              {ADD_ON_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unitLabels[unit]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Check
            id="add-on-active"
            type="checkbox"
            label="Offered to visitors (active)"
            checked={draft.active}
            onChange={(event) => change({ active: event.target.checked })}
          />
        </Col>
      </Row>
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : editing ? 'Save add-on' : 'Add add-on'}
        </Button>
        <Button variant="outline-secondary" onClick={() => onDone(false)} disabled={saving}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
