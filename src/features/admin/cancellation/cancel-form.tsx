import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { PaymentTerms } from '../../../domain/charter/cancellation-policy';
import type { Enquiry } from '../../../domain/enquiry';
import { CANCEL_REASONS, creditOf, type Cancellation } from '../../../domain/ledger/cancellation';
import { OFFLINE_METHODS, type OfflineMethod } from '../../../domain/ledger/ledger';
import { formatAed } from '../../../i18n/page-language';
import { backendMessage } from '../backend-message';
import FormShell from '../forms/form-shell';
import TextField, { SelectField } from '../forms/text-field';
import { useAdminForm } from '../forms/use-admin-form';
import { draftFils } from '../ledger/ledger-draft';
import { methodLabels } from '../ledger/strings';
import {
  checkCancelDraft,
  draftCancellation,
  draftTerms,
  newCancelDraft,
  withReason,
  type CancelDraft,
} from './cancel-draft';
import { cancelStrings as t, reasonLabels } from './strings';

interface CancelFormProps {
  enquiry: Enquiry;
  terms: PaymentTerms;
  /** Cancels, then records the refunds; throws on failure (the form keeps what was typed and says why). */
  cancel: (input: ReturnType<typeof draftCancellation>, method: OfflineMethod) => Promise<Cancellation>;
  onDone: (saved: boolean) => void;
  now?: () => number;
}

/**
 * Cancels a confirmed charter by the policy: why, when the client asked (Dubai time), what the policy gives back and
 * the refund (the policy's to start with; more at will, less only with a note), shown in AED before it is confirmed.
 */
export default function CancelForm({ enquiry, terms, cancel, onDone, now = Date.now }: CancelFormProps) {
  const [opened] = useState(now);
  const form = useAdminForm<CancelDraft, Partial<Record<keyof CancelDraft, string>>>({
    initial: () => newCancelDraft(enquiry, terms, opened),
    check: (draft) => checkCancelDraft(draft, enquiry, terms, now()),
    save: (draft) => cancel(draftCancellation(draft, now()), draft.method),
    messages: { failure: (error) => backendMessage(error, t.failed), log: 'Cancelling a charter failed.' },
    onSaved: () => onDone(true),
  });
  const { draft } = form;
  const policy = draftTerms(draft, enquiry, terms, now());
  const refund = draftFils(draft.refund);
  const credit = creditOf(draft.reason, policy.paidFils, Number.isNaN(refund) ? 0 : refund);
  return (
    <div className="card card-body mt-2 border-danger">
      <FormShell
        name="cancel-charter"
        title={t.title}
        form={form}
        submitLabel={t.submit(Number.isNaN(refund) ? '—' : formatAed(refund))}
        focusFirstField
        onCancel={() => onDone(false)}
        cancelLabel={t.keep}
        destructive
      >
        <Form.Group as="fieldset" className="mb-2">
          <Form.Label as="legend" className="small mb-1">
            {t.reason}
          </Form.Label>
          {CANCEL_REASONS.map((reason) => (
            <Form.Check
              key={reason}
              type="radio"
              id={`cancel-reason-${reason}`}
              name="cancel-reason"
              label={reasonLabels[reason]}
              checked={draft.reason === reason}
              onChange={() => form.update((current) => withReason(current, reason, enquiry, terms, now()))}
            />
          ))}
        </Form.Group>
        <p className="small mb-2">
          {t.paid(formatAed(policy.paidFils))}{' '}
          {draft.reason === 'weather'
            ? t.weather(formatAed(credit))
            : t.policy(policy.percent, formatAed(policy.policyFils))}
        </p>
        <Row className="g-2 mb-3">
          {draft.reason === 'client' && (
            <>
              <TextField
                id="cancel-date"
                type="date"
                label={t.requestedDate}
                required
                col={{ xs: 6, md: 3 }}
                {...form.field('date')}
              />
              <TextField
                id="cancel-time"
                type="time"
                label={t.requestedTime}
                required
                col={{ xs: 6, md: 3 }}
                {...form.field('time')}
              />
            </>
          )}
          <TextField
            id="cancel-refund"
            label={t.refund}
            required
            inputMode="decimal"
            dir="ltr"
            col={{ xs: 12, md: 3 }}
            {...form.field('refund')}
          />
          <SelectField
            id="cancel-method"
            label={t.method}
            col={{ xs: 12, md: 3 }}
            value={draft.method}
            error={form.errors.method}
            onChange={(event) => form.change({ method: event.target.value as OfflineMethod })}
          >
            {OFFLINE_METHODS.filter((method) => method !== 'credit').map((method) => (
              <option key={method} value={method}>
                {methodLabels[method]}
              </option>
            ))}
          </SelectField>
          <TextField
            id="cancel-note"
            label={t.note}
            dir="auto"
            maxLength={200}
            col={{ xs: 12 }}
            {...form.field('note')}
          />
        </Row>
        <p className="small text-body-secondary mb-2">{t.refundsOnline}</p>
      </FormShell>
    </div>
  );
}
