import { useState } from 'react';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { dubaiToday } from '../../../domain/booking/dubai-time';
import { newestReviewsFirst, type Review } from '../../../domain/review';
import ConfirmDeleteModal, { useDeletion } from '../confirm-delete-modal';
import FlashAlert from '../flash-alert';
import { useAdminAction } from '../use-admin-action';
import { draftFromReview, emptyReviewDraft } from './review-draft';
import ReviewForm from './review-form';
import ReviewRow from './review-row';
import { reviewStrings } from './strings';

/** Guests' reviews, newest first: each editable with its translations; add and delete. */
export default function ReviewsPage() {
  usePageTitle('Admin: reviews');
  const backend = useBackend();
  const invalidate = useInvalidate();
  // The key the home page reads: a change here shows there after the refresh (docs/decisions/0023).
  const reviews = useBackendRead('reviews', (from) => from.reviews.list());
  const action = useAdminAction();
  const [today] = useState(() => dubaiToday(Date.now()));
  const [editing, setEditing] = useState<Review | null>(null);
  // A fresh form after each added review.
  const [formKey, setFormKey] = useState(0);
  const deletion = useDeletion<Review>(action, async (review) => {
    await backend.reviews.remove(review.id);
    if (editing?.id === review.id) setEditing(null);
    await invalidate('reviews');
  });
  const sorted = reviews.status === 'ready' ? [...reviews.data].sort(newestReviewsFirst) : [];

  async function saved(text: string) {
    await invalidate('reviews');
    action.succeeded(text);
    setEditing(null);
    setFormKey((key) => key + 1);
  }

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 className="h3 mb-0">Reviews</h1>
        <a className="btn btn-primary" href="#review-form" onClick={() => setEditing(null)}>
          New review
        </a>
      </div>
      <FlashAlert action={action} />
      <p>
        What guests wrote, as they wrote it, with its translations. The home page shows them, newest first,
        with their average rating; with no review there is no reviews section.
      </p>
      <section className="mb-5" aria-labelledby="reviews-list-title">
        <h2 id="reviews-list-title" className="h5 mb-3">
          All reviews
        </h2>
        {reviews.status === 'loading' && <Loading label={reviewStrings.loading} />}
        {reviews.status === 'failed' && (
          <LoadError message={reviewStrings.loadFailed} onRetry={reviews.retry} />
        )}
        {reviews.status === 'ready' &&
          (sorted.length === 0 ? (
            <p>{reviewStrings.none}</p>
          ) : (
            <ul className="list-unstyled d-grid gap-3" aria-label="Reviews">
              {sorted.map((review) => (
                <ReviewRow
                  key={review.id}
                  review={review}
                  busy={action.busy}
                  onEdit={() => setEditing(review)}
                  onDelete={() => deletion.ask(review)}
                />
              ))}
            </ul>
          ))}
      </section>
      <section className="card card-body" id="review-form">
        {editing ? (
          <ReviewForm
            key={editing.id}
            initial={draftFromReview(editing)}
            today={today}
            title={`Edit the review by ${editing.name}`}
            submitLabel="Save review"
            save={(input) => backend.reviews.update(editing.id, input)}
            onSaved={() => saved(reviewStrings.updated)}
            onCancel={() => setEditing(null)}
            focusFirstField
          />
        ) : (
          <ReviewForm
            key={`new-${formKey}`}
            initial={emptyReviewDraft(today)}
            today={today}
            title="New review"
            submitLabel="Add review"
            save={async (input) => {
              await backend.reviews.add(input);
            }}
            onSaved={() => saved(reviewStrings.added)}
          />
        )}
      </section>
      <ConfirmDeleteModal deletion={deletion} detail={reviewStrings.deleteDetail} busy={action.busy} />
    </>
  );
}
