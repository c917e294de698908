/**
 * What both backends accept for reviews and FAQ entries, with the message of the first thing wrong
 * ('invalid-argument'): the domain's checks, the same limits as firestore.rules (src/domain/limits.ts).
 */
import { validateFaqEntry, type FaqEntryInput } from '../domain/faq';
import { validateReview, type ReviewInput } from '../domain/review';
import { BackendError } from './types';

function firstError(errors: object) {
  const message = Object.values(errors).find((value): value is string => typeof value === 'string');
  if (message) throw new BackendError('invalid-argument', message);
}

export function checkReviewInput(input: ReviewInput) {
  if (typeof input !== 'object' || input === null) throw new BackendError('invalid-argument', 'No review.');
  firstError(validateReview(input));
}

export function checkFaqInput(input: FaqEntryInput) {
  if (typeof input !== 'object' || input === null)
    throw new BackendError('invalid-argument', 'No FAQ entry.');
  firstError(validateFaqEntry(input));
}

/** The ids of a reorder: each at most once. */
export function checkReorder(ids: readonly string[]) {
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string' || id === '')) {
    throw new BackendError('invalid-argument', 'The new order must be a list of entry ids.');
  }
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated)
    throw new BackendError('invalid-argument', `The entry ${repeated} is named twice in the new order.`);
}
