import { useState } from 'react';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { faqOrder, type FaqEntry } from '../../../domain/faq';
import ConfirmDeleteModal, { useDeletion } from '../confirm-delete-modal';
import FlashAlert from '../flash-alert';
import { adminStrings } from '../strings';
import { useAdminAction } from '../use-admin-action';
import { draftFromFaqEntry, emptyFaqDraft, movedFaqOrder } from './faq-draft';
import FaqForm from './faq-form';
import FaqRow from './faq-row';
import { faqStrings } from './strings';

/** An entry as the delete question names it. */
type Named = FaqEntry & { name: string };

/** The FAQ in the order visitors read it, drafts too: each editable in three languages; add, move and delete. */
export default function FaqPage() {
  usePageTitle('Admin: FAQ');
  const backend = useBackend();
  const invalidate = useInvalidate();
  // Under `faq`, which the home page reads: invalidating `faq` reads both again (docs/decisions/0019).
  const faq = useBackendRead('faq/all', (from) => from.faq.listAll());
  const action = useAdminAction();
  const [editing, setEditing] = useState<FaqEntry | null>(null);
  // A fresh form after each added entry.
  const [formKey, setFormKey] = useState(0);
  const deletion = useDeletion<Named>(action, async (entry) => {
    await backend.faq.remove(entry.id);
    if (editing?.id === entry.id) setEditing(null);
    await invalidate('faq');
  });
  const entries = faq.status === 'ready' ? [...faq.data].sort(faqOrder) : [];
  const nextPosition = entries.reduce((last, entry) => Math.max(last, entry.position + 1), 0);

  const move = (index: number, direction: -1 | 1) =>
    action.run(
      async () => {
        const ids = movedFaqOrder(entries, index, direction);
        if (!ids) return;
        try {
          await backend.faq.reorder(ids);
        } finally {
          await invalidate('faq');
        }
      },
      { failure: adminStrings.reorderFailed, log: 'Reordering the FAQ failed.' },
    );

  async function saved(text: string) {
    await invalidate('faq');
    action.succeeded(text);
    setEditing(null);
    setFormKey((key) => key + 1);
  }

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 className="h3 mb-0">FAQ</h1>
        <a className="btn btn-primary" href="#faq-form" onClick={() => setEditing(null)}>
          New question
        </a>
      </div>
      <FlashAlert action={action} />
      <p>
        The questions on the home page, in this order. Each can be given in Arabic and Russian; a language
        without both its question and answer shows the English. Drafts are not shown to visitors.
      </p>
      <section className="mb-5" aria-labelledby="faq-list-title">
        <h2 id="faq-list-title" className="h5 mb-3">
          All questions
        </h2>
        {faq.status === 'loading' && <Loading label={faqStrings.loading} />}
        {faq.status === 'failed' && <LoadError message={faqStrings.loadFailed} onRetry={faq.retry} />}
        {faq.status === 'ready' &&
          (entries.length === 0 ? (
            <p>{faqStrings.none}</p>
          ) : (
            <ol className="list-unstyled d-grid gap-3" aria-label="Questions">
              {entries.map((entry, index) => (
                <FaqRow
                  key={entry.id}
                  entry={entry}
                  isFirst={index === 0}
                  isLast={index === entries.length - 1}
                  busy={action.busy}
                  onEdit={() => setEditing(entry)}
                  onMove={(direction) => void move(index, direction)}
                  onDelete={() => deletion.ask({ ...entry, name: `“${entry.question}”` })}
                />
              ))}
            </ol>
          ))}
      </section>
      <section className="card card-body" id="faq-form">
        {editing ? (
          <FaqForm
            key={editing.id}
            initial={draftFromFaqEntry(editing)}
            // Its position now: moved while the form was open, it stays where it was moved.
            position={entries.find((entry) => entry.id === editing.id)?.position ?? editing.position}
            title="Edit the question"
            submitLabel="Save question"
            save={(input) => backend.faq.update(editing.id, input)}
            onSaved={() => saved(faqStrings.updated)}
            onCancel={() => setEditing(null)}
            focusFirstField
          />
        ) : (
          <FaqForm
            key={`new-${formKey}`}
            initial={emptyFaqDraft}
            position={nextPosition}
            title="New question"
            submitLabel="Add question"
            save={async (input) => {
              await backend.faq.add(input);
            }}
            onSaved={() => saved(faqStrings.added)}
          />
        )}
      </section>
      <ConfirmDeleteModal
        deletion={deletion as ReturnType<typeof useDeletion>}
        detail={faqStrings.deleteDetail}
        busy={action.busy}
      />
    </>
  );
}
