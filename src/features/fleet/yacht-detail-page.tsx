import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Yacht } from '../../domain/yacht';
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

type YachtLookup =
  | { status: 'loading'; yacht: null }
  | { status: 'failed'; yacht: null; retry: () => void }
  | { status: 'ready'; yacht: Yacht | null };

/** The yacht whose id is in the URL: from the shared list, else read from the backend (a just-added yacht). */
function useYacht(id: string): YachtLookup {
  const { yachts, status } = useSiteData();
  const listed = yachts.find((yacht) => yacht.id === id) ?? null;
  const read = useBackendRead(listed || status === 'loading' ? null : `products/${id}`, (backend) =>
    backend.yachts.get(id),
  );
  if (listed) return { status: 'ready', yacht: listed };
  if (status === 'loading' || read.status === 'loading') return { status: 'loading', yacht: null };
  if (read.status === 'failed') return { status: 'failed', yacht: null, retry: read.retry };
  return { status: 'ready', yacht: read.data };
}

const yachtDescription = (yacht: Yacht) =>
  t.yachtMetaDescription({ ...yacht, price: formatPricePerHour(yacht.price) });

export default function YachtDetailPage() {
  const { id = '' } = useParams();
  const lookup = useYacht(id);
  const { yacht } = lookup;
  const navigate = useNavigate();
  const location = useLocation();
  usePageMeta(
    yacht
      ? {
          title: t.yachtMetaTitle(yacht.name),
          description: yachtDescription(yacht),
          path: paths.yacht(yacht.id),
          type: 'product',
          image: yacht.images[0]
            ? {
                src: yacht.images[0].src,
                width: yacht.images[0].width,
                height: yacht.images[0].height,
                alt: yacht.images[0].alt || yacht.name,
              }
            : undefined,
          // The largest thing on the page: fetched before anything else, from the head.
          preloadImage: yacht.images[0] && galleryPreload(yacht.images[0]),
          jsonLd: ({ url, ld, business, origin }) => [
            ld.yachtJsonLd(
              { ...yacht, description: yachtDescription(yacht) },
              url(paths.yacht(yacht.id)),
              business,
              origin,
              site.shareImage.src,
            ),
            ld.breadcrumbJsonLd([
              { name: site.name, url: url(paths.home) },
              { name: yacht.name, url: url(paths.yacht(yacht.id)) },
            ]),
          ],
        }
      : {
          title: lookup.status === 'ready' ? t.yachtNotFoundTitle : undefined,
          description: fleetStrings.homeMetaDescription,
          noindex: lookup.status === 'ready',
        },
  );

  // `location.key` is 'default' on a first visit: there is no page of ours to go back to.
  const goBack = () => (location.key === 'default' ? navigate(paths.home) : navigate(-1));

  return (
    <section className="container py-4 yacht-detail">
      <button type="button" className="btn btn-outline-primary mb-3" onClick={goBack}>
        {t.goBack}
      </button>
      {lookup.status === 'loading' && <Loading label={t.loadingYacht} />}
      {lookup.status === 'failed' && <LoadError message={t.loadFailed} onRetry={lookup.retry} />}
      {lookup.status === 'ready' && !yacht && <p className="lead py-5 text-center">{t.yachtNotFound}</p>}
      {yacht && (
        <div className="row g-4">
          <div className="col-12 col-lg-7">
            <PhotoGallery photos={yacht.images} name={yacht.name} />
          </div>
          <div className="col-12 col-lg-5">
            <h1 className="h2">
              {site.cardPrefix} {yacht.name}
            </h1>
            {yacht.isVIP && <span className="badge text-bg-warning mb-2">{t.vipBadge}</span>}
            <dl className="detail-facts">
              <dt>{t.price}</dt>
              <dd className="text-gold fw-semibold">{formatPricePerHour(yacht.price)}</dd>
              <dt>{t.sizeLabel}</dt>
              <dd>{formatFeet(yacht.feet)}</dd>
              <dt>{t.capacity}</dt>
              <dd>{t.guestsUpTo(yacht.capacity)}</dd>
              <dt>{t.complementary}</dt>
              <dd>{localized(yacht, 'complementary', activeLocale()) || t.askWhatIsIncluded}</dd>
            </dl>
            <WhatsAppButton text={() => yachtEnquiryText(yacht, i18n)} size="lg">
              {fleetStrings.bookByWhatsApp}
            </WhatsAppButton>
          </div>
          <div className="col-12">
            <YachtBooking yacht={yacht} />
          </div>
        </div>
      )}
    </section>
  );
}
