import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBackend } from '../../../app/backend-context';
import { useSiteData } from '../../../app/data-context';
import { usePageTitle } from '../../../components/use-page-title';
import { withFlash } from '../flash';
import { adminText } from '../messages';
import { draftToInput, emptyDraft, type ProductDraft } from './product-draft';
import ProductForm from './product-form';

export default function AddProductPage() {
  usePageTitle('Add a yacht');
  const backend = useBackend();
  const { reload } = useSiteData();
  const navigate = useNavigate();
  // The id is known before saving, so images go to Products/{id}/ from the start.
  const [productId] = useState(() => backend.products.newId());

  async function save(draft: ProductDraft) {
    await backend.products.add(draftToInput(draft), productId);
  }

  async function saved() {
    await reload('products');
    navigate('/admin', withFlash({ variant: 'success', text: adminText.productAdded }));
  }

  return (
    <>
      <h1 className="h3 mb-4">Add a yacht</h1>
      <ProductForm
        productId={productId}
        initial={emptyDraft}
        submitLabel="Add"
        save={save}
        failureMessage={adminText.productAddFailed}
        onSaved={saved}
      />
    </>
  );
}
