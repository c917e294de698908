import { Link } from 'react-router-dom';
import AppImage from '../../components/app-image';
import { usePageMeta } from '../../components/page-meta';
import type { Package } from '../../config/catalogue';
import { paths } from '../../config/paths';
import { useSiteData } from '../../backend/react/site-data';
import { PackageBooking, WhatsAppButton } from '../booking';
import { packagesStrings as t } from './strings';

/** One catalogue package: heading, images, description, what it includes and a WhatsApp booking button. */
export default function PackageDetail({ pack }: { pack: Package }) {
  usePageMeta({
    title: pack.label,
    description: pack.description,
    path: paths.package(pack),
    image: pack.imgs[0] ? { src: pack.imgs[0], width: 1200, height: 800, alt: pack.label } : undefined,
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
  const { products } = useSiteData();
  const background = pack.bgimgs?.[0];
  return (
    <article className="package-detail" aria-labelledby="package-heading">
      <header className={`package-hero text-white ${background ? 'has-background' : ''}`}>
        {background && (
          <AppImage
            src={background}
            alt=""
            width={1600}
            height={600}
            sizes="100vw"
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
              {pack.imgs.map((image, index) => (
                <AppImage
                  key={image}
                  src={image}
                  alt={index === 0 ? t.onBoard(pack.label) : ''}
                  width={1200}
                  height={800}
                  sizes="(min-width: 992px) 700px, 100vw"
                  fetchPriority={index === 0 ? 'high' : undefined}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  skeleton
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
            <WhatsAppButton text={() => t.enquiry(pack.label)} size="lg" className="w-100">
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
            <PackageBooking yachts={products} packageInfo={{ name: pack.label, items: pack.packIncludes }} />
          </div>
        </div>
      </div>
    </article>
  );
}
