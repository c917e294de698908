import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { usePageMeta } from './page-meta';
import { seoStrings } from './seo-strings';
import { layoutStrings } from './strings';

/** The error page for any unknown path or missing item. */
export default function NotFoundPage() {
  usePageMeta({
    title: seoStrings.notFoundTitle,
    description: seoStrings.notFoundDescription,
    noindex: true,
  });
  return (
    <section className="container py-5 text-center">
      <p className="display-1 fw-bold text-gold mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="h2">{seoStrings.notFoundTitle}</h1>
      <p className="lead">{seoStrings.notFoundDescription}</p>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <Link className="btn btn-primary" to={paths.home}>
          {layoutStrings.backToFleet}
        </Link>
        <Link className="btn btn-outline-primary" to={paths.contact}>
          {layoutStrings.contactUs}
        </Link>
      </div>
    </section>
  );
}
