import { useCallback, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useNavigate, useParams } from 'react-router-dom';
import { useBackend } from '../../../app/backend-context';
import { useSiteData } from '../../../app/data-context';
import type { Product } from '../../../backend/types';
import Loading from '../../../components/loading';
import { usePageTitle } from '../../../components/use-page-title';
import { withFlash } from '../flash';
import { adminText } from '../messages';
import { draftFromProduct, draftToInput, type ProductDraft } from './product-draft';
import ProductForm from './product-form';

type Loaded = { id: string; result: { product: Product | null } | { failed: true } };

/** Reads the product to edit from the backend (not the shared list), so the form starts from what is stored. */
function useStoredProduct(id: string) {
  const backend = useBackend();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    backend.products.get(id).then(
      (product) => active && setLoaded({ id, result: { product } }),
      (error: unknown) => {
        console.warn(`Could not read product ${id}.`, error);
        if (active) setLoaded({ id, result: { failed: true } });
      },
    );
    return () => {
      active = false;
    };
  }, [backend, id, attempt]);

  const retry = useCallback(() => {
    setLoaded(null);
    setAttempt((count) => count + 1);
  }, []);
  return { loaded: loaded?.id === id ? loaded.result : null, retry };
}

export default function EditProductPage() {
  const { id = '' } = useParams();
  const backend = useBackend();
  const { reload } = useSiteData();
  const navigate = useNavigate();
  const { loaded, retry } = useStoredProduct(id);
  const product = loaded && 'product' in loaded ? loaded.product : null;
  usePageTitle(product ? `Edit ${product.name}` : 'Edit a yacht');

  if (!loaded) return <Loading label="Loading yacht..." />;
  if ('failed' in loaded) {
    return (
      <Alert variant="danger">
        <p>{adminText.productLoadFailed}</p>
        <Button variant="outline-danger" onClick={retry}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!product) return <p className="lead py-4">{adminText.productNotFound}</p>;

  async function save(draft: ProductDraft) {
    if (!product) return;
    await backend.products.update(product.id, draftToInput(draft, product));
  }

  async function saved() {
    await reload('products');
    navigate('/admin', withFlash({ variant: 'success', text: adminText.productUpdated }));
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
        failureMessage={adminText.productUpdateFailed}
        onSaved={saved}
      />
    </>
  );
}
