import type { Locator, Page } from '@playwright/test';
import { makePng, openYachts } from './admin-helpers';
import { expect } from './fixtures';

/** What a mode checks besides at each step of the journey (the demo its accessibility, Firebase its documents). */
export interface YachtJourneyChecks {
  /** The empty form, before anything is typed. */
  emptyForm?: () => Promise<void>;
  /** The image chosen, not uploaded yet. */
  chosen?: (chosen: Locator) => Promise<void>;
  /** The uploaded image, as the form shows it. */
  uploaded?: (stored: Locator) => Promise<void>;
  /** Added: back on the yacht list. */
  added?: () => Promise<void>;
  /** Its card on the public home page, right after adding it. */
  onSite?: (card: Locator) => Promise<void>;
  /** The edit form, with the price shown. */
  editing?: () => Promise<void>;
  /** The new price saved, before the site is shown again. */
  edited?: () => Promise<void>;
  /** The delete dialog, before confirming. */
  deleting?: (dialog: Locator) => Promise<void>;
  /** Deleted: gone from the yacht list. */
  deleted?: (card: Locator) => Promise<void>;
}

/**
 * The operator adds Pearl Explorer with a 2400 × 1200 PNG (resized to 1600 × 800 in the browser before the upload),
 * sees it on the public home page, edits its price (AED 975 → 1,250) and deletes it. `signIn` brings the operator
 * to the dashboard; `complementary` is typed into that field when given.
 */
export async function addEditDeleteYacht(
  page: Page,
  {
    signIn,
    complementary,
    checks = {},
  }: { signIn: (page: Page) => Promise<void>; complementary?: string; checks?: YachtJourneyChecks },
) {
  await signIn(page);
  await openYachts(page);

  // Add, with a real PNG chosen through the file input.
  await page.getByRole('link', { name: 'Add a yacht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a yacht' })).toBeVisible();
  await checks.emptyForm?.();
  await page.getByLabel('Name *').fill('Pearl Explorer');
  await page.getByLabel('Price (AED per hour) *').fill('975');
  await page.getByLabel('Size (feet)').fill('60');
  await page.getByLabel('Capacity (guests)').fill('18');
  if (complementary !== undefined)
    await page.getByLabel('Complementary (included services)').fill(complementary);
  await page.getByLabel('Choose images').setInputFiles({
    name: 'Pearl Explorer.png',
    mimeType: 'image/png',
    buffer: makePng(2400, 1200),
  });
  const chosen = page.getByRole('list', { name: 'Chosen images' });
  await checks.chosen?.(chosen);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(chosen.getByText('100% · uploaded')).toBeVisible();
  // Longer than 1600 px: resized in the browser (and re-encoded as WebP) before the upload.
  const stored = page.getByRole('list', { name: 'Product images' }).getByRole('img', { name: 'Image 1' });
  await checks.uploaded?.(stored);
  await expect
    .poll(() => stored.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([1600, 800]);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('alert')).toHaveText('Product added successfully!');
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('link', { name: 'Pearl Explorer', exact: true })).toBeVisible();
  await checks.added?.();

  // On the public home page at once, with its image.
  await page.getByRole('link', { name: 'View the site' }).click();
  const card = page.getByRole('article').filter({ hasText: 'Marina Luxe Pearl Explorer' });
  await expect(card).toBeVisible();
  await expect(card.getByText('AED 975 / hour')).toBeVisible();
  await checks.onSite?.(card);

  // Edit the price.
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Edit Pearl Explorer' }).click();
  await expect(page.getByLabel('Price (AED per hour) *')).toHaveValue('975');
  await checks.editing?.();
  await page.getByLabel('Price (AED per hour) *').fill('1250');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Product updated successfully!');
  await checks.edited?.();
  await page.getByRole('link', { name: 'View the site' }).click();
  await expect(card.getByText('AED 1,250 / hour')).toBeVisible();

  // Delete it, after confirming.
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Delete Pearl Explorer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Pearl Explorer?' });
  await checks.deleting?.(dialog);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toHaveText('Deleted successfully.');
  await expect(page.getByRole('link', { name: 'Pearl Explorer', exact: true })).toHaveCount(0);
  await checks.deleted?.(card);
}
