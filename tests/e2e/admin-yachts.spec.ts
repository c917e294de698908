import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { makePng, openYachts, signIn } from './support/admin-helpers';

test('add a yacht with an image, see it on the site, edit its price, then delete it', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await openYachts(page);

  // Add, with a real PNG chosen through the file input.
  await page.getByRole('link', { name: 'Add a yacht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a yacht' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please fill in all required fields and upload at least one image.',
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Name *').fill('Pearl Explorer');
  await page.getByLabel('Price (AED per hour) *').fill('975');
  await page.getByLabel('Size (feet)').fill('60');
  await page.getByLabel('Capacity (guests)').fill('18');
  await page.getByLabel('Complementary (included services)').fill('Soft drinks, towels');
  await page.getByLabel('Choose images').setInputFiles({
    name: 'Pearl Explorer.png',
    mimeType: 'image/png',
    buffer: makePng(2400, 1200),
  });
  const chosen = page.getByRole('list', { name: 'Chosen images' });
  await expect(chosen.getByText('Pending')).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(chosen.getByText('100% · uploaded')).toBeVisible();
  // Longer than 1600 px: resized in the browser (and re-encoded as WebP) before the upload.
  const stored = page.getByRole('list', { name: 'Product images' }).getByRole('img', { name: 'Image 1' });
  await expect
    .poll(() => stored.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([1600, 800]);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('alert')).toHaveText('Product added successfully!');
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('link', { name: 'Pearl Explorer', exact: true })).toBeVisible();

  // On the public home page at once, with its image, and still there after a reload.
  await page.getByRole('link', { name: 'View the site' }).click();
  const card = page.getByRole('article').filter({ hasText: 'Marina Luxe Pearl Explorer' });
  await expect(card).toBeVisible();
  await expect(card.getByText('AED 975 / hour')).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /^blob:/);
  await page.reload();
  await expect(card).toBeVisible();

  // Edit the price.
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Edit Pearl Explorer' }).click();
  await expect(page.getByLabel('Price (AED per hour) *')).toHaveValue('975');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Price (AED per hour) *').fill('1250');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Product updated successfully!');
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.getByRole('link', { name: 'View the site' }).click();
  await expect(card.getByText('AED 1,250 / hour')).toBeVisible();

  // Delete it, after confirming.
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Delete Pearl Explorer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Pearl Explorer?' });
  await expect(dialog).toBeVisible();
  // Bootstrap fades the modal in: check colours once it is fully shown.
  await expect(page.locator('.modal.show')).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toHaveText('Deleted successfully.');
  await expect(page.getByRole('link', { name: 'Pearl Explorer', exact: true })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Yachts' })).toBeVisible();
  await expect(card).toHaveCount(0);
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
