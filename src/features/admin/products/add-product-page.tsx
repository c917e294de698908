import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBackend } from '../../../backend/react/backend-context';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import { usePageTitle } from '../../../components/page-title';
import { withFlash } from '../flash';
import { adminStrings } from '../strings';
import { draftToInput, emptyDraft, type ProductDraft } from './product-draft';
import ProductForm from './product-form';
import { paths } from '../../../config/paths';

export default function AddProductPage() {
  usePageTitle('Add a yacht');
  const backend = useBackend();
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  // The id is known before saving, so images go to Products/{id}/ from the start.
  const [productId] = useState(() => backend.products.newId());

  async function save(draft: ProductDraft) {
    await backend.products.add(draftToInput(draft), productId);
  }

  async function saved() {
    await invalidate('products');
    navigate(paths.admin.products, withFlash({ variant: 'success', text: adminStrings.productAdded }));
  }

  return (
    <>
      <h1 className="h3 mb-4">Add a yacht</h1>
      <ProductForm
        productId={productId}
        initial={emptyDraft}
        submitLabel="Add"
        save={save}
        failureMessage={adminStrings.productAddFailed}
        onSaved={saved}
      />
    </>
  );
}
