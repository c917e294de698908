import { Link } from 'react-router-dom';
import { usePageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { aboutStrings as t } from './strings';

export default function AboutPage() {
  usePageMeta({ title: t.title, description: t.metaDescription });
  return (
    <article className="container py-5 about-page">
      <h1 className="h2">{t.heading(site.name)}</h1>
      <p className="lead">{t.intro}</p>

      <section aria-labelledby="story-heading" className="mt-4">
        <h2 id="story-heading" className="h4">
          {t.storyHeading}
        </h2>
        <p>{t.story}</p>
      </section>

      <section aria-labelledby="owner-heading" className="mt-4">
        <h2 id="owner-heading" className="h4">
          {t.ownerHeading}
        </h2>
        <p>{t.owner}</p>
      </section>

      <section aria-labelledby="location-heading" className="mt-4">
        <h2 id="location-heading" className="h4">
          {t.locationHeading}
        </h2>
        <p>
          {t.location(site.address.lines.join(', '))}{' '}
          <a href={site.address.mapUrl} target="_blank" rel="noopener noreferrer">
            {t.openInMaps}
          </a>
          .
        </p>
      </section>

      <section aria-labelledby="reasons-heading" className="mt-4">
        <h2 id="reasons-heading" className="h4">
          {t.reasonsHeading}
        </h2>
        <ol className="row row-cols-1 row-cols-md-2 g-3 list-unstyled">
          {t.reasons.map((reason, index) => (
            <li key={reason.title} className="col">
              <div className="card h-100 shadow-sm">
                <div className="card-body">
                  <h3 className="h5">
                    <span className="text-gold">{index + 1}.</span> {reason.title}
                  </h3>
                  <p className="mb-0">{reason.text}</p>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <p className="mt-4">
        {t.readyToPlan} <Link to={paths.home}>{t.browseFleet}</Link> {t.or}{' '}
        <Link to={paths.contact}>{t.contactUs}</Link>.
      </p>
    </article>
  );
}
