import { LOCALE_INFO } from '../../../domain/locales';
import type { Review } from '../../../domain/review';
import { metaText } from '../../../domain/seo/head';
import AdminRow, { type RowControls } from '../list/admin-row';
import { occasionLabels, reviewStrings } from './strings';

/** The start of a review's text, cut at a word. */
const excerpt = (text: string) => metaText(text, 140);

interface ReviewRowProps {
  review: Review;
  controls: RowControls;
  onEdit: () => void;
}

/** A review in the list: the guest, occasion, stars, date, language and the start of the text; edit and delete. */
export default function ReviewRow({ review, controls, onEdit }: ReviewRowProps) {
  const stars = reviewStrings.stars(review.rating);
  return (
    <AdminRow controls={controls} name={`the review by ${review.name}`} heading={review.name} edit={onEdit}>
      <span className="small">
        {occasionLabels[review.occasion]} ·{' '}
        <span role="img" aria-label={stars} title={stars}>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </span>{' '}
        · {review.date} · {LOCALE_INFO[review.language].englishName}
      </span>
      <p className="small text-body-secondary mb-0" lang={review.language} dir="auto">
        {excerpt(review.text)}
      </p>
    </AdminRow>
  );
}
