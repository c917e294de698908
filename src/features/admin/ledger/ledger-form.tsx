import Row from 'react-bootstrap/Row';
import { OFFLINE_METHODS, type LedgerInput, type LedgerKind } from '../../../domain/ledger/ledger';
import { backendMessage } from '../backend-message';
import FormShell from '../forms/form-shell';
import TextField, { SelectField } from '../forms/text-field';
import { useAdminForm } from '../forms/use-admin-form';
import { checkLedgerDraft, draftLedgerInput, newLedgerDraft, type LedgerDraft } from './ledger-draft';
import { kindLabels, ledgerStrings as t, methodLabels } from './strings';

interface LedgerFormProps {
  /** Still to pay (the amount it starts with) and paid net of refunds (a refund's ceiling), in fils. */
  dueFils: number;
  netFils: number;
  /** Records it; throws on failure (the form keeps what was typed and says why). */
  record: (input: LedgerInput) => Promise<void>;
  onDone: (saved: boolean) => void;
  now?: () => number;
}

/** Records a payment or refund taken offline: kind, amount in AED, how, when (Dubai time), a note. */
export default function LedgerForm({ dueFils, netFils, record, onDone, now = Date.now }: LedgerFormProps) {
  const form = useAdminForm<LedgerDraft, Partial<Record<keyof LedgerDraft, string>>>({
    initial: () => newLedgerDraft(dueFils, now()),
    check: (draft) => checkLedgerDraft(draft, netFils, now()),
    save: (draft) => record(draftLedgerInput(draft)),
    messages: {
      failure: (error) => backendMessage(error, t.saveFailed),
      log: 'Recording a payment failed.',
    },
    onSaved: () => onDone(true),
  });
  return (
    <div className="card card-body mt-2">
      <FormShell
        name="ledger"
        title={t.formTitle}
        form={form}
        submitLabel={t.save}
        focusFirstField
        onCancel={() => onDone(false)}
      >
        <Row className="g-2 mb-3">
          <SelectField
            id="ledger-kind"
            label={t.kind}
            col={{ xs: 12, md: 4 }}
            value={form.draft.kind}
            error={form.errors.kind}
            onChange={(event) => form.change({ kind: event.target.value as LedgerKind })}
          >
            {(['payment', 'refund'] as const).map((kind) => (
              <option key={kind} value={kind}>
                {kindLabels[kind]}
              </option>
            ))}
          </SelectField>
          <TextField
            id="ledger-amount"
            label={t.amount}
            required
            inputMode="decimal"
            dir="ltr"
            col={{ xs: 12, md: 4 }}
            {...form.field('amount')}
          />
          <SelectField
            id="ledger-method"
            label={t.method}
            col={{ xs: 12, md: 4 }}
            value={form.draft.method}
            error={form.errors.method}
            onChange={(event) => form.change({ method: event.target.value as LedgerDraft['method'] })}
          >
            {OFFLINE_METHODS.map((method) => (
              <option key={method} value={method}>
                {methodLabels[method]}
              </option>
            ))}
          </SelectField>
          <TextField
            id="ledger-date"
            type="date"
            label={t.date}
            required
            col={{ xs: 6, md: 4 }}
            {...form.field('date')}
          />
          <TextField
            id="ledger-time"
            type="time"
            label={t.time}
            required
            col={{ xs: 6, md: 4 }}
            {...form.field('time')}
          />
          <TextField
            id="ledger-note"
            label={t.note}
            hint={t.noteHint}
            dir="auto"
            maxLength={200}
            col={{ xs: 12, md: 4 }}
            {...form.field('note')}
          />
        </Row>
        <p className="small text-body-secondary mb-2">{t.online}</p>
      </FormShell>
    </div>
  );
}
