import { Link } from 'react-router-dom';
import PhotoImage from '../../components/photo-image';
import { photoSizes, type PhotoLayout } from '../../components/photo-sizes';
import { usePageMeta } from '../../components/page-meta';
import type { Package } from '../../config/catalogue';
import { packageEnquiry } from '../../config/package-links';
import { paths } from '../../config/paths';
import { useSiteData } from '../../backend/react/site-data';
import { PackageBooking, WhatsAppButton } from '../booking';
import { packagesStrings as t } from './strings';

/**
 * The package's photos are 3:2 boxes (_packages.scss) as wide as their column, `col-12 col-lg-7` below: the
 * container less its padding below 992 px, 7/12 of the container less the gutter from 992 px (Bootstrap's
 * containers: 540, 720, 960, 1140, 1320 px).
 */
export const PACKAGE_PHOTO: PhotoLayout = {
  widths: [
    [1400, 746],
    [1200, 641],
    [992, 536],
    [768, 696],
    [576, 516],
    [0, -24, 100],
  ],
  crop: 1.5,
};

/**
 * The header's wide picture (1600 × 600) covers the header, which is at least 180 px tall (_packages.scss): as wide
 * as the screen, or on a narrow phone cropped at the sides and drawn 180 × 1600 / 600 = 480 px wide.
 */
export const PACKAGE_BACKDROP_SIZES = '(min-width: 480px) 100vw, 480px';

/** One catalogue package: heading, images, description, what it includes and a WhatsApp booking button. */
export default function PackageDetail({ pack }: { pack: Package }) {
  usePageMeta({
    title: pack.label,
    description: pack.description,
    path: paths.package(pack),
    image: pack.photos[0] && { ...pack.photos[0], alt: pack.label },
    jsonLd: ({ url, ld, business, origin }) => [
      ld.serviceJsonLd(
        {
          name: pack.label,
          description: pack.description,
          url: url(paths.package(pack)),
          image: pack.imgs[0],
          includes: pack.packIncludes,
        },
        business,
        origin,
      ),
      ld.breadcrumbJsonLd([
        { name: t.breadcrumbHome, url: url(paths.home) },
        { name: t.listTitle, url: url(paths.packages) },
        { name: pack.label, url: url(paths.package(pack)) },
      ]),
    ],
  });
  const { yachts } = useSiteData();
  const { background } = pack;
  return (
    <article className="package-detail" aria-labelledby="package-heading">
      <header className={`package-hero text-white ${background ? 'has-background' : ''}`}>
        {background && (
          <PhotoImage
            photo={background}
            alt=""
            sizes={PACKAGE_BACKDROP_SIZES}
            fetchPriority="high"
            className="package-hero-image"
          />
        )}
        <div className="container py-5 package-hero-content">
          <p className="mb-1">
            <Link to={paths.packages} className="package-hero-link">
              {t.allPackages}
            </Link>
          </p>
          <h1 id="package-heading" className="display-6 fw-bold mb-0">
            {pack.label}
          </h1>
        </div>
      </header>
      <div className="container py-4">
        <div className="row g-4">
          <div className="col-12 col-lg-7">
            <div className="package-images d-grid gap-3">
              {pack.photos.map((photo, index) => (
                <PhotoImage
                  key={photo.src}
                  photo={photo}
                  alt={index === 0 ? t.onBoard(pack.label) : ''}
                  sizes={photoSizes(PACKAGE_PHOTO, photo)}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  className="package-image"
                />
              ))}
            </div>
          </div>
          <div className="col-12 col-lg-5">
            <p className="lead">{pack.description}</p>
            <h2 className="h4">{t.includes}</h2>
            <ul className="package-includes mb-4">
              {pack.packIncludes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <WhatsAppButton text={() => packageEnquiry(pack.label)} size="lg" className="w-100">
              {t.book}
            </WhatsAppButton>
            <p className="mt-3 mb-1">
              {t.callInstead} <Link to={paths.contact}>{t.callInsteadLink}</Link>
            </p>
            <p className="mb-0">
              <Link to={paths.customPackage}>{t.customiseLink}</Link>
            </p>
          </div>
          <div className="col-12">
            <PackageBooking yachts={yachts} packageInfo={{ name: pack.label, items: pack.packIncludes }} />
          </div>
        </div>
      </div>
    </article>
  );
}
