import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { makePng, signIn } from './support/admin-helpers';

/**
 * The operator writes a service in three languages: Arabic and Russian visitors read it in theirs, and
 * an emptied translation shows the English.
 */
test('add a service with Arabic and Russian texts → each language shows its own; edit and delete it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Services' }).getByRole('listitem')).toHaveCount(6);

  // A name another service has is refused: it is the page's address.
  await page.getByLabel('Name *', { exact: true }).fill('Fishing trips');
  await page.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByText(/Another service is already called “Fishing trips”/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Name *', { exact: true }).fill('Sunset Cruise');
  await page.getByLabel('Description', { exact: true }).fill('Two hours along the coast at golden hour.');
  await page.getByLabel('Name in Arabic').fill('رحلة الغروب');
  await page.getByLabel('Description in Arabic').fill('ساعتان على طول الساحل وقت الغروب.');
  await page.getByLabel('Name in Russian').fill('Закатная прогулка');
  await page.getByLabel('Choose an image').setInputFiles({
    name: 'sunset.png',
    mimeType: 'image/png',
    buffer: makePng(320, 200, [230, 120, 40]),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('img', { name: 'Service image' })).toBeVisible();
  await page.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByRole('alert')).toHaveText('Service added.');
  const row = page
    .getByRole('list', { name: 'Services' })
    .getByRole('listitem')
    .filter({ hasText: 'Sunset Cruise' });
  await expect(row.getByText('Arabic')).toBeVisible();
  await expect(row.getByText('Russian')).toBeVisible();

  // Arabic: the list and the page in Arabic, at the English name's address.
  await page.goto('/ar/services');
  const card = page.getByRole('article').filter({ hasText: 'رحلة الغروب' });
  await expect(card.getByText('ساعتان على طول الساحل وقت الغروب.')).toBeVisible();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/ar\/services\/Sunset%20Cruise$/);
  await expect(page.getByRole('heading', { level: 1, name: 'رحلة الغروب' })).toBeVisible();
  await expect(page).toHaveTitle(/رحلة الغروب/);

  // Russian: the Russian name; no Russian description, so the English one.
  await page.goto('/ru/services/Sunset%20Cruise');
  await expect(page.getByRole('heading', { level: 1, name: 'Закатная прогулка' })).toBeVisible();
  await expect(page.getByText('Two hours along the coast at golden hour.')).toBeVisible();

  // Clearing the Arabic name shows the English one to Arabic visitors.
  await page.goto('/admin/servicePanel');
  await page.getByRole('button', { name: 'Edit Sunset Cruise' }).click();
  await expect(page.getByLabel('Name *', { exact: true })).toBeFocused();
  await page.getByLabel('Name in Arabic').fill('');
  await page.getByRole('button', { name: 'Save service' }).click();
  await expect(page.getByRole('alert')).toHaveText('Service saved.');
  await page.goto('/ar/services/Sunset%20Cruise');
  await expect(page.getByRole('heading', { level: 1, name: 'Sunset Cruise' })).toBeVisible();
  await expect(page.getByText('ساعتان على طول الساحل وقت الغروب.')).toBeVisible();

  // Deleted: gone from the admin list and from the site.
  await page.goto('/admin/servicePanel');
  await page.getByRole('button', { name: 'Delete Sunset Cruise' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Sunset Cruise?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('alert')).toHaveText('Deleted successfully.');
  await expect(row).toHaveCount(0);
  await page.goto('/services');
  await expect(page.getByRole('list', { name: 'Services' }).getByRole('article')).toHaveCount(6);
  await expect(page.getByText('Sunset Cruise')).toHaveCount(0);
});
