import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { useBackend } from '../../../app/backend-context';
import { useSiteData } from '../../../app/data-context';
import type { Product } from '../../../backend/types';
import Loading from '../../../components/loading';
import { usePageTitle } from '../../../components/use-page-title';
import ConfirmDeleteModal, { useDeleteTarget } from '../confirm-delete-modal';
import { useFlash } from '../flash';
import { adminText } from '../messages';
import ProductRow from './product-row';
import { moveProduct } from './reorder';

/** The fleet as the operator manages it, in the order visitors see it. */
export default function ProductsPage() {
  usePageTitle('Admin: yachts');
  const backend = useBackend();
  const { products, status, reload } = useSiteData();
  const [flash, setFlash] = useFlash();
  const [busy, setBusy] = useState(false);
  const deletion = useDeleteTarget<Product>();

  async function move(index: number, direction: -1 | 1) {
    setBusy(true);
    try {
      const changes = moveProduct(products, index, direction);
      await Promise.all(
        changes.map(({ product: { id, ...input }, position }) =>
          backend.products.update(id, { ...input, position }),
        ),
      );
      setFlash(null);
    } catch (error) {
      console.warn('Reordering failed.', error);
      setFlash({ variant: 'danger', text: adminText.reorderFailed });
    }
    await reload('products');
    setBusy(false);
  }

  async function confirmDelete() {
    const product = deletion.target;
    if (!product) return;
    setBusy(true);
    try {
      await backend.products.remove(product.id);
      await reload('products');
      setFlash({ variant: 'success', text: adminText.deleted });
    } catch (error) {
      console.warn('Deleting the product failed.', error);
      setFlash({ variant: 'danger', text: adminText.deleteFailed });
    }
    deletion.close();
    setBusy(false);
  }

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 className="h3 mb-0">Yachts</h1>
        <Link className="btn btn-primary" to="/admin/add-product">
          Add a yacht
        </Link>
      </div>
      {flash && (
        <Alert variant={flash.variant} dismissible onClose={() => setFlash(null)} role="alert">
          {flash.text}
        </Alert>
      )}
      {status === 'loading' ? (
        <Loading label="Loading yachts..." />
      ) : products.length === 0 ? (
        <p className="lead py-4">{adminText.noProducts}</p>
      ) : (
        <ul className="list-unstyled d-grid gap-3" aria-label="Yachts">
          {products.map((product, index) => (
            <ProductRow
              key={product.id}
              product={product}
              isFirst={index === 0}
              isLast={index === products.length - 1}
              busy={busy}
              onMove={(direction) => move(index, direction)}
              onDelete={() => deletion.ask(product)}
            />
          ))}
        </ul>
      )}
      <ConfirmDeleteModal
        show={deletion.open}
        name={deletion.lastTarget?.name ?? ''}
        detail="This removes the yacht and its images from the site. It cannot be undone."
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={deletion.close}
      />
    </>
  );
}
