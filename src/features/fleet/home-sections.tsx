import { usePageSnapshot } from '../../backend/react/site-data';
import { useBackendRead } from '../../backend/react/use-backend-read';
import { activeLocale } from '../../i18n/catalogues';
import { faqInLanguage, type FaqEntry } from '../../domain/faq';
import type { Review } from '../../domain/review';
import { FaqSection } from './faq-section';
import { OccasionsSection } from './occasions-section';
import { ReviewsSection } from './reviews-section';
import { WhyBookSection } from './why-book-section';

/**
 * The home page's sections below the fleet (loaded when the visitor nears them, home-page.tsx): occasions, why book
 * with us, the guests' reviews (only when there are some) and the FAQ. A prerendered home page carries its FAQ and
 * reviews (its snapshot), shown until the backend answers.
 */
export default function HomeSections() {
  const snapshot = usePageSnapshot();
  const faq = useBackendRead<FaqEntry[]>('faq', (backend) => backend.faq.list(), snapshot?.faq);
  const reviews = useBackendRead<Review[]>('reviews', (backend) => backend.reviews.list(), snapshot?.reviews);
  return (
    <>
      <OccasionsSection />
      <WhyBookSection />
      {reviews.data && <ReviewsSection reviews={reviews.data} />}
      {faq.data && <FaqSection entries={faqInLanguage(faq.data, activeLocale())} />}
    </>
  );
}
