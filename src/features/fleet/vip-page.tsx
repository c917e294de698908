import { useSiteData } from '../../backend/react/site-data';
import { usePageMeta } from '../../components/page-meta';
import type { Product } from '../../domain/yacht';
import ProductGrid from './product-grid';
import { fleetPageStrings as t } from './page-strings';

export const vipOnly = (products: readonly Product[]) => products.filter((product) => product.isVIP);

export default function VipPage() {
  usePageMeta({ title: t.vipTitle, description: t.vipMetaDescription });
  const { products, status } = useSiteData();
  return (
    <section className="container py-5">
      <h1 className="h2">{t.vipTitle}</h1>
      <p className="lead mb-4">{t.vipIntro}</p>
      <ProductGrid products={vipOnly(products)} loading={status === 'loading'} emptyMessage={t.noVip} />
    </section>
  );
}
