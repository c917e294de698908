import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The operator (signed in, on the admin area) enters a guest's review and a new FAQ question; the home page shows
 * both once reloaded (its sections read them live; the FAQ's structured data comes with the next build), then the
 * operator deletes them again. Both backends (tests/e2e/admin-reviews-faq.spec.ts,
 * tests/e2e-firebase/reviews-faq.spec.ts). `tag` keeps one run's entries apart from another's.
 */
export async function reviewAndQuestionOnTheHomePage(page: Page, tag: string) {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const name = `Guest ${tag}`;
  const question = `Can we bring a cake (${tag})?`;
  await nav.getByRole('link', { name: 'Reviews' }).click();
  await page.getByLabel('Guest’s name').fill(name);
  await page.getByLabel('Occasion').selectOption({ label: 'Birthday' });
  await page.getByRole('radio', { name: '5 stars' }).check();
  await page.getByLabel('What the guest wrote').fill('The crew made my birthday unforgettable.');
  await page.getByRole('button', { name: 'Add review' }).click();
  await expect(page.getByRole('alert')).toHaveText('Review added.');

  await nav.getByRole('link', { name: 'FAQ' }).click();
  await page.getByLabel('Question', { exact: true }).fill(question);
  await page.getByLabel('Answer', { exact: true }).fill('Yes: the crew keeps it cool until you cut it.');
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByRole('alert')).toHaveText('Question added.');

  await page.goto('/');
  // The sections below the fleet come alive (and read the reviews and the FAQ) as the visitor nears them; the page
  // was built with none of the two, so the reviews appear then.
  const reviews = page.getByRole('region', { name: 'What our guests say' });
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await expect(async () => {
    await page.reload();
    await faq.scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(reviews.getByText(name)).toBeVisible({ timeout: 3000 });
  }).toPass();
  await expect(reviews.getByText('The crew made my birthday unforgettable.')).toBeVisible();
  await faq.scrollIntoViewIfNeeded();
  const asked = faq.getByRole('button', { name: question });
  await expect(async () => {
    await asked.click();
    await expect(asked).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass();
  await expect(faq.getByText('Yes: the crew keeps it cool until you cut it.')).toBeVisible();

  await page.goto('/admin/reviews');
  await page.getByRole('button', { name: `Delete the review by ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('alert')).toHaveText('Deleted successfully.');
  await page.goto('/admin/faq');
  await page.getByRole('button', { name: `Delete “${question}”` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toHaveText('Deleted successfully.');
}
