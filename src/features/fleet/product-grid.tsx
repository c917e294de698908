import type { Product } from '../../backend/types';
import Loading from '../../components/loading';
import ProductCard from './product-card';

interface ProductGridProps {
  products: Product[];
  loading: boolean;
  /** Shown when loading is done and there is nothing to show. */
  emptyMessage?: string;
  admin?: boolean;
}

/** How many cards are above the fold on a desktop and load eagerly. */
const EAGER_CARDS = 3;

export default function ProductGrid({
  products,
  loading,
  emptyMessage = 'No products found',
  admin,
}: ProductGridProps) {
  if (loading) return <Loading label="Loading yachts..." />;
  if (products.length === 0) return <p className="text-center py-5 lead">{emptyMessage}</p>;
  return (
    <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled mb-0" aria-label="Yachts">
      {products.map((product, index) => (
        <li key={product.id} className="col">
          <ProductCard product={product} admin={admin} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
