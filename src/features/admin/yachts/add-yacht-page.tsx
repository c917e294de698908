import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBackend } from '../../../backend/react/backend-context';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import { usePageTitle } from '../../../components/page-title';
import { withFlash } from '../flash';
import { adminStrings } from '../strings';
import { draftToInput, emptyDraft, type YachtDraft } from './yacht-draft';
import YachtForm from './yacht-form';
import { paths } from '../../../config/paths';

export default function AddYachtPage() {
  usePageTitle('Add a yacht');
  const backend = useBackend();
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  // The id is known before saving, so images go to Products/{id}/ from the start.
  const [yachtId] = useState(() => backend.yachts.newId());

  async function save(draft: YachtDraft) {
    await backend.yachts.add(draftToInput(draft), yachtId);
  }

  async function saved() {
    await invalidate('products');
    navigate(paths.admin.yachts, withFlash({ variant: 'success', text: adminStrings.yachtAdded }));
  }

  return (
    <>
      <h1 className="h3 mb-4">Add a yacht</h1>
      <YachtForm
        yachtId={yachtId}
        initial={emptyDraft}
        submitLabel="Add"
        save={save}
        failureMessage={adminStrings.yachtAddFailed}
        onSaved={saved}
      />
    </>
  );
}
