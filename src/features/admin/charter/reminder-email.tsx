import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { Enquiry } from '../../../domain/enquiry';
import { backendMessage } from '../backend-message';
import { formatDubaiDateTime } from '../../../i18n/page-language';
import { reminderEmailStrings as t, reminderStrings as r } from './strings';
import type { CharterControls } from './use-charter';

/** What came of each reminder email (the server's record): emailed, being sent, or not sent and why. */
function ReminderLines({ enquiry }: { enquiry: Enquiry }) {
  const kinds = (['24h', '2h'] as const).flatMap((kind) => {
    const reminder = enquiry.reminders?.[kind];
    return reminder ? [{ kind, ...reminder }] : [];
  });
  if (kinds.length === 0) return null;
  return (
    <ul className="list-unstyled small mb-0">
      {kinds.map(({ kind, status, at, error }) => (
        <li key={kind} className={status === 'failed' ? 'text-danger' : undefined}>
          {t.line(r.kind[kind], t.status[status], formatDubaiDateTime(at))}
          {error && <span className="d-block text-break">{t.failedWhy(error)}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The client's email for the reminders (docs/decisions/0043-charter-page.md): what the operator typed is kept in the
 * field when saving fails, and the backend's reason is said beside it.
 */
export default function ReminderEmail({ enquiry, charter }: { enquiry: Enquiry; charter: CharterControls }) {
  const saved = enquiry.charter?.email ?? '';
  const [email, setEmail] = useState(saved);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `reminder-email-${enquiry.id}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      await charter.setReminderEmail(email);
      setEmail(email.trim());
    } catch (failure) {
      console.warn('Saving the reminders’ email failed.', failure);
      setError(backendMessage(failure, t.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form noValidate onSubmit={(event) => void save(event)} className="d-flex flex-column gap-1">
      <Form.Label htmlFor={id} className="small fw-semibold mb-0">
        {t.label}
      </Form.Label>
      <div className="d-flex flex-wrap align-items-start gap-2">
        <Form.Control
          id={id}
          type="email"
          size="sm"
          dir="ltr"
          autoComplete="off"
          className="charter-reminder-email"
          value={email}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-help` : `${id}-help`}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" size="sm" variant="outline-primary" disabled={busy || email.trim() === saved}>
          {busy ? t.saving : t.save}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="small text-danger mb-0" role="alert">
          {error}
        </p>
      )}
      <p id={`${id}-help`} className="small text-body-secondary mb-0">
        {!saved && enquiry.deposit?.email ? `${t.fromDeposit(enquiry.deposit.email)} ` : ''}
        {t.help}
      </p>
      <ReminderLines enquiry={enquiry} />
    </Form>
  );
}
