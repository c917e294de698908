import { reviewAndQuestionOnTheHomePage } from '../e2e/support/reviews-faq-journey';
import { signInAsOperator, test } from './support/fixtures';

test('a review and a question the operator enters show on the home page once reloaded (Firebase build)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsOperator(page);
  await reviewAndQuestionOnTheHomePage(page, `firebase ${test.info().testId}`);
});
