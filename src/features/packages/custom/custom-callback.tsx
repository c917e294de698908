import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ContactFields, callbackStrings, HoneypotField, useCallbackRequest } from '../../callback';

const empty = { name: '', phone: '', preferredTime: '', website: '' };

/** Sends the composed trip as a call-back request instead of a WhatsApp message. */
export default function CustomCallback({ message }: { message: string }) {
  const [values, setValues] = useState(empty);
  const { submit, sending, status } = useCallbackRequest();
  const id = useId();
  const invalidField = status.kind === 'error' ? status.field : undefined;
  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await submit({ ...values, message })) setValues(empty);
  }

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="row g-3">
      <h2 id={`${id}-title`} className="h4 col-12 mb-0">
        Or ask us to call you
      </h2>
      <p className="col-12 mb-0">
        We will call you to plan the trip; your trip details are sent with the request.
      </p>
      <ContactFields
        id={id}
        values={values}
        set={set}
        invalidField={invalidField}
        groupClassName="col-12 col-md-4"
      />
      <HoneypotField value={values.website} onChange={set('website')} />
      <div className="col-12" aria-live="polite" id={`${id}-status`}>
        {status.kind !== 'idle' && (
          <Alert variant={status.kind === 'success' ? 'success' : 'danger'} className="mb-0">
            {status.message}
          </Alert>
        )}
      </div>
      <div className="col-12">
        <Button type="submit" variant="outline-primary" disabled={sending}>
          {sending ? callbackStrings.sending : callbackStrings.submit}
        </Button>
      </div>
    </Form>
  );
}
