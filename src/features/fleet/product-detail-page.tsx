import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Product } from '../../domain/yacht';
import { useBackendRead } from '../../backend/react/use-backend-read';
import { useSiteData } from '../../backend/react/site-data';
import LoadError from '../../components/load-error';
import Loading from '../../components/loading';
import { usePageMeta } from '../../components/page-meta';
import { site } from '../../config/site';
import { WhatsAppButton, YachtBooking } from '../booking';
import { i18n } from '@lingui/core';
import { yachtEnquiryText } from '../../domain/whatsapp';
import { formatFeet, formatPricePerHour } from '../../i18n/format';
import PhotoGallery, { galleryPreload } from './gallery/photo-gallery';
import { localized } from '../../domain/localized';
import { activeLocale } from '../../i18n/catalogues';
import { fleetPageStrings as t } from './page-strings';
import { fleetStrings } from './strings';
import { paths } from '../../config/paths';

type ProductLookup =
  | { status: 'loading'; product: null }
  | { status: 'failed'; product: null; retry: () => void }
  | { status: 'ready'; product: Product | null };

/** The yacht whose id is in the URL: from the shared list, else read from the backend (a just-added yacht). */
function useProduct(id: string): ProductLookup {
  const { products, status } = useSiteData();
  const listed = products.find((product) => product.id === id) ?? null;
  const read = useBackendRead(listed || status === 'loading' ? null : `products/${id}`, (backend) =>
    backend.products.get(id),
  );
  if (listed) return { status: 'ready', product: listed };
  if (status === 'loading' || read.status === 'loading') return { status: 'loading', product: null };
  if (read.status === 'failed') return { status: 'failed', product: null, retry: read.retry };
  return { status: 'ready', product: read.data };
}

const yachtDescription = (product: Product) =>
  t.yachtMetaDescription({ ...product, price: formatPricePerHour(product.price) });

export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const lookup = useProduct(id);
  const { product } = lookup;
  const navigate = useNavigate();
  const location = useLocation();
  usePageMeta(
    product
      ? {
          title: t.yachtMetaTitle(product.name),
          description: yachtDescription(product),
          path: paths.yacht(product.id),
          type: 'product',
          image: product.images[0]
            ? {
                src: product.images[0].src,
                width: product.images[0].width,
                height: product.images[0].height,
                alt: product.images[0].alt || product.name,
              }
            : undefined,
          // The largest thing on the page: fetched before anything else, from the head.
          preloadImage: product.images[0] && galleryPreload(product.images[0]),
          jsonLd: ({ url, ld, business, origin }) => [
            ld.yachtJsonLd(
              { ...product, description: yachtDescription(product) },
              url(paths.yacht(product.id)),
              business,
              origin,
              site.shareImage.src,
            ),
            ld.breadcrumbJsonLd([
              { name: site.name, url: url(paths.home) },
              { name: product.name, url: url(paths.yacht(product.id)) },
            ]),
          ],
        }
      : {
          title: lookup.status === 'ready' ? t.productNotFoundTitle : undefined,
          description: fleetStrings.homeMetaDescription,
          noindex: lookup.status === 'ready',
        },
  );

  // `location.key` is 'default' on a first visit: there is no page of ours to go back to.
  const goBack = () => (location.key === 'default' ? navigate(paths.home) : navigate(-1));

  return (
    <section className="container py-4 product-detail">
      <button type="button" className="btn btn-outline-primary mb-3" onClick={goBack}>
        {t.goBack}
      </button>
      {lookup.status === 'loading' && <Loading label={t.loadingYacht} />}
      {lookup.status === 'failed' && <LoadError message={t.loadFailed} onRetry={lookup.retry} />}
      {lookup.status === 'ready' && !product && <p className="lead py-5 text-center">{t.productNotFound}</p>}
      {product && (
        <div className="row g-4">
          <div className="col-12 col-lg-7">
            <PhotoGallery photos={product.images} name={product.name} />
          </div>
          <div className="col-12 col-lg-5">
            <h1 className="h2">
              {site.cardPrefix} {product.name}
            </h1>
            {product.isVIP && <span className="badge text-bg-warning mb-2">{t.vipBadge}</span>}
            <dl className="detail-facts">
              <dt>{t.price}</dt>
              <dd className="text-gold fw-semibold">{formatPricePerHour(product.price)}</dd>
              <dt>{t.sizeLabel}</dt>
              <dd>{formatFeet(product.feet)}</dd>
              <dt>{t.capacity}</dt>
              <dd>{t.guestsUpTo(product.capacity)}</dd>
              <dt>{t.complementary}</dt>
              <dd>{localized(product, 'complementary', activeLocale()) || t.askWhatIsIncluded}</dd>
            </dl>
            <WhatsAppButton text={() => yachtEnquiryText(product, i18n)} size="lg">
              {fleetStrings.bookByWhatsApp}
            </WhatsAppButton>
          </div>
          <div className="col-12">
            <YachtBooking product={product} />
          </div>
        </div>
      )}
    </section>
  );
}
