import { storedFaqEntry, type FaqEntryInput } from '../../domain/faq';
import { storedReview, type ReviewInput } from '../../domain/review';
import { checkFaqInput, checkReviewInput } from '../reviews-faq-checks';

/**
 * What is written to Firestore for a review or an FAQ entry: checked first against the limits firestore.rules
 * enforces (../reviews-faq-checks.ts), then only the known keys, empty translations left out.
 */
export function reviewData(input: ReviewInput): Record<string, unknown> {
  checkReviewInput(input);
  return { ...storedReview(input) };
}

export function faqData(input: FaqEntryInput): Record<string, unknown> {
  checkFaqInput(input);
  return { ...storedFaqEntry(input) };
}
