import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useBackend } from '../../../backend/react/backend-context';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { withFlash } from '../flash';
import { adminStrings } from '../strings';
import { draftFromYacht, draftToInput, emptyDraft, type YachtDraft } from './yacht-draft';
import YachtForm from './yacht-form';

interface YachtFormPageProps {
  title: string;
  yachtId: string;
  initial: YachtDraft;
  submitLabel: string;
  /** Saves the document; throws on failure. */
  save: (draft: YachtDraft) => Promise<void>;
  failureMessage: string;
  /** Said on the list after the save. */
  savedMessage: string;
}

/** The add and edit screens: the heading and the form; after a save, the list with its message. */
function YachtFormPage({ title, savedMessage, ...form }: YachtFormPageProps) {
  const invalidate = useInvalidate();
  const navigate = useNavigate();

  async function saved() {
    // The list and this yacht (`products/${id}`) are read again.
    await invalidate('products');
    navigate(paths.admin.yachts, withFlash({ variant: 'success', text: savedMessage }));
  }

  return (
    <>
      <h1 className="h3 mb-4">{title}</h1>
      <YachtForm key={form.yachtId} {...form} onSaved={saved} />
    </>
  );
}

export function AddYachtPage() {
  usePageTitle('Add a yacht');
  const backend = useBackend();
  // The id is known before saving, so images go to Products/{id}/ from the start.
  const [yachtId] = useState(() => backend.yachts.newId());
  return (
    <YachtFormPage
      title="Add a yacht"
      yachtId={yachtId}
      initial={emptyDraft}
      submitLabel="Add"
      save={async (draft) => {
        await backend.yachts.add(draftToInput(draft), yachtId);
      }}
      failureMessage={adminStrings.yachtAddFailed}
      savedMessage={adminStrings.yachtAdded}
    />
  );
}

export function EditYachtPage() {
  const { id = '' } = useParams();
  const backend = useBackend();
  // Read from the backend (not the shared list), so the form starts from what is stored.
  const stored = useBackendRead(`products/${id}`, (from) => from.yachts.get(id));
  const yacht = stored.status === 'ready' ? stored.data : null;
  usePageTitle(yacht ? `Edit ${yacht.name}` : 'Edit a yacht');

  if (stored.status === 'loading') return <Loading label="Loading yacht..." />;
  if (stored.status === 'failed') {
    return <LoadError message={adminStrings.yachtLoadFailed} onRetry={stored.retry} />;
  }
  if (!yacht) return <p className="lead py-4">{adminStrings.yachtNotFound}</p>;
  return (
    <YachtFormPage
      title={`Edit ${yacht.name}`}
      yachtId={yacht.id}
      initial={draftFromYacht(yacht)}
      submitLabel="Save"
      save={(draft) => backend.yachts.update(yacht.id, draftToInput(draft, yacht))}
      failureMessage={adminStrings.yachtUpdateFailed}
      savedMessage={adminStrings.yachtUpdated}
    />
  );
}
