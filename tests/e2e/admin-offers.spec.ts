import { readFile } from 'node:fs/promises';
import { DATED, expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { makePng, signIn } from './support/admin-helpers';

/** `YYYY-MM-DDTHH:MM` on the browser's clock face (in `timeZone`; the machine's where unset), `hours` from `now`. */
const localInput = (now: number, hours: number, timeZone: string | undefined) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' })
    .format(now + hours * 3_600_000)
    .replace(' ', 'T');

test(
  'create an offer → it is in the public panel with its features; delete it → gone',
  { tag: DATED },
  async ({ page, now, timezoneId }) => {
    test.setTimeout(60_000);
    await signIn(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Offers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Offers' }).getByText('running').first()).toBeVisible();

    // End before start is refused.
    await page.getByLabel('Name *', { exact: true }).fill('Harbour Lights');
    await page.getByLabel('Start', { exact: true }).fill(localInput(now, 2, timezoneId));
    await page.getByLabel('End', { exact: true }).fill(localInput(now, 1, timezoneId));
    await page.getByRole('button', { name: 'Add offer' }).click();
    await expect(page.getByText('The end must be after the start.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Description', { exact: true }).fill('An evening cruise past the lit-up marina.');
    await page.getByLabel('Features', { exact: true }).fill(' Canapés , ,Live DJ,  3 hours ');
    await page.getByLabel('Start', { exact: true }).fill(localInput(now, -1, timezoneId));
    await page.getByLabel('End', { exact: true }).fill(localInput(now, 48, timezoneId));
    await page.getByLabel('Choose an image').setInputFiles({
      name: 'harbour.png',
      mimeType: 'image/png',
      buffer: makePng(320, 180, [200, 150, 40]),
    });
    await expect(page.getByText('Pending')).toBeVisible();
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('img', { name: 'Offer image' })).toBeVisible();
    await page.getByRole('button', { name: 'Add offer' }).click();
    await expect(page.getByRole('alert')).toHaveText('Successfully added.');
    const row = page
      .getByRole('list', { name: 'Offers' })
      .getByRole('listitem')
      .filter({ hasText: 'Harbour Lights' });
    await expect(row.getByText('running')).toBeVisible();

    // In the public offers panel at once, features as separate items.
    await page.getByRole('link', { name: 'View the site' }).click();
    await page.getByRole('button', { name: 'View Offers' }).click();
    const features = page.getByRole('list', { name: 'Harbour Lights features' }).getByRole('listitem');
    await expect(features).toHaveText(['Canapés', 'Live DJ', '3 hours']);

    // Delete it, after confirming.
    await page.goto('/admin/offers');
    await page.getByRole('button', { name: 'Delete Harbour Lights' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Harbour Lights?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('alert')).toHaveText('Deleted successfully.');
    await expect(row).toHaveCount(0);
    await page.getByRole('link', { name: 'View the site' }).click();
    await page.getByRole('button', { name: 'View Offers' }).click();
    await expect(page.getByRole('list', { name: 'Offers' }).first()).toBeVisible();
    await expect(page.getByText('Harbour Lights')).toHaveCount(0);
  },
);

test('a call-back request arrives in the inbox, can be marked contacted and exported as CSV', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Noura Test');
  await page.getByLabel('Phone').fill('050 765 4321');
  await page.getByLabel('Preferred time').fill('18:30');
  await page.getByLabel('Message (optional)').fill('Birthday, "sunset" trip');
  await page.getByRole('button', { name: 'Request a Call Back' }).click();
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();

  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Enquiries' }).click();
  const item = page
    .getByRole('list', { name: 'Enquiries' })
    .getByRole('listitem')
    .filter({ hasText: 'Noura Test' });
  await expect(item.getByRole('link', { name: /\+971507654321/ })).toHaveAttribute(
    'href',
    'tel:+971507654321',
  );
  await expect(item).toContainText('Preferred time: 18:30');
  await expect(item).toContainText('Birthday, "sunset" trip');
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv).toMatch(
    /,"MLY-\w{6}","callback","Noura Test","'\+971507654321","18:30","Birthday, ""sunset"" trip",("",){6}"new","en",""\r\n/,
  );

  await item.getByRole('button', { name: 'Mark contacted: Noura Test' }).click();
  await expect(item).toHaveCount(0);
  await page.getByRole('radio', { name: /Contacted/ }).check();
  const status = item.getByRole('combobox', { name: /^Status of MLY-/ });
  await expect(status).toHaveValue('contacted');
  // Moved back to new, it leaves the list of contacted ones.
  await status.selectOption('new');
  await expect(item).toHaveCount(0);
});
