import { useSiteData } from '../../app/data-context';
import { usePageTitle } from '../../components/use-page-title';
import type { Product } from '../../backend/types';
import ProductGrid from './product-grid';

export const vipOnly = (products: readonly Product[]) => products.filter((product) => product.isVIP);

export default function VipPage() {
  usePageTitle('VIP Yachts');
  const { products, status } = useSiteData();
  return (
    <section className="container py-5">
      <h1 className="h2">VIP Yachts</h1>
      <p className="lead mb-4">Our most exclusive yachts, with full crew, chef and the finest finishes.</p>
      <ProductGrid
        products={vipOnly(products)}
        loading={status === 'loading'}
        emptyMessage="No VIP yachts are available right now. Browse the whole fleet or ask us about upcoming arrivals."
      />
    </section>
  );
}
