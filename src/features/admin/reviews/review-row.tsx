import Button from 'react-bootstrap/Button';
import { LOCALE_INFO } from '../../../domain/locales';
import type { Review } from '../../../domain/review';
import { occasionLabels, reviewStrings } from './strings';

const EXCERPT_CHARACTERS = 140;

/** The start of a review's text, cut at a word. */
function excerpt(text: string): string {
  const characters = [...text];
  if (characters.length <= EXCERPT_CHARACTERS) return text;
  const cut = characters.slice(0, EXCERPT_CHARACTERS).join('');
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_CHARACTERS / 2)).trimEnd()}…`;
}

interface ReviewRowProps {
  review: Review;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A review in the list: the guest, occasion, stars, date, language and the start of the text; edit and delete. */
export default function ReviewRow({ review, busy, onEdit, onDelete }: ReviewRowProps) {
  const stars = reviewStrings.stars(review.rating);
  return (
    <li className="card">
      <div className="card-body d-flex flex-wrap gap-3">
        <div className="flex-grow-1 d-flex flex-column gap-1 admin-item-info">
          <h3 className="h6 mb-0">{review.name}</h3>
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
        </div>
        <div className="align-self-start d-flex gap-2">
          <Button
            size="sm"
            variant="outline-primary"
            disabled={busy}
            onClick={onEdit}
            aria-label={`Edit the review by ${review.name}`}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            disabled={busy}
            onClick={onDelete}
            aria-label={`Delete the review by ${review.name}`}
          >
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
