import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { BLOCK_KINDS, type BlockInput, type BlockKind, type Product } from '../../../backend/types';
import type { DubaiDate } from '../../../domain/booking';
import { LIMITS } from '../../../domain/limits';
import { backendMessage } from '../backend-message';
import CheckedField from '../checked-field';
import { dubaiIso } from './calendar-model';
import { blockKindLabels, calendarStrings as t } from './strings';

interface BlockDraft {
  yachtId: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  blockKind: BlockKind;
  reason: string;
}

type BlockErrors = Partial<Record<keyof BlockDraft, string>>;

function check(draft: BlockDraft): { errors: BlockErrors; input: BlockInput | null } {
  const errors: BlockErrors = {};
  if (draft.yachtId === '') errors.yachtId = t.chooseYacht;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.startDate)) errors.startDate = t.enterDate;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.endDate)) errors.endDate = t.enterDate;
  const start = dubaiIso(draft.startDate, draft.startTime);
  const end = dubaiIso(draft.endDate, draft.endTime);
  if (!errors.startDate && !start) errors.startTime = t.enterTime;
  if (!errors.endDate && !end) errors.endTime = t.enterTime;
  if (start && end && end <= start) errors.endTime = t.endAfterStart;
  if (draft.reason.trim() === '') errors.reason = t.enterReason;
  const valid = Object.keys(errors).length === 0 && start && end;
  return {
    errors,
    input: valid
      ? { yachtId: draft.yachtId, start, end, blockKind: draft.blockKind, reason: draft.reason.trim() }
      : null,
  };
}

interface BlockFormProps {
  yachts: readonly Product[];
  date: DubaiDate;
  /** Adds the block; throws on failure (a clash is a BackendError 'conflict' naming it). */
  add: (input: BlockInput) => Promise<void>;
  onDone: (added: boolean) => void;
}

/** A block of a yacht's time (maintenance or private use), entered in Dubai time. */
export default function BlockForm({ yachts, date, add, onDone }: BlockFormProps) {
  const [draft, setDraft] = useState<BlockDraft>({
    yachtId: '',
    startDate: date,
    startTime: '09:00',
    endDate: date,
    endTime: '17:00',
    blockKind: 'maintenance',
    reason: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const result = check(draft);
  const errors = submitted ? result.errors : {};
  const change = (patch: Partial<BlockDraft>) => setDraft((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!result.input) return;
    setSaving(true);
    setFailure(null);
    try {
      await add(result.input);
    } catch (error) {
      console.warn('Adding the block failed.', error);
      setFailure(backendMessage(error, t.blockAddFailed));
      setSaving(false);
      return;
    }
    setSaving(false);
    onDone(true);
  }

  const field = (
    name: 'startDate' | 'startTime' | 'endDate' | 'endTime',
    label: string,
    type: 'date' | 'time',
  ) => (
    <Col xs={6} md={3}>
      <CheckedField id={`block-${name}`} label={label} error={errors[name]}>
        {(control) => (
          <Form.Control
            {...control}
            type={type}
            value={draft[name]}
            onChange={(event) => change({ [name]: event.target.value })}
          />
        )}
      </CheckedField>
    </Col>
  );

  return (
    <Form noValidate onSubmit={submit} aria-label="Add a block" className="card card-body mb-3">
      <h2 className="h5">Add a block</h2>
      <p className="small text-body-secondary">{t.timesNote}</p>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <Row className="g-3">
        <Col xs={12} md={6}>
          <CheckedField id="block-yacht" label="Yacht" error={errors.yachtId}>
            {(control) => (
              <Form.Select
                {...control}
                value={draft.yachtId}
                onChange={(event) => change({ yachtId: event.target.value })}
              >
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
            {BLOCK_KINDS.map((kind) => (
              <Form.Check
                key={kind}
                inline
                type="radio"
                name="block-kind"
                id={`block-kind-${kind}`}
                label={blockKindLabels[kind]}
                checked={draft.blockKind === kind}
                onChange={() => change({ blockKind: kind })}
              />
            ))}
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
                value={draft.reason}
                maxLength={LIMITS.reason}
                onChange={(event) => change({ reason: event.target.value })}
              />
            )}
          </CheckedField>
        </Col>
      </Row>
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Button type="submit" disabled={saving}>
          {saving ? 'Adding...' : 'Add block'}
        </Button>
        <Button variant="outline-secondary" onClick={() => onDone(false)} disabled={saving}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
