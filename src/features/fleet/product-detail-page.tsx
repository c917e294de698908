import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Product } from '../../backend/types';
import { useBackendOrNull } from '../../app/backend-context';
import { useSiteData } from '../../app/data-context';
import Loading from '../../components/loading';
import { usePageTitle } from '../../components/use-page-title';
import { site } from '../../config/site';
import WhatsAppButton from '../booking/whatsapp-button';
import { yachtEnquiryText } from '../booking/whatsapp';
import { formatFeet, formatPricePerHour } from './format';
import ImageSlider from './image-slider';

type Lookup = { id: string; product: Product | null } | null;

/** The yacht whose id is in the URL: from the shared list, else read from the backend (a just-added yacht). */
function useProduct(id: string): { loading: boolean; product: Product | null } {
  const { products, status } = useSiteData();
  const backend = useBackendOrNull();
  const listed = products.find((product) => product.id === id) ?? null;
  const [fetched, setFetched] = useState<Lookup>(null);

  useEffect(() => {
    if (listed || status === 'loading' || !backend) return;
    let active = true;
    backend.products.get(id).then(
      (product) => active && setFetched({ id, product }),
      (error: unknown) => {
        console.error(`Could not read product ${id}.`, error);
        if (active) setFetched({ id, product: null });
      },
    );
    return () => {
      active = false;
    };
  }, [backend, id, listed, status]);

  if (listed) return { loading: false, product: listed };
  if (fetched?.id === id) return { loading: false, product: fetched.product };
  return { loading: true, product: null };
}

export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const { loading, product } = useProduct(id);
  const navigate = useNavigate();
  const location = useLocation();
  usePageTitle(product?.name ?? (loading ? undefined : 'Product not found'));

  // `location.key` is 'default' on a first visit: there is no page of ours to go back to.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <section className="container py-4 product-detail">
      <Button variant="outline-primary" className="mb-3" onClick={goBack}>
        ← Go Back
      </Button>
      {loading && <Loading label="Loading yacht..." />}
      {!loading && !product && <p className="lead py-5 text-center">Product not found...</p>}
      {product && (
        <div className="row g-4">
          <div className="col-12 col-lg-7">
            <ImageSlider images={product.images} name={product.name} />
          </div>
          <div className="col-12 col-lg-5">
            <h1 className="h2">
              {site.cardPrefix} {product.name}
            </h1>
            {product.isVIP && <span className="badge text-bg-warning mb-2">VIP</span>}
            <dl className="detail-facts">
              <dt>Price</dt>
              <dd className="text-gold fw-semibold">{formatPricePerHour(product.price)}</dd>
              <dt>Size</dt>
              <dd>{formatFeet(product.feet)}</dd>
              <dt>Capacity</dt>
              <dd>up to {product.capacity} guests</dd>
              <dt>Complementary</dt>
              <dd>{product.complementary || 'Ask us what is included.'}</dd>
            </dl>
            <WhatsAppButton text={() => yachtEnquiryText(product)} size="lg">
              Book By WhatsApp
            </WhatsAppButton>
          </div>
        </div>
      )}
    </section>
  );
}
