import type { Occasion } from '../../../domain/review';

/** What the reviews screen says (the admin is in English). */
export const reviewStrings = {
  loading: 'Loading reviews...',
  loadFailed: 'Could not load the reviews. Please try again.',
  none: 'No reviews yet. Reviews appear on the home page once you add one.',
  added: 'Review added.',
  updated: 'Review saved.',
  saveFailed: 'Could not save the review. Please try again.',
  deleteDetail: 'This removes the review from the site. It cannot be undone.',
  chooseOccasion: 'Choose an occasion',
  stars: (rating: number) => `${rating} of 5 stars`,
  starOption: (rating: number) => (rating === 1 ? '1 star' : `${rating} stars`),
  translationHelp: 'Optional: an empty one shows the guest’s own words, marked with their language.',
} as const;

/** The occasions as the operator reads them. */
export const occasionLabels: Record<Occasion, string> = {
  birthday: 'Birthday',
  proposal: 'Proposal',
  anniversary: 'Anniversary',
  honeymoon: 'Honeymoon',
  bachelor: 'Bachelor or bachelorette party',
  party: 'Party',
  corporate: 'Corporate event',
  sunset: 'Sunset cruise',
  family: 'Family day',
  fishing: 'Fishing',
  sightseeing: 'Sightseeing',
  other: 'Other',
};
