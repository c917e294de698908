import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import HoneypotField from './honeypot-field';
import { callbackStrings as t } from './strings';
import ContactFields from './contact-fields';
import type { CallbackFormValues } from './submit-callback';
import { useCallbackRequest } from './use-callback-request';
import { LIMITS } from '../../domain/limits';

const empty: CallbackFormValues = { name: '', phone: '', preferredTime: '', message: '', website: '' };

/** The 'Request a Call Back' form: stored first, then emailed; typed values stay until it succeeds. */
export default function CallbackForm() {
  const [values, setValues] = useState<CallbackFormValues>(empty);
  const { submit, sending, status } = useCallbackRequest();
  const id = useId();
  const invalidField = status.kind === 'error' ? status.field : undefined;

  const set = (field: keyof CallbackFormValues) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await submit(values)) setValues(empty);
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h4">
        {t.formTitle}
      </h2>
      <p>{t.formIntro}</p>
      {/* noValidate: our own messages instead of the browser's bubbles; fields stay `required`. */}
      <Form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="callback-form">
        <ContactFields
          id={id}
          values={values}
          set={set}
          invalidField={invalidField}
          groupClassName="mb-3"
          phoneHint
        />
        <Form.Group className="mb-3" controlId={`${id}-message`}>
          <Form.Label>{t.message}</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            name="message"
            maxLength={LIMITS.text}
            value={values.message}
            onChange={set('message')}
            isInvalid={invalidField === 'message'}
            aria-invalid={invalidField === 'message' || undefined}
            aria-describedby={invalidField === 'message' ? `${id}-status` : undefined}
          />
        </Form.Group>
        <HoneypotField value={values.website ?? ''} onChange={set('website')} />
        <div aria-live="polite" id={`${id}-status`}>
          {status.kind !== 'idle' && (
            <Alert variant={status.kind === 'success' ? 'success' : 'danger'} className="mb-3">
              {status.message}
            </Alert>
          )}
        </div>
        <Button type="submit" disabled={sending} aria-disabled={sending}>
          {sending && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {sending ? t.sending : t.submit}
        </Button>
      </Form>
    </section>
  );
}
