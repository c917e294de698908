import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { signIn } from './support/admin-helpers';
import { addEditDeleteService } from './support/service-journey';

/**
 * The operator writes a service in three languages: Arabic and Russian visitors read it in theirs, and
 * an emptied translation shows the English.
 */
test('add a service with Arabic and Russian texts → each language shows its own; edit and delete it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await addEditDeleteService(page, {
    signIn,
    arabicDescription: 'ساعتان على طول الساحل وقت الغروب.',
    checks: {
      opened: async () => {
        await expect(page.getByRole('list', { name: 'Services' }).getByRole('listitem')).toHaveCount(6);
        // A name another service has is refused: it is the page's address.
        await page.getByLabel('Name *', { exact: true }).fill('Fishing trips');
        await page.getByRole('button', { name: 'Add service' }).click();
        await expect(page.getByText(/Another service is already called “Fishing trips”/)).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      },
      added: async (row) => {
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
      },
      // Clearing the Arabic name shows the English one to Arabic visitors.
      saved: async () => {
        await page.goto('/ar/services/Sunset%20Cruise');
        await expect(page.getByRole('heading', { level: 1, name: 'Sunset Cruise' })).toBeVisible();
        await expect(page.getByText('ساعتان على طول الساحل وقت الغروب.')).toBeVisible();
      },
      // Deleted: gone from the site too.
      deleted: async () => {
        await page.goto('/services');
        await expect(page.getByRole('list', { name: 'Services' }).getByRole('article')).toHaveCount(6);
        await expect(page.getByText('Sunset Cruise')).toHaveCount(0);
      },
    },
    edit: async () => {
      await expect(page.getByLabel('Name *', { exact: true })).toBeFocused();
      await page.getByLabel('Name in Arabic').fill('');
    },
  });
});
