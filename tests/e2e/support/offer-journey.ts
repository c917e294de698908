import type { Locator, Page } from '@playwright/test';
import { makePng } from './admin-helpers';
import { expect } from './fixtures';

/** What a mode checks besides at each step of the journey. */
export interface OfferJourneyChecks {
  /** The offers screen, before anything is typed. */
  opened?: () => Promise<void>;
  /** The image chosen, not uploaded yet. */
  chosen?: () => Promise<void>;
  /** The uploaded image, as the form shows it. */
  uploaded?: (image: Locator) => Promise<void>;
  /** Added: its row in the admin list, running. */
  added?: (row: Locator) => Promise<void>;
  /** Deleted: gone from the admin list. */
  deleted?: () => Promise<void>;
}

/**
 * The operator creates the offer Harbour Lights with an image, running from `start` to `end` (`YYYY-MM-DDTHH:MM` as
 * the browser's fields take them); visitors see its features (`features.typed` as typed, `features.shown` as listed)
 * in the public offers panel; the operator deletes it. `signIn` brings the operator to the dashboard.
 */
export async function createAndDeleteOffer(
  page: Page,
  {
    signIn,
    start,
    end,
    features,
    checks = {},
  }: {
    signIn: (page: Page) => Promise<void>;
    start: string;
    end: string;
    features: { typed: string; shown: string[] };
    checks?: OfferJourneyChecks;
  },
) {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Offers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  await checks.opened?.();

  await page.getByLabel('Name *', { exact: true }).fill('Harbour Lights');
  await page.getByLabel('Description', { exact: true }).fill('An evening cruise past the lit-up marina.');
  await page.getByLabel('Features', { exact: true }).fill(features.typed);
  await page.getByLabel('Start', { exact: true }).fill(start);
  await page.getByLabel('End', { exact: true }).fill(end);
  await page.getByLabel('Choose an image').setInputFiles({
    name: 'harbour.png',
    mimeType: 'image/png',
    buffer: makePng(320, 180, [200, 150, 40]),
  });
  await checks.chosen?.();
  await page.getByRole('button', { name: 'Upload' }).click();
  const image = page.getByRole('img', { name: 'Offer image' });
  await expect(image).toBeVisible();
  await checks.uploaded?.(image);
  await page.getByRole('button', { name: 'Add offer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Successfully added.');
  const row = page
    .getByRole('list', { name: 'Offers' })
    .getByRole('listitem')
    .filter({ hasText: 'Harbour Lights' });
  await expect(row.getByText('running')).toBeVisible();
  await checks.added?.(row);

  // In the public offers panel at once, features as separate items.
  await page.getByRole('link', { name: 'View the site' }).click();
  await page.getByRole('button', { name: 'View Offers' }).click();
  const shown = page.getByRole('list', { name: 'Harbour Lights features' }).getByRole('listitem');
  await expect(shown).toHaveText(features.shown);

  // Delete it, after confirming.
  await page.goto('/admin/offers');
  await page.getByRole('button', { name: 'Delete Harbour Lights' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Harbour Lights?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('alert')).toHaveText('Deleted successfully.');
  await expect(row).toHaveCount(0);
  await checks.deleted?.();
}
