import { Link } from 'react-router-dom';
import { useSiteData } from '../../backend/react/site-data';
import PhotoImage from '../../components/photo-image';
import { photoSizes, type PhotoLayout } from '../../components/photo-sizes';
import Loading from '../../components/loading';
import { usePageMeta } from '../../components/page-meta';
import { servicesStrings as t } from './strings';
import { paths } from '../../config/paths';
import { serviceText } from '../../domain/localized';
import { activeLocale } from '../../i18n/catalogues';

/** Every service from the backend as a card. */
/**
 * A card is one column of the grid: 1 on phones, 2 from 576 px, 3 from 992 px (Bootstrap's widths, 24 px gutters),
 * its photo cropped to 3:2.
 */
export const SERVICE_CARD_PHOTO: PhotoLayout = {
  widths: [
    [1400, 416],
    [1200, 356],
    [992, 296],
    [768, 336],
    [576, 246],
    [0, -24, 100],
  ],
  crop: 1.5,
};

export default function ServicesPage() {
  const { services: stored, status } = useSiteData();
  // The operator's names and descriptions in the page's language, English where there are none.
  const locale = activeLocale();
  const services = stored.map((service) => ({
    ...service,
    ...serviceText(service, locale),
    page: paths.service(service),
  }));
  usePageMeta({
    title: t.listPageTitle,
    description: t.listMetaDescription,
    image: services[0]?.image
      ? { src: services[0].image.src, width: services[0].image.width, height: services[0].image.height }
      : undefined,
    jsonLd: ({ url, ld }) => [
      ld.catalogueJsonLd(
        t.listTitle,
        url(paths.services),
        services.map((service) => ({
          name: service.name,
          url: url(service.page),
          description: service.description,
        })),
      ),
    ],
  });
  return (
    <section className="container py-5" aria-labelledby="services-heading">
      <h1 id="services-heading" className="h2">
        {t.listTitle}
      </h1>
      <p className="lead mb-4">{t.listIntro}</p>
      {status === 'loading' && <Loading label={t.loading} />}
      {status === 'ready' && services.length === 0 && <p className="lead py-4">{t.empty}</p>}
      {services.length > 0 && (
        <ul
          className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled mb-0"
          aria-label={t.listPageTitle}
        >
          {services.map((service, index) => (
            <li key={service.id} className="col">
              <article className="card service-card h-100 shadow-sm">
                <PhotoImage
                  photo={service.image}
                  alt=""
                  sizes={photoSizes(SERVICE_CARD_PHOTO, service.image)}
                  loading={index < 3 ? 'eager' : 'lazy'}
                  className="card-img-top"
                />
                <div className="card-body d-flex flex-column">
                  <h2 className="h5 card-title">{service.name}</h2>
                  <p className="card-text flex-grow-1">{service.description ?? t.noDescription}</p>
                  <Link
                    to={service.page}
                    className="btn btn-outline-primary mt-2"
                    aria-label={t.viewService(service.name)}
                  >
                    {t.view}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
