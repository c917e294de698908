import { useState } from 'react';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { usePageTitle } from '../../../components/page-title';
import { dubaiToday } from '../../../domain/booking/dubai-time';
import { newestReviewsFirst, type Review } from '../../../domain/review';
import AdminListPage from '../list/admin-list-page';
import { useAdminList } from '../list/use-admin-list';
import { draftFromReview, emptyReviewDraft } from './review-draft';
import ReviewForm from './review-form';
import ReviewRow from './review-row';
import { reviewStrings } from './strings';

/** Guests' reviews, newest first: each editable with its translations; add and delete. */
export default function ReviewsPage() {
  usePageTitle('Admin: reviews');
  const backend = useBackend();
  // The key the home page reads: a change here shows there after the refresh (docs/decisions/0023).
  const reviews = useBackendRead('reviews', (from) => from.reviews.list());
  const list = useAdminList<Review>({
    reads: 'reviews',
    what: 'review',
    texts: reviewStrings,
    remove: (review) => backend.reviews.remove(review.id),
  });
  const { editing } = list;
  const [today] = useState(() => dubaiToday(Date.now()));
  const sorted = reviews.status === 'ready' ? [...reviews.data].sort(newestReviewsFirst) : [];

  return (
    <AdminListPage
      list={list}
      title="Reviews"
      add={{ label: 'New review', form: 'review-form' }}
      intro={
        <p>
          What guests wrote, as they wrote it, with its translations. The home page shows them, newest first,
          with their average rating; with no review there is no reviews section.
        </p>
      }
      section={{ id: 'reviews-list-title', title: 'All reviews' }}
      source={reviews}
      items={sorted}
      row={(review, controls) => (
        <ReviewRow review={review} controls={controls} onEdit={() => list.edit(review)} />
      )}
      form={
        <ReviewForm
          key={list.formKey}
          {...list.form({
            add: (input) => backend.reviews.add(input),
            update: (review, input) => backend.reviews.update(review.id, input),
            title: (review) => (review ? `Edit the review by ${review.name}` : 'New review'),
          })}
          initial={editing ? draftFromReview(editing) : emptyReviewDraft(today)}
          today={today}
        />
      }
    />
  );
}
