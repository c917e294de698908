import { activeLocale } from '../../i18n/catalogues';
import { dateLocale, numberLocale } from '../../i18n/format';
import type { Locale } from '../../domain/locales';
import { aggregateRating, reviewText, type Occasion, type Review } from '../../domain/review';
import { homeSectionsStrings as t } from './home-sections-strings';

const occasionName = (occasion: Occasion): string =>
  ({
    birthday: t.reviewOccasionBirthday,
    proposal: t.reviewOccasionProposal,
    anniversary: t.reviewOccasionAnniversary,
    honeymoon: t.reviewOccasionHoneymoon,
    bachelor: t.reviewOccasionBachelor,
    party: t.reviewOccasionParty,
    corporate: t.reviewOccasionCorporate,
    sunset: t.reviewOccasionSunset,
    family: t.reviewOccasionFamily,
    fishing: t.reviewOccasionFishing,
    sightseeing: t.reviewOccasionSightseeing,
    other: t.reviewOccasionOther,
  })[occasion];

/** "(in English)": after a review shown in its guest's language, when it is not the page's. */
const writtenIn = (language: Locale): string =>
  ({ en: t.inEnglish, ar: t.inArabic, ru: t.inRussian })[language];

/** A review's date ("12 March 2025") in the page's language; the stored calendar date, whatever the time zone. */
function formatDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(dateLocale(), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <span className="review-stars" role="img" aria-label={t.ratedOutOf(rating)}>
      {'★'.repeat(rating)}
      <span className="review-stars-empty">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/**
 * The guests' reviews the operator entered, newest first, each in the visitor's language when it has that
 * translation, else as the guest wrote it with its language marked. Not rendered without a review: nothing made up.
 */
export function ReviewsSection({ reviews }: { reviews: readonly Review[] }) {
  const rating = aggregateRating(reviews);
  if (!rating) return null;
  const locale = activeLocale();
  const average = new Intl.NumberFormat(numberLocale(), { maximumFractionDigits: 1 }).format(rating.average);
  return (
    <section className="home-section container" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="h3">
        {t.reviewsHeading}
      </h2>
      <p className="home-section-intro">{t.ratingSummary(average, rating.count)}</p>
      <ul className="review-grid list-unstyled mb-0">
        {reviews.map((review) => {
          const shown = reviewText(review, locale);
          return (
            <li key={review.id} className="review-card">
              <article aria-label={review.name}>
                <Stars rating={review.rating} />
                <blockquote className="review-text mb-2">
                  <p lang={shown.language} dir="auto" className="mb-0">
                    {shown.text}
                  </p>
                  {shown.language !== locale && (
                    <p className="review-note small mb-0">{writtenIn(shown.language)}</p>
                  )}
                  {shown.translated && <p className="review-note small mb-0">{t.translatedByUs}</p>}
                </blockquote>
                <p className="small mb-0">
                  {/* A name in another script keeps its own order ("Sara K." on an Arabic page). */}
                  <bdi className="fw-semibold">{review.name}</bdi>
                  {' · '}
                  {occasionName(review.occasion)}
                  {review.date && (
                    <>
                      {' · '}
                      <time dateTime={review.date}>{formatDate(review.date)}</time>
                    </>
                  )}
                </p>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
