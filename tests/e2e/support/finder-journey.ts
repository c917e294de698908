import type { Locator, Page } from '@playwright/test';
import { askFinder, expectMarinaStarPanel, finderOf } from './finder-helpers';
import { expect } from './fixtures';

/** What a mode checks besides at each step of the journey. */
export interface FinderJourneyChecks {
  /** The yachts found for Friday 18:00, 4 hours, 20 guests, with Marina Star among them. */
  found?: (found: Locator, star: Locator) => Promise<void>;
  /** The answer to a party of 100. */
  tooLarge?: () => Promise<void>;
  /** Back from that answer to the list before it. */
  back?: (found: Locator) => Promise<void>;
}

/**
 * On the home page (`ready` waits for it) a visitor asks the finder for `friday` 18:00, 4 hours, 20 guests: Marina
 * Star is free at the weekend rate (AED 3,600), Sea Breeze (8 guests) is not listed. A party of 100 (asked by
 * pressing Enter in the field or with the button, `submit`) says why none is free and offers the largest party; Back
 * returns to the list, "Book Marina Star" opens its page with the same selection and price, and Back returns to the
 * list again.
 */
export async function findAndBookMarinaStar(
  page: Page,
  {
    friday,
    ready,
    submit,
    checks = {},
  }: {
    friday: string;
    ready: (page: Page) => Promise<void>;
    submit: 'Enter' | 'button';
    checks?: FinderJourneyChecks;
  },
) {
  await page.goto('/');
  await ready(page);
  const finder = finderOf(page);
  await askFinder(page, friday, 4, 20);

  const found = page.getByRole('list', { name: 'Yachts found' });
  const star = found.getByRole('listitem').filter({ hasText: 'Marina Star' });
  await checks.found?.(found, star);
  // A Friday: the weekend rate, AED 900 an hour for 4 hours, VAT included.
  await expect(star).toContainText('AED 3,600');
  await expect(found.getByRole('listitem').filter({ hasText: 'Sea Breeze' })).toHaveCount(0);

  // A second selection is a step of its own: a party too large says why and offers the largest party.
  await finder.getByLabel('Guests').fill('100');
  if (submit === 'Enter') await finder.getByLabel('Guests').press('Enter');
  else await finder.getByRole('button', { name: 'Find yachts' }).click();
  await expect(page.getByText('No yacht takes 100 guests: our largest takes up to 80.')).toBeVisible();
  await checks.tooLarge?.();
  await expect(page.getByRole('link', { name: 'See yachts for 80 guests' })).toBeVisible();
  await page.goBack();
  await checks.back?.(found);
  await expect(star).toContainText('AED 3,600');

  await star.getByRole('link', { name: 'Book Marina Star' }).click();
  await expectMarinaStarPanel(page, friday);

  // Back returns to the list the visitor came from.
  await page.goBack();
  await expect(star).toContainText('AED 3,600');
}
