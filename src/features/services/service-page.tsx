import { Link, useParams } from 'react-router-dom';
import { useSiteData } from '../../backend/react/site-data';
import type { Service } from '../../domain/service';
import PhotoImage from '../../components/photo-image';
import { photoSizes, type PhotoLayout } from '../../components/photo-sizes';
import Loading from '../../components/loading';
import NotFoundPage from '../../components/not-found-page';
import { usePageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { serviceText } from '../../domain/localized';
import { activeLocale } from '../../i18n/catalogues';
import { WhatsAppButton } from '../booking';
import { relatedPackages } from './related-packages';
import { servicesStrings as t } from './strings';

/** `/services/{name}`: the service, related packages and a booking call to action; unknown → error page. */
/**
 * The photo fills half the container from 992 px (Bootstrap's widths, 24 px gutters), the page's width below, cropped
 * to 3:2.
 */
export const SERVICE_PHOTO: PhotoLayout = {
  widths: [
    [1400, 636],
    [1200, 546],
    [992, 456],
    [768, 696],
    [576, 516],
    [0, -24, 100],
  ],
  crop: 1.5,
};

/** Related packages: two columns on phones, three from 992 px, in a 16-px-gutter row of the container; 3:2. */
export const RELATED_PACKAGE_PHOTO: PhotoLayout = {
  widths: [
    [1400, 424],
    [1200, 364],
    [992, 304],
    [768, 344],
    [576, 254],
    [0, -20, 50],
  ],
  crop: 1.5,
};

export default function ServicePage() {
  const { service: name = '' } = useParams();
  const { services, status } = useSiteData();
  const service = services.find((s) => s.name === name) ?? services.find((s) => s.id === name);
  if (!service) return status === 'loading' ? <Loading label={t.loading} /> : <NotFoundPage />;
  return <ServiceDetail service={service} />;
}

function ServiceDetail({ service: stored }: { service: Service }) {
  // The address stays the English name's; the texts are in the page's language where the operator wrote them.
  const page = paths.service(stored);
  const service = { ...stored, ...serviceText(stored, activeLocale()) };
  const description = service.description ?? t.serviceMetaDescription(service.name);
  usePageMeta({
    title: service.name,
    description,
    path: page,
    image: service.image
      ? {
          src: service.image.src,
          width: service.image.width,
          height: service.image.height,
          alt: service.image.alt || service.name,
        }
      : undefined,
    jsonLd: ({ url, ld, business, origin }) => [
      ld.serviceJsonLd(
        { name: service.name, description, url: url(page), image: service.image?.src },
        business,
        origin,
      ),
      ld.breadcrumbJsonLd([
        { name: t.breadcrumbHome, url: url(paths.home) },
        { name: t.listTitle, url: url(paths.services) },
        { name: service.name, url: url(page) },
      ]),
    ],
  });
  const related = relatedPackages(stored.id);

  return (
    <article className="container py-5 service-detail" aria-labelledby="service-heading">
      <p className="mb-1">
        <Link to={paths.services}>{t.allServices}</Link>
      </p>
      <div className="row g-4">
        <div className="col-12 col-lg-6">
          <PhotoImage
            photo={service.image}
            alt={service.name}
            sizes={photoSizes(SERVICE_PHOTO, service.image)}
            fetchPriority="high"
            className="service-image"
          />
        </div>
        <div className="col-12 col-lg-6">
          <h1 id="service-heading" className="h2">
            {service.name}
          </h1>
          <p className="lead">{service.description ?? t.noDescription}</p>
          <div className="d-flex flex-wrap gap-2 align-items-start">
            <WhatsAppButton text={() => t.enquiry(service.name)} size="lg">
              {t.book}
            </WhatsAppButton>
            <Link to={paths.contact} className="btn btn-outline-primary btn-lg">
              {t.callBack}
            </Link>
          </div>
        </div>
      </div>
      {related.length > 0 && (
        <section className="mt-5" aria-labelledby="related-heading">
          <h2 id="related-heading" className="h4">
            {t.related}
          </h2>
          <ul className="row row-cols-2 row-cols-lg-3 g-3 list-unstyled mb-0">
            {related.map((pack) => (
              <li key={pack.id} className="col">
                <Link
                  to={paths.package(pack)}
                  className="related-package card h-100 text-reset text-decoration-none"
                >
                  <PhotoImage
                    photo={pack.photos[0]}
                    alt=""
                    sizes={photoSizes(RELATED_PACKAGE_PHOTO, pack.photos[0])}
                    loading="lazy"
                    className="card-img-top"
                  />
                  <span className="card-body fw-semibold">{pack.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
