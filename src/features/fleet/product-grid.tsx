import type { Product } from '../../domain/yacht';
import ProductCard from './product-card';
import { fleetStrings as t } from './strings';

interface ProductGridProps {
  products: Product[];
  loading: boolean;
  /** Shown when loading is done and there is nothing to show. */
  emptyMessage?: string;
}

/** How many cards are above the fold on a desktop and load eagerly. */
const EAGER_CARDS = 3;
const SKELETON_CARDS = 6;
/**
 * Cards after the first screenfuls are laid out only when scrolled near (content-visibility, app.scss): a fleet
 * of hundreds renders without a long task, while the first cards keep their exact layout (scroll restoration).
 */
const FULL_LAYOUT_CARDS = 12;

/** Card-sized placeholders (drawn by app.scss), so the page does not jump when the yachts arrive. */
function GridSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">{t.loadingYachts}</span>
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled mb-0" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className="col">
            <div className="card product-card-skeleton h-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function ProductGrid({ products, loading, emptyMessage = t.noProducts }: ProductGridProps) {
  if (loading) return <GridSkeleton />;
  if (products.length === 0) return <p className="text-center py-5 lead">{emptyMessage}</p>;
  return (
    <ul
      className="product-grid row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled mb-0"
      aria-label={t.fleetLabel}
    >
      {products.map((product, index) => (
        <li key={product.id} className={index < FULL_LAYOUT_CARDS ? 'col' : 'col layout-when-near'}>
          <ProductCard product={product} eager={index < EAGER_CARDS} first={index === 0} />
        </li>
      ))}
    </ul>
  );
}
