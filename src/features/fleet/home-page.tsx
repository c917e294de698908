import { usePageSnapshot, useSiteData } from '../../backend/react/site-data';
import { usePageMeta } from '../../components/page-meta';
import { whenNear } from '../../components/when-near';
import { site } from '../../config/site';
import { withMessages } from '../../i18n/catalogues';
import { WhatsAppButton } from '../booking';
import { FleetFinder } from '../finder';
import { FLEET_ANCHOR } from './anchors';
import YachtGrid from './yacht-grid';
import { fleetStrings as t } from './strings';

/** Occasions, why book with us, reviews and the FAQ: below the first view, their code loads when neared. */
const HomeSections = whenNear(
  'home-sections',
  withMessages(() => import('./home-sections'), 'home'),
);

export default function HomePage() {
  const snapshot = usePageSnapshot();
  usePageMeta({
    description: t.homeMetaDescription,
    // The FAQ and the reviews the page was built with (its snapshot); no review, no rating.
    jsonLd: ({ businessData, ld, locale, url }) => {
      const faq = ld.faqPageJsonLd(snapshot?.faq ?? [], url('/'), locale);
      const business = ld.withReviews(businessData(), snapshot?.reviews ?? [], locale);
      return faq ? [business, faq] : [business];
    },
  });
  const { yachts, status } = useSiteData();
  return (
    <>
      <header className="hero text-white">
        <div className="container hero-content">
          <h1 className="display-5 fw-bold">{site.heading}</h1>
          <p className="lead mb-1">{site.tagline}</p>
          <p className="hero-line mb-0">{t.heroLine}</p>
          <div className="hero-actions">
            <a href={`#${FLEET_ANCHOR}`} className="btn btn-gold btn-lg">
              {t.checkAvailability}
            </a>
            <WhatsAppButton text={() => t.heroWhatsAppText} size="lg">
              {t.chatOnWhatsApp}
            </WhatsAppButton>
          </div>
        </div>
      </header>
      <section id={FLEET_ANCHOR} className="container py-5 fleet-section" aria-labelledby="fleet-heading">
        <h2 id="fleet-heading" className="h3 mb-4">
          {t.fleetHeading}
        </h2>
        <FleetFinder yachts={yachts} loading={status === 'loading'} anchor={`#${FLEET_ANCHOR}`}>
          <YachtGrid yachts={yachts} loading={status === 'loading'} />
        </FleetFinder>
      </section>
      <HomeSections />
    </>
  );
}
