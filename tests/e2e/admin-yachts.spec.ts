import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { openYachts, signIn } from './support/admin-helpers';
import { addEditDeleteYacht } from './support/yacht-journey';

test('add a yacht with an image, see it on the site, edit its price, then delete it', async ({ page }) => {
  test.setTimeout(90_000);
  await addEditDeleteYacht(page, {
    signIn,
    complementary: 'Soft drinks, towels',
    checks: {
      emptyForm: async () => {
        await expect(page.getByRole('button', { name: 'Upload' })).toBeDisabled();
        await page.getByRole('button', { name: 'Add' }).click();
        await expect(page.getByRole('alert')).toHaveText(
          'Please fill in all required fields and upload at least one image.',
        );
        await expectNoSeriousA11yViolations(page);
      },
      chosen: async (chosen) => {
        await expect(chosen.getByText('Pending')).toBeVisible();
      },
      // Kept in the browser's database: shown from a blob, and still there after a reload.
      onSite: async (card) => {
        await expect(card.locator('img')).toHaveAttribute('src', /^blob:/);
        await page.reload();
        await expect(card).toBeVisible();
      },
      editing: () => expectNoSeriousA11yViolations(page),
      edited: async () => {
        await expect(page).toHaveURL(/\/admin\/products$/);
      },
      deleting: async (dialog) => {
        await expect(dialog).toBeVisible();
        // Bootstrap fades the modal in: check colours once it is fully shown.
        await expect(page.locator('.modal.show')).toHaveCSS('opacity', '1');
        await expectNoSeriousA11yViolations(page);
      },
      deleted: async (card) => {
        await page.goto('/');
        await expect(page.getByRole('list', { name: 'Yachts' })).toBeVisible();
        await expect(card).toHaveCount(0);
      },
    },
  });
});

test('a file that is not an image is refused', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/add-product');
  await page.getByLabel('Choose images').setInputFiles({
    name: 'brochure.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 not an image'),
  });
  await expect(
    page.getByText('“brochure.pdf” is not accepted: only JPEG, PNG, WebP or AVIF images can be uploaded.'),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chosen images' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload' })).toBeDisabled();
});

test('move a yacht down in the order, as visitors then see it', async ({ page }) => {
  await signIn(page);
  await openYachts(page);
  const names = page.getByRole('list', { name: 'Yachts' }).getByRole('heading');
  await expect(names.first()).toHaveText('Azure Pearl');
  await page.getByRole('button', { name: 'Move Azure Pearl down' }).click();
  await expect(names.nth(1)).toHaveText('Azure Pearl');
  await expect(names.first()).toHaveText('Marina Star');
  await page.getByRole('link', { name: 'View the site' }).click();
  const cards = page.getByRole('list', { name: 'Yachts' }).getByRole('heading');
  await expect(cards.first()).toHaveText('Marina Luxe Marina Star');
  await expect(cards.nth(1)).toHaveText('Marina Luxe Azure Pearl');
});
