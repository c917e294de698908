import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { formatDubaiDateTime } from '../../../i18n/page-language';
import { LIMITS } from '../../../domain/limits';
import { backendMessage } from '../backend-message';
import FormAlert from '../forms/form-alert';
import { useAdminForm } from '../forms/use-admin-form';
import { pipelineStrings as t } from './strings';

/** An enquiry's notes, oldest first, each with when and who; and a form to add one (kept if it fails). */
export default function EnquiryNotes({ enquiryId, reference }: { enquiryId: string; reference: string }) {
  const backend = useBackend();
  const invalidate = useInvalidate();
  const notes = useBackendRead(`notes/${enquiryId}`, (from) => from.enquiries.notes(enquiryId));
  const form = useAdminForm({
    initial: { text: '' },
    check: (draft): Partial<Record<'text', string>> =>
      draft.text.trim() === '' ? { text: t.writeNote } : {},
    save: (draft) => backend.enquiries.addNote(enquiryId, draft.text.trim()),
    // An empty note is said above the field, as a failure is.
    messages: {
      invalid: (errors) => errors.text ?? null,
      failure: (error) => backendMessage(error, t.noteFailed),
      log: 'Adding the note failed.',
    },
    startOver: true,
    // Read again; the notes shown stay until the new list arrives.
    onSaved: () => invalidate(`notes/${enquiryId}`),
  });
  const fieldId = `note-${enquiryId}`;

  return (
    <section className="border-top pt-2 mt-2" aria-label={`Notes on ${reference}`}>
      {notes.status === 'loading' && <Loading label="Loading notes..." />}
      {notes.status === 'failed' && <LoadError message={t.notesLoadFailed} onRetry={notes.retry} />}
      {notes.status === 'ready' &&
        (notes.data.length === 0 ? (
          <p className="small mb-2">{t.noNotes}</p>
        ) : (
          <ol className="list-unstyled small d-grid gap-1 mb-2" aria-label="Notes">
            {notes.data.map((note) => (
              <li key={note.id}>
                <span className="text-body-secondary">
                  {formatDubaiDateTime(note.createdAt)} · {note.author}:
                </span>{' '}
                <span className="text-break">{note.text}</span>
              </li>
            ))}
          </ol>
        ))}
      <Form noValidate onSubmit={form.submit} className="d-grid gap-2">
        <FormAlert alert={form.alert} className="mb-0 py-2" />
        <Form.Group controlId={fieldId}>
          <Form.Label className="small mb-1">New note</Form.Label>
          <Form.Control as="textarea" rows={2} maxLength={LIMITS.text} {...form.text('text')} />
        </Form.Group>
        <div>
          <Button type="submit" size="sm" disabled={form.saving} aria-label={`Add note to ${reference}`}>
            {form.saving ? 'Adding...' : 'Add note'}
          </Button>
        </div>
      </Form>
    </section>
  );
}
