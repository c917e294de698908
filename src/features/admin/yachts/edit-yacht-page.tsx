import { useNavigate, useParams } from 'react-router-dom';
import { useBackend } from '../../../backend/react/backend-context';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { withFlash } from '../flash';
import { adminStrings } from '../strings';
import { draftFromYacht, draftToInput, type YachtDraft } from './yacht-draft';
import YachtForm from './yacht-form';
import { paths } from '../../../config/paths';

export default function EditYachtPage() {
  const { id = '' } = useParams();
  const backend = useBackend();
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  // Read from the backend (not the shared list), so the form starts from what is stored.
  const stored = useBackendRead(`products/${id}`, (from) => from.yachts.get(id));
  const yacht = stored.status === 'ready' ? stored.data : null;
  usePageTitle(yacht ? `Edit ${yacht.name}` : 'Edit a yacht');

  if (stored.status === 'loading') return <Loading label="Loading yacht..." />;
  if (stored.status === 'failed') {
    return <LoadError message={adminStrings.yachtLoadFailed} onRetry={stored.retry} />;
  }
  if (!yacht) return <p className="lead py-4">{adminStrings.yachtNotFound}</p>;

  async function save(draft: YachtDraft) {
    if (!yacht) return;
    await backend.yachts.update(yacht.id, draftToInput(draft, yacht));
  }

  async function saved() {
    // The list and this yacht (`products/${id}`) are read again.
    await invalidate('products');
    navigate(paths.admin.yachts, withFlash({ variant: 'success', text: adminStrings.yachtUpdated }));
  }

  return (
    <>
      <h1 className="h3 mb-4">Edit {yacht.name}</h1>
      <YachtForm
        key={yacht.id}
        yachtId={yacht.id}
        initial={draftFromYacht(yacht)}
        submitLabel="Save"
        save={save}
        failureMessage={adminStrings.yachtUpdateFailed}
        onSaved={saved}
      />
    </>
  );
}
