import { Link, useParams } from 'react-router-dom';
import { useSiteData } from '../../backend/react/site-data';
import type { Service } from '../../domain/service';
import AppImage from '../../components/app-image';
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
    image: service.image ? { src: service.image, width: 1200, height: 800, alt: service.name } : undefined,
    jsonLd: ({ url, ld, business, origin }) => [
      ld.serviceJsonLd(
        { name: service.name, description, url: url(page), image: service.image },
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
          <AppImage
            src={service.image}
            alt={service.name}
            width={1200}
            height={800}
            sizes="(min-width: 992px) 560px, 100vw"
            fetchPriority="high"
            skeleton
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
                  <AppImage
                    src={pack.imgs[0]}
                    alt=""
                    width={480}
                    height={320}
                    sizes="(min-width: 992px) 300px, (min-width: 576px) 50vw, 100vw"
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
