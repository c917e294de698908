import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { BLOCK_KINDS, type BlockInput } from '../../../domain/booking/bookings';
import { type Yacht } from '../../../domain/yacht';
import type { DubaiDate } from '../../../domain/booking';
import { LIMITS } from '../../../domain/limits';
import { backendMessage } from '../backend-message';
import CheckedField, { RadioChoices } from '../checked-field';
import FormAlert from '../forms/form-alert';
import { useAdminForm } from '../forms/use-admin-form';
import { checkBlockDraft, draftBlock, newBlockDraft } from './block-draft';
import { blockKindLabels, calendarStrings as t } from './strings';
import { FormButtons } from '../forms/form-buttons';

interface BlockFormProps {
  yachts: readonly Yacht[];
  date: DubaiDate;
  /** Adds the block; throws on failure (a clash is a BackendError 'conflict' naming it). */
  add: (input: BlockInput) => Promise<void>;
  onDone: (added: boolean) => void;
}

/** A block of a yacht's time (maintenance or private use), entered in Dubai time. */
export default function BlockForm({ yachts, date, add, onDone }: BlockFormProps) {
  const form = useAdminForm({
    initial: () => newBlockDraft(date),
    check: checkBlockDraft,
    save: (draft) => add(draftBlock(draft)),
    messages: {
      failure: (error) => backendMessage(error, t.blockAddFailed),
      log: 'Adding the block failed.',
    },
    onSaved: () => onDone(true),
  });
  const { draft, errors, change } = form;

  const field = (
    name: 'startDate' | 'startTime' | 'endDate' | 'endTime',
    label: string,
    type: 'date' | 'time',
  ) => (
    <Col xs={6} md={3}>
      <CheckedField id={`block-${name}`} label={label} error={errors[name]}>
        {(control) => <Form.Control {...control} type={type} {...form.text(name)} />}
      </CheckedField>
    </Col>
  );

  return (
    <Form noValidate onSubmit={form.submit} aria-label="Add a block" className="card card-body mb-3">
      <h2 className="h5">Add a block</h2>
      <p className="small text-body-secondary">{t.timesNote}</p>
      <FormAlert alert={form.alert} />
      <Row className="g-3">
        <Col xs={12} md={6}>
          <CheckedField id="block-yacht" label="Yacht" error={errors.yachtId}>
            {(control) => (
              <Form.Select {...control} {...form.text('yachtId')}>
                <option value="">Choose a yacht</option>
                {yachts.map((yacht) => (
                  <option key={yacht.id} value={yacht.id}>
                    {yacht.name}
                  </option>
                ))}
              </Form.Select>
            )}
          </CheckedField>
        </Col>
        <Col xs={12} md={6}>
          <fieldset>
            <legend className="form-label fs-6 mb-2">Kind</legend>
            <RadioChoices
              name="block-kind"
              choices={BLOCK_KINDS.map((kind) => ({ value: kind, label: blockKindLabels[kind] }))}
              value={draft.blockKind}
              onChange={(blockKind) => change({ blockKind })}
            />
          </fieldset>
        </Col>
        {field('startDate', 'Start date', 'date')}
        {field('startTime', 'Start time', 'time')}
        {field('endDate', 'End date', 'date')}
        {field('endTime', 'End time', 'time')}
        <Col xs={12}>
          <CheckedField id="block-reason" label="Reason" error={errors.reason}>
            {(control) => (
              <Form.Control
                {...control}
                {...form.text('reason')}
                maxLength={LIMITS.reason}
                autoComplete="off"
              />
            )}
          </CheckedField>
        </Col>
      </Row>
      <FormButtons
        className="mt-3"
        label={form.saving ? 'Adding...' : 'Add block'}
        saving={form.saving}
        onCancel={() => onDone(false)}
      />
    </Form>
  );
}
