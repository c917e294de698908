import type { Locator, Page } from '@playwright/test';
import { makePng } from './admin-helpers';
import { expect } from './fixtures';

/** What a mode checks besides at each step of the journey. */
export interface ServiceJourneyChecks {
  /** The services screen, before anything is typed. */
  opened?: () => Promise<void>;
  /** The uploaded image, as the form shows it. */
  uploaded?: (image: Locator) => Promise<void>;
  /** Added: its row in the admin list. */
  added?: (row: Locator) => Promise<void>;
  /** The change saved. */
  saved?: () => Promise<void>;
  /** Deleted: gone from the admin list. */
  deleted?: () => Promise<void>;
}

/**
 * The operator adds the service Sunset Cruise with an image, its name in English, Arabic and Russian (and its Arabic
 * description when given), changes it (`edit`, in its open form) and deletes it. `signIn` brings the operator to
 * the dashboard.
 */
export async function addEditDeleteService(
  page: Page,
  {
    signIn,
    arabicDescription,
    edit,
    checks = {},
  }: {
    signIn: (page: Page) => Promise<void>;
    arabicDescription?: string;
    edit: () => Promise<void>;
    checks?: ServiceJourneyChecks;
  },
) {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await checks.opened?.();

  await page.getByLabel('Name *', { exact: true }).fill('Sunset Cruise');
  await page.getByLabel('Description', { exact: true }).fill('Two hours along the coast at golden hour.');
  await page.getByLabel('Name in Arabic').fill('رحلة الغروب');
  if (arabicDescription !== undefined) await page.getByLabel('Description in Arabic').fill(arabicDescription);
  await page.getByLabel('Name in Russian').fill('Закатная прогулка');
  await page.getByLabel('Choose an image').setInputFiles({
    name: 'sunset.png',
    mimeType: 'image/png',
    buffer: makePng(320, 200, [230, 120, 40]),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  const image = page.getByRole('img', { name: 'Service image' });
  await expect(image).toBeVisible();
  await checks.uploaded?.(image);
  await page.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByRole('alert')).toHaveText('Service added.');
  const row = page
    .getByRole('list', { name: 'Services' })
    .getByRole('listitem')
    .filter({ hasText: 'Sunset Cruise' });
  await checks.added?.(row);

  await page.goto('/admin/servicePanel');
  await page.getByRole('button', { name: 'Edit Sunset Cruise' }).click();
  await edit();
  await page.getByRole('button', { name: 'Save service' }).click();
  await expect(page.getByRole('alert')).toHaveText('Service saved.');
  await checks.saved?.();

  await page.goto('/admin/servicePanel');
  await page.getByRole('button', { name: 'Delete Sunset Cruise' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Sunset Cruise?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('alert')).toHaveText('Deleted successfully.');
  await expect(row).toHaveCount(0);
  await checks.deleted?.();
}
