import { Link } from 'react-router-dom';
import { useBackendRead } from '../../backend/react/use-backend-read';
import { usePageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { paymentTermsOf } from '../../domain/charter/cancellation-policy';
import { balanceParagraph, cancellationParagraphs } from './payment-terms-text';
import { policiesStrings as t } from './strings';

/**
 * /policies: cancellation, weather, deposit and balance, and the guest ID rules of the UAE Coast Guard. The refund
 * tiers and the balance's due time are the operator's (booking settings); the prerendered page and a page whose
 * settings are still on their way show the defaults.
 */
export default function PoliciesPage() {
  usePageMeta({ title: t.title, description: t.metaDescription });
  const settings = useBackendRead('booking settings', (from) => from.booking.getSettings());
  const terms = paymentTermsOf(settings.status === 'ready' ? settings.data : {});
  const paragraphsOf = (anchor: string, paragraphs: readonly string[]) => {
    if (anchor === 'cancellation') return [...cancellationParagraphs(terms), ...paragraphs];
    if (anchor === 'deposit') return [paragraphs[0] ?? '', balanceParagraph(terms), ...paragraphs.slice(1)];
    return paragraphs;
  };
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
          {paragraphsOf(section.anchor, section.paragraphs).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p className="mt-4">
        {t.questions} <Link to={paths.contact}>{t.contactUs}</Link>.
      </p>
    </article>
  );
}
