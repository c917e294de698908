import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { ADD_ON_UNITS, type AddOn, type AddOnUnit } from '../../../domain/booking';
import { TRANSLATED_LOCALES } from '../../../domain/locales';
import { backendMessage } from '../backend-message';
import CheckedField, { NumberField } from '../checked-field';
import FormAlert from '../forms/form-alert';
import { useAdminForm } from '../forms/use-admin-form';
import { draftField, languageName } from '../translation-fields';
import { addOnDraft, checkAddOnDraft, draftAddOn, newAddOnDraft, type AddOnDraft } from './add-on-draft';
import { bookingStrings, unitLabels } from './strings';
import { FormButtons } from '../forms/form-buttons';

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
  const [id] = useState(() => editing?.id ?? newAddOnId());
  const form = useAdminForm({
    initial: (): AddOnDraft => (editing ? addOnDraft(editing) : newAddOnDraft),
    check: (draft) => checkAddOnDraft(draft, id),
    save: (draft) => save(draftAddOn(draft, id)),
    messages: {
      failure: (error) => backendMessage(error, bookingStrings.addOnSaveFailed),
      log: 'Saving the add-on failed.',
    },
    onSaved: () => onDone(true),
  });
  const { draft, errors, change } = form;
  const title = editing ? `Edit ${editing.name}` : 'Add an add-on';

  return (
    <Form noValidate onSubmit={form.submit} aria-label={title} className="card card-body mt-3">
      <h3 className="h6">{title}</h3>
      <FormAlert alert={form.alert} />
      <Row className="g-3 align-items-start">
        <Col xs={12} md={5}>
          <CheckedField id="add-on-name" label="Add-on name" error={errors.name}>
            {(control) => <Form.Control {...control} autoComplete="off" {...form.text('name')} />}
          </CheckedField>
        </Col>
        {TRANSLATED_LOCALES.map((locale) => (
          <Col xs={12} md={6} key={locale}>
            <CheckedField
              id={`add-on-name-${locale}`}
              label={`Name in ${languageName(locale)} (optional)`}
              error={errors.translations}
            >
              {(control) => (
                <Form.Control
                  {...control}
                  dir="auto"
                  lang={locale}
                  autoComplete="off"
                  {...form.text(draftField('name', locale))}
                />
              )}
            </CheckedField>
          </Col>
        ))}
        <Col xs={6} md={3}>
          <NumberField
            id="add-on-price"
            label="Price (AED)"
            error={errors.priceFils}
            {...form.text('price')}
          />
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
      <FormButtons
        className="mt-3"
        label={form.saving ? 'Saving...' : editing ? 'Save add-on' : 'Add add-on'}
        saving={form.saving}
        onCancel={() => onDone(false)}
      />
    </Form>
  );
}
