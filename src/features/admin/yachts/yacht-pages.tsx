import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { adminStrings } from '../strings';
import { draftFromYacht, draftToInput, emptyDraft } from './yacht-draft';
import YachtForm from './yacht-form';
import ImportPanel from '../calendar/import-panel';
import YachtFeedPanel from '../calendar/yacht-feed';

export function AddYachtPage() {
  usePageTitle('Add a yacht');
  const backend = useBackend();
  // The id is known before saving, so images go to Products/{id}/ from the start.
  const [yachtId] = useState(() => backend.yachts.newId());
  return (
    <YachtForm
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
    <>
      <YachtForm
        key={yacht.id}
        title={`Edit ${yacht.name}`}
        yachtId={yacht.id}
        initial={draftFromYacht(yacht)}
        submitLabel="Save"
        save={(draft) => backend.yachts.update(yacht.id, draftToInput(draft, yacht))}
        failureMessage={adminStrings.yachtUpdateFailed}
        savedMessage={adminStrings.yachtUpdated}
      />
      {/* The channels this yacht is also sold on: their calendars block it here too. */}
      <ImportPanel yachts={[yacht]} yachtId={yacht.id} />
      <YachtFeedPanel yacht={yacht} />
    </>
  );
}
