import { Link } from 'react-router-dom';
import { usePageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { policiesStrings as t } from './strings';

/** /policies: cancellation, weather, deposit and balance, and the guest ID rules of the UAE Coast Guard. */
export default function PoliciesPage() {
  usePageMeta({ title: t.title, description: t.metaDescription });
  return (
    <article className="container py-5 policies-page">
      <h1 className="h2">{t.heading}</h1>
      <p className="lead">{t.intro}</p>
      <nav aria-label={t.title}>
        <ul>
          {t.sections.map((section) => (
            <li key={section.anchor}>
              <a href={`#${section.anchor}`}>{section.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {t.sections.map((section) => (
        <section
          key={section.anchor}
          id={section.anchor}
          aria-labelledby={`${section.anchor}-heading`}
          className="mt-4"
        >
          <h2 id={`${section.anchor}-heading`} className="h4">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p className="mt-4">
        {t.questions} <Link to={paths.contact}>{t.contactUs}</Link>.
      </p>
    </article>
  );
}
