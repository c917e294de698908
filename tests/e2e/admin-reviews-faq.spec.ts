import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { signIn } from './support/admin-helpers';
import { reviewAndQuestionOnTheHomePage } from './support/reviews-faq-journey';

/**
 * The operator enters a guest's review and a new question for the FAQ, finds both in their lists, moves the question
 * up, and deletes the review.
 */
test('add a review and an FAQ question → both listed; the question moves up; the review is deleted', async ({
  page,
}) => {
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });

  await nav.getByRole('link', { name: 'Reviews' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(page.getByText(/No reviews yet/)).toBeVisible();
  await page.getByLabel('Guest’s name').fill('Sara K.');
  await page.getByLabel('Occasion').selectOption({ label: 'Birthday' });
  await page.getByRole('radio', { name: '5 stars' }).check();
  await page.getByLabel('What the guest wrote').fill('The crew made my birthday unforgettable.');
  await page.getByLabel('Review in Arabic').fill('جعل الطاقم عيد ميلادي لا يُنسى.');
  await page.getByRole('button', { name: 'Add review' }).click();
  await expect(page.getByRole('alert')).toHaveText('Review added.');
  const review = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
  await expect(review).toHaveCount(1);
  await expect(review.getByRole('heading', { name: 'Sara K.' })).toBeVisible();
  await expect(review.getByRole('img', { name: '5 of 5 stars' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await nav.getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  const questions = page.getByRole('list', { name: 'Questions' }).getByRole('heading');
  // The demo's starter FAQ.
  await expect(questions).toHaveCount(6);
  await page.getByLabel('Question', { exact: true }).fill('Can we bring a cake?');
  await page.getByLabel('Answer', { exact: true }).fill('Yes: the crew keeps it cool until you cut it.');
  await page.getByLabel('Question in Russian').fill('Можно взять с собой торт?');
  await page.getByLabel('Answer in Russian').fill('Да, экипаж сохранит его прохладным.');
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByRole('alert')).toHaveText('Question added.');
  await expect(questions).toHaveCount(7);
  await expect(questions.last()).toHaveText('Can we bring a cake?');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Move “Can we bring a cake?” up' }).click();
  await expect(questions.nth(5)).toHaveText('Can we bring a cake?');
  // Kept: the order is the stored one.
  await page.reload();
  await expect(questions.nth(5)).toHaveText('Can we bring a cake?');

  await nav.getByRole('link', { name: 'Reviews' }).click();
  await page.getByRole('button', { name: 'Delete the review by Sara K.' }).click();
  await page.getByRole('dialog', { name: 'Delete Sara K.?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toHaveText('Deleted successfully.');
  await expect(page.getByText(/No reviews yet/)).toBeVisible();
});

test('a review and a question the operator enters show on the home page once reloaded', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  await reviewAndQuestionOnTheHomePage(page, 'demo');
});
