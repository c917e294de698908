import { useNavigate, useParams } from 'react-router-dom';
import { useBackend } from '../../../backend/react/backend-context';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { withFlash } from '../flash';
import { adminStrings } from '../strings';
import { draftFromProduct, draftToInput, type ProductDraft } from './product-draft';
import ProductForm from './product-form';
import { paths } from '../../../config/paths';

export default function EditProductPage() {
  const { id = '' } = useParams();
  const backend = useBackend();
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  // Read from the backend (not the shared list), so the form starts from what is stored.
  const stored = useBackendRead(`products/${id}`, (from) => from.products.get(id));
  const product = stored.status === 'ready' ? stored.data : null;
  usePageTitle(product ? `Edit ${product.name}` : 'Edit a yacht');

  if (stored.status === 'loading') return <Loading label="Loading yacht..." />;
  if (stored.status === 'failed') {
    return <LoadError message={adminStrings.productLoadFailed} onRetry={stored.retry} />;
  }
  if (!product) return <p className="lead py-4">{adminStrings.productNotFound}</p>;

  async function save(draft: ProductDraft) {
    if (!product) return;
    await backend.products.update(product.id, draftToInput(draft, product));
  }

  async function saved() {
    // The list and this yacht (`products/${id}`) are read again.
    await invalidate('products');
    navigate(paths.admin.products, withFlash({ variant: 'success', text: adminStrings.productUpdated }));
  }

  return (
    <>
      <h1 className="h3 mb-4">Edit {product.name}</h1>
      <ProductForm
        key={product.id}
        productId={product.id}
        initial={draftFromProduct(product)}
        submitLabel="Save"
        save={save}
        failureMessage={adminStrings.productUpdateFailed}
        onSaved={saved}
      />
    </>
  );
}
