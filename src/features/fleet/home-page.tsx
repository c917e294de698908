import { useSiteData } from '../../backend/react/site-data';
import { usePageMeta } from '../../components/page-meta';
import { site } from '../../config/site';
import ProductGrid from './product-grid';
import { fleetStrings as t } from './strings';

export default function HomePage() {
  usePageMeta({ description: t.homeMetaDescription, jsonLd: ({ businessData }) => [businessData()] });
  const { products, status } = useSiteData();
  return (
    <>
      <header className="hero text-white">
        <div className="container hero-content">
          <h1 className="display-5 fw-bold">{site.heading}</h1>
          <p className="lead mb-0">{site.tagline}</p>
        </div>
      </header>
      <section className="container py-5" aria-labelledby="fleet-heading">
        <h2 id="fleet-heading" className="h3 mb-4">
          {t.fleetHeading}
        </h2>
        <ProductGrid products={products} loading={status === 'loading'} />
      </section>
    </>
  );
}
