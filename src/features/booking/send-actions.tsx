import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { ContactFields, loadPhoneValidator, validateCallback, type ContactFieldValues } from '../callback';
import type { BookingForm } from './use-booking-form';
import type { SendStatus, useSendBooking } from './use-send-booking';
import { formatAed } from '../../i18n/page-language';
import { bookingPanelStrings as t } from './panel-strings';
import VoucherField from './voucher-field';

interface SendActionsProps {
  id: string;
  form: BookingForm;
  sender: ReturnType<typeof useSendBooking>;
  /** Called when a send is refused because the selection is not complete, so the fields show why. */
  onIncomplete: () => void;
}

function StatusMessage({ id, status }: { id: string; status: SendStatus }) {
  if (status.kind === 'failed') {
    return (
      <Alert variant="danger" className="mt-3 mb-0" id={`${id}-send-status`}>
        {status.message}
      </Alert>
    );
  }
  if (status.kind !== 'sent') return null;
  return (
    <Alert variant={status.serverTotalFils === undefined ? 'success' : 'warning'} className="mt-3 mb-0">
      {status.serverTotalFils !== undefined && (
        <p className="mb-2">
          <strong>{t.serverPrice(formatAed(status.serverTotalFils))}</strong>
        </p>
      )}
      {t.referenceIntro} <strong className="text-nowrap">{status.reference}</strong>.{' '}
      {status.whatsappLink ? (
        <>
          {t.referenceWhatsapp}{' '}
          <a href={status.whatsappLink} target="_blank" rel="noopener noreferrer">
            {t.openWhatsapp}
          </a>
          .
        </>
      ) : (
        t.referenceCallback
      )}
    </Alert>
  );
}

/** "Send on WhatsApp" and "Request a call back" (name and phone, the contact form's checks). */
export default function SendActions({ id, form, sender, onIncomplete }: SendActionsProps) {
  const [callbackOpen, setCallbackOpen] = useState(false);
  const [contact, setContact] = useState({ name: '', phone: '' });
  const [invalidField, setInvalidField] = useState<string | undefined>();
  /** A voucher code found valid, sent with the enquiry. */
  const [voucher, setVoucher] = useState<string | null>(null);
  const { status } = sender;
  const sending = status.kind === 'sending';

  function ready(channel: 'whatsapp' | 'callback'): boolean {
    if (form.complete && form.quote) return true;
    onIncomplete();
    sender.fail(channel, t.fixFirst);
    return false;
  }

  function sendWhatsapp() {
    if (!ready('whatsapp') || !form.quote) return;
    void sender.sendWhatsapp(form.selection, form.quote, voucher ?? undefined);
  }

  async function sendCallback(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready('callback') || !form.quote) return;
    const quote = form.quote;
    const selection = form.selection;
    let normalise: (value: string) => string | null;
    try {
      normalise = await loadPhoneValidator();
    } catch (error) {
      console.warn('The phone number check could not be loaded.', error);
      sender.fail('callback', t.sendFailed);
      return;
    }
    const checked = validateCallback({ ...contact, preferredTime: '', message: '' }, normalise);
    if (!checked.ok) {
      setInvalidField(checked.field);
      sender.fail('callback', checked.message);
      return;
    }
    setInvalidField(undefined);
    await sender.sendCallback(selection, quote, contact.name.trim(), checked.phone, voucher ?? undefined);
  }

  const set = (field: keyof ContactFieldValues) => (event: { target: { value: string } }) =>
    setContact((previous) => ({ ...previous, [field]: event.target.value }));

  return (
    <div className="mt-3">
      <VoucherField id={id} onValid={setVoucher} />
      <div className="d-flex flex-wrap gap-2">
        <Button variant="success" onClick={sendWhatsapp} disabled={sending} aria-disabled={sending}>
          {sending && status.channel === 'whatsapp' && (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          {t.sendWhatsapp}
        </Button>
        <Button
          variant="outline-primary"
          aria-expanded={callbackOpen}
          aria-controls={`${id}-callback`}
          onClick={() => setCallbackOpen((open) => !open)}
        >
          {t.requestCallback}
        </Button>
      </div>
      {callbackOpen && (
        <Form
          noValidate
          onSubmit={sendCallback}
          id={`${id}-callback`}
          className="mt-3"
          aria-label={t.requestCallback}
        >
          <p className="mb-2">{t.callbackIntro}</p>
          <div className="row g-2">
            <ContactFields
              id={id}
              values={contact}
              set={set}
              invalidField={invalidField}
              groupClassName="col-12 col-sm-6"
              phoneHint
              statusId={`${id}-send-status`}
            />
          </div>
          <Button type="submit" className="mt-2" disabled={sending} aria-disabled={sending}>
            {sending && status.channel === 'callback' && (
              <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            {sending && status.channel === 'callback' ? t.sending : t.sendCallback}
          </Button>
        </Form>
      )}
      <div aria-live="polite">
        <StatusMessage id={id} status={status} />
      </div>
    </div>
  );
}
