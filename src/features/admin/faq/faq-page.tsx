import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { usePageTitle } from '../../../components/page-title';
import { faqOrder, type FaqEntry } from '../../../domain/faq';
import AdminListPage from '../list/admin-list-page';
import { useAdminList } from '../list/use-admin-list';
import { draftFromFaqEntry, emptyFaqDraft, movedFaqOrder } from './faq-draft';
import FaqForm from './faq-form';
import FaqRow from './faq-row';
import { faqStrings } from './strings';

/** The FAQ in the order visitors read it, drafts too: each editable in three languages; add, move and delete. */
export default function FaqPage() {
  usePageTitle('Admin: FAQ');
  const backend = useBackend();
  // Under `faq`, which the home page reads: invalidating `faq` reads both again (docs/decisions/0019).
  const faq = useBackendRead('faq/all', (from) => from.faq.listAll());
  const list = useAdminList<FaqEntry>({
    reads: 'faq',
    what: 'question',
    texts: faqStrings,
    remove: (entry) => backend.faq.remove(entry.id),
    nameOf: (entry) => `“${entry.question}”`,
  });
  const { editing } = list;
  const entries = faq.status === 'ready' ? [...faq.data].sort(faqOrder) : [];
  const nextPosition = entries.reduce((last, entry) => Math.max(last, entry.position + 1), 0);

  const move = (index: number, direction: -1 | 1) =>
    void list.reorder(async () => {
      const ids = movedFaqOrder(entries, index, direction);
      if (ids) await backend.faq.reorder(ids);
    }, 'Reordering the FAQ failed.');

  return (
    <AdminListPage
      list={list}
      title="FAQ"
      add={{ label: 'New question', form: 'faq-form' }}
      intro={
        <p>
          The questions on the home page, in this order. Each can be given in Arabic and Russian; a language
          without both its question and answer shows the English. Drafts are not shown to visitors.
        </p>
      }
      section={{ id: 'faq-list-title', title: 'All questions' }}
      source={faq}
      items={entries}
      listLabel="Questions"
      ordered
      row={(entry, controls) => <FaqRow entry={entry} controls={controls} onEdit={() => list.edit(entry)} />}
      move={move}
      form={
        <FaqForm
          key={list.formKey}
          {...list.form({
            add: (input) => backend.faq.add(input),
            update: (entry, input) => backend.faq.update(entry.id, input),
            title: (entry) => (entry ? 'Edit the question' : 'New question'),
          })}
          initial={editing ? draftFromFaqEntry(editing) : emptyFaqDraft}
          // An edit keeps its position now: moved while the form was open, it stays where it was moved.
          position={
            editing
              ? (entries.find((entry) => entry.id === editing.id)?.position ?? editing.position)
              : nextPosition
          }
        />
      }
    />
  );
}
