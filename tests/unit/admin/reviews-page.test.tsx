import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError, type Backend } from '../../../src/backend/types';
import { addDays, dubaiToday } from '../../../src/domain/booking/dubai-time';
import type { ReviewInput } from '../../../src/domain/review';
import {
  checkReviewDraft,
  emptyReviewDraft,
  reviewDraftToInput,
} from '../../../src/features/admin/reviews/review-draft';
import { withOverrides } from '../test-utils';
import { renderAdmin, signedInBackend } from './admin-test-utils';

const SCREEN = '/admin/reviews';

async function type(label: string | RegExp, value: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(value);
}

const reviewNames = () =>
  within(screen.getByRole('list', { name: 'Reviews' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

const sara: ReviewInput = {
  name: 'Sara K.',
  occasion: 'birthday',
  rating: 5,
  text: 'The crew made my birthday unforgettable.',
  date: '2026-03-14',
  language: 'en',
};

async function withReviews(...reviews: ReviewInput[]): Promise<Backend> {
  const backend = await signedInBackend();
  for (const review of reviews) await backend.reviews.add(review);
  return backend;
}

describe('reviews management', () => {
  it('says there are none, then adds a review with its translation and lists it', async () => {
    const backend = await signedInBackend();
    renderAdmin(backend, SCREEN);
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/admin/reviews');

    await type('Guest’s name', '  Omar H. ');
    await userEvent.selectOptions(screen.getByLabelText('Occasion'), 'Proposal');
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await type('What the guest wrote', 'Она сказала да!');
    await userEvent.selectOptions(screen.getByLabelText('Written in'), 'Russian');
    // The translations are into the other languages: English and Arabic.
    expect(screen.queryByLabelText('Review in Russian')).not.toBeInTheDocument();
    await type('Review in English', 'She said yes!');
    await userEvent.click(screen.getByRole('button', { name: 'Add review' }));

    expect(await screen.findByText('Review added.')).toBeInTheDocument();
    const [saved] = await backend.reviews.list();
    expect(saved).toMatchObject({
      name: 'Omar H.',
      occasion: 'proposal',
      rating: 4,
      text: 'Она сказала да!',
      date: dubaiToday(Date.now()),
      language: 'ru',
      translations: { en: { text: 'She said yes!' } },
    });
    const row = within(screen.getByRole('list', { name: 'Reviews' }))
      .getByRole('heading', { name: 'Omar H.' })
      .closest('li') as HTMLElement;
    expect(within(row).getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
    expect(within(row).getByText(/Proposal/)).toHaveTextContent(`Proposal · ★★★★☆ · ${saved.date} · Russian`);
    expect(within(row).getByText('Она сказала да!')).toBeInTheDocument();
    // A fresh form for the next one.
    expect(screen.getByLabelText('Guest’s name')).toHaveValue('');
  });

  it('lists the newest first, with an excerpt of a long text', async () => {
    const long = `${'A wonderful evening on the water. '.repeat(8)}The end.`;
    const backend = await withReviews(
      sara,
      { ...sara, name: 'Older', date: '2025-12-01' },
      { ...sara, name: 'Newest', date: '2026-04-02', text: long },
    );
    renderAdmin(backend, SCREEN);
    await screen.findByRole('list', { name: 'Reviews' });
    expect(reviewNames()).toEqual(['Newest', 'Sara K.', 'Older']);
    expect(screen.queryByText('The end.', { exact: false })).not.toBeInTheDocument();
    expect(screen.getByText(/^A wonderful evening on the water\..*…$/)).toBeInTheDocument();
  });

  it('says what is missing or wrong by each field and saves nothing', async () => {
    const backend = await signedInBackend();
    const add = vi.spyOn(backend.reviews, 'add');
    renderAdmin(backend, SCREEN);
    await screen.findByText(/No reviews yet/);
    await userEvent.click(screen.getByRole('button', { name: 'Add review' }));

    expect(screen.getByText('Enter the guest’s name.')).toBeInTheDocument();
    expect(screen.getByText(/^Choose the occasion/)).toBeInTheDocument();
    expect(screen.getByText('The rating must be a whole number of stars from 1 to 5.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Rating' })).toHaveAccessibleDescription(
      'The rating must be a whole number of stars from 1 to 5.',
    );
    expect(screen.getByText('Enter what the guest wrote.')).toBeInTheDocument();

    // A date after today (in Dubai) is refused; the message follows the change.
    const date = screen.getByLabelText('Date');
    await userEvent.clear(date);
    await userEvent.type(date, addDays(dubaiToday(Date.now()), 2));
    expect(screen.getByText('The date cannot be after today.')).toBeInTheDocument();
    await type('Guest’s name', 'Lena');
    expect(screen.queryByText('Enter the guest’s name.')).not.toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
  });

  it('edits a review: its rating, language and translations', async () => {
    const backend = await withReviews(sara);
    renderAdmin(backend, SCREEN);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the review by Sara K.' }));
    expect(screen.getByRole('heading', { name: 'Edit the review by Sara K.' })).toBeInTheDocument();
    expect(screen.getByLabelText('Guest’s name')).toHaveFocus();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(screen.getByLabelText('Occasion')).toHaveValue('birthday');
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    await type('Review in Arabic', 'جعل الطاقم عيد ميلادي لا يُنسى.');
    await userEvent.click(screen.getByRole('button', { name: 'Save review' }));

    expect(await screen.findByText('Review saved.')).toBeInTheDocument();
    const [saved] = await backend.reviews.list();
    expect(saved).toMatchObject({
      ...sara,
      rating: 3,
      translations: { ar: { text: 'جعل الطاقم عيد ميلادي لا يُنسى.' } },
    });
    expect(screen.getByRole('img', { name: '3 of 5 stars' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New review' })).toBeInTheDocument();
  });

  it('keeps what was typed when saving fails and shows the backend’s reason', async () => {
    const backend = await signedInBackend();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAdmin(
      withOverrides(backend, {
        reviews: {
          add: () =>
            Promise.reject(
              new BackendError('invalid-argument', 'The review can be at most 2000 characters.'),
            ),
        },
      }),
      SCREEN,
    );
    await screen.findByText(/No reviews yet/);
    await type('Guest’s name', 'Omar');
    await userEvent.selectOptions(screen.getByLabelText('Occasion'), 'Sunset cruise');
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await type('What the guest wrote', 'Magical sunset.');
    await userEvent.click(screen.getByRole('button', { name: 'Add review' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save the review. Please try again. The review can be at most 2000 characters.',
    );
    expect(screen.getByLabelText('Guest’s name')).toHaveValue('Omar');
    expect(screen.getByLabelText('Occasion')).toHaveValue('sunset');
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(screen.getByLabelText('What the guest wrote')).toHaveValue('Magical sunset.');
    expect(await backend.reviews.list()).toEqual([]);
  });

  it('deletes a review after confirmation', async () => {
    const backend = await withReviews(sara, { ...sara, name: 'Omar' });
    renderAdmin(backend, SCREEN);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the review by Sara K.' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Sara K.?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully.')).toBeInTheDocument();
    expect(reviewNames()).toEqual(['Omar']);
    expect((await backend.reviews.list()).map((review) => review.name)).toEqual(['Omar']);
  });
});

describe('review drafts', () => {
  const today = '2026-05-01';
  const draft = {
    ...emptyReviewDraft(today),
    name: 'Sara',
    occasion: 'party' as const,
    rating: '5',
    text: 'Great',
  };

  it('saves trimmed texts and only the other languages’ translations', () => {
    expect(
      reviewDraftToInput({
        ...draft,
        language: 'ar',
        translations: { en: ' Great ', ar: 'left over', ru: '  ' },
      }),
    ).toEqual({ ...draft, rating: 5, language: 'ar', date: today, translations: { en: { text: 'Great' } } });
  });

  it('says a translation’s problem by its own field, and a date after today', () => {
    expect(
      checkReviewDraft(
        { ...draft, date: '2026-05-02', translations: { en: '', ar: 'ب'.repeat(2001), ru: '' } },
        today,
      ),
    ).toEqual({
      date: 'The date cannot be after today.',
      'ar.text': 'The Arabic translation can be at most 2000 characters.',
    });
    expect(checkReviewDraft(draft, today)).toEqual({});
  });
});
