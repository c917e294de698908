import { storagePathOf, type Photo } from '../../src/domain/photo';
import { makePng } from '../e2e/support/admin-helpers';
import { GUEST, enquiriesFrom, emulatorEnv, firestore, storedFiles } from './support/emulators';
import { expect, openYachts, recordFirestoreRequests, signIn, signInAsOperator, test } from './support/fixtures';

/** `YYYY-MM-DDTHH:MM` in the browser's local time, `hours` from now. */
const localInput = (hours: number) => {
  const date = new Date(Date.now() + hours * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

test('the operator adds a yacht with an image (Storage), edits it and deletes it', async ({ page }) => {
  const { origins } = emulatorEnv();
  await signInAsOperator(page);
  await openYachts(page);

  await page.getByRole('link', { name: 'Add a yacht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a yacht' })).toBeVisible();
  await page.getByLabel('Name *').fill('Pearl Explorer');
  await page.getByLabel('Price (AED per hour) *').fill('975');
  await page.getByLabel('Size (feet)').fill('60');
  await page.getByLabel('Capacity (guests)').fill('18');
  await page.getByLabel('Choose images').setInputFiles({
    name: 'Pearl Explorer.png',
    mimeType: 'image/png',
    buffer: makePng(2400, 1200),
  });
  const chosen = page.getByRole('list', { name: 'Chosen images' });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(chosen.getByText('100% · uploaded')).toBeVisible();
  // Resized in the browser, stored in the Storage emulator and shown from it.
  const stored = page.getByRole('list', { name: 'Product images' }).getByRole('img', { name: 'Image 1' });
  await expect(stored).toHaveAttribute('src', new RegExp(`^${origins.storage}/`));
  await expect
    .poll(() => stored.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([1600, 800]);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('alert')).toHaveText('Product added successfully!');
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('link', { name: 'Pearl Explorer', exact: true })).toBeVisible();

  const saved = await firestore().collection('products').where('name', '==', 'Pearl Explorer').get();
  expect(saved.docs).toHaveLength(1);
  // Stored as a photo at its public address in the Storage emulator, no lookup needed.
  const [photo] = saved.docs[0].data().images as Photo[];
  expect(photo.src).toMatch(new RegExp(`^${origins.storage}/v0/b/[^/]+/o/Products%2F`));
  const image = storagePathOf(photo.src) ?? '';
  expect(image).toMatch(/^Products\//);
  expect(await storedFiles('Products/')).toContain(image);

  // On the public site, with its image from Storage.
  await page.getByRole('link', { name: 'View the site' }).click();
  const card = page.getByRole('article').filter({ hasText: 'Marina Luxe Pearl Explorer' });
  await expect(card.getByText('AED 975 / hour')).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', new RegExp(`^${origins.storage}/`));

  // Edit the price.
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Edit Pearl Explorer' }).click();
  await expect(page.getByLabel('Price (AED per hour) *')).toHaveValue('975');
  await page.getByLabel('Price (AED per hour) *').fill('1250');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Product updated successfully!');
  await page.getByRole('link', { name: 'View the site' }).click();
  await expect(card.getByText('AED 1,250 / hour')).toBeVisible();
  expect((await firestore().doc(`products/${saved.docs[0].id}`).get()).get('price')).toBe(1250);

  // Delete it: the document and its image go.
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Delete Pearl Explorer' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Pearl Explorer?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('alert')).toHaveText('Deleted successfully.');
  await expect(page.getByRole('link', { name: 'Pearl Explorer', exact: true })).toHaveCount(0);
  expect((await firestore().doc(`products/${saved.docs[0].id}`).get()).exists).toBe(false);
  await expect.poll(() => storedFiles('Products/')).not.toContain(image);
});

test('the operator creates an offer with an image and deletes it', async ({ page }) => {
  const { origins } = emulatorEnv();
  await signInAsOperator(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Offers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  await page.getByLabel('Name *', { exact: true }).fill('Harbour Lights');
  await page.getByLabel('Description', { exact: true }).fill('An evening cruise past the lit-up marina.');
  await page.getByLabel('Features', { exact: true }).fill('Canapés, Live DJ');
  await page.getByLabel('Start', { exact: true }).fill(localInput(-1));
  await page.getByLabel('End', { exact: true }).fill(localInput(48));
  await page.getByLabel('Choose an image').setInputFiles({
    name: 'harbour.png',
    mimeType: 'image/png',
    buffer: makePng(320, 180, [200, 150, 40]),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('img', { name: 'Offer image' })).toHaveAttribute(
    'src',
    new RegExp(`^${origins.storage}/`),
  );
  await page.getByRole('button', { name: 'Add offer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Successfully added.');
  const row = page
    .getByRole('list', { name: 'Offers' })
    .getByRole('listitem')
    .filter({ hasText: 'Harbour Lights' });
  await expect(row.getByText('running')).toBeVisible();
  const offers = () => firestore().collection('offers').where('name', '==', 'Harbour Lights').get();
  expect((await offers()).docs).toHaveLength(1);
  const image = storagePathOf(((await offers()).docs[0].get('image') as Photo).src) ?? '';
  expect(image).toMatch(/^Offers\//);
  expect(await storedFiles('Offers/')).toContain(image);

  await page.getByRole('link', { name: 'View the site' }).click();
  await page.getByRole('button', { name: 'View Offers' }).click();
  await expect(page.getByRole('list', { name: 'Harbour Lights features' }).getByRole('listitem')).toHaveText([
    'Canapés',
    'Live DJ',
  ]);

  await page.goto('/admin/offers');
  await page.getByRole('button', { name: 'Delete Harbour Lights' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Harbour Lights?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('alert')).toHaveText('Deleted successfully.');
  await expect(row).toHaveCount(0);
  expect((await offers()).docs).toHaveLength(0);
  await expect.poll(() => storedFiles('Offers/')).not.toContain(image);
});

test('the operator sees a call-back request in the inbox and marks it contacted', async ({ page }) => {
  const name = `Inbox ${test.info().testId}`;
  await page.goto('/contact');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Phone').fill('+971 55 123 9876');
  await page.getByRole('button', { name: 'Request a Call Back' }).click();
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();

  const firestoreRequests = recordFirestoreRequests(page);
  await signInAsOperator(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Enquiries' }).click();
  const item = page.getByRole('list', { name: 'Enquiries' }).getByRole('listitem').filter({ hasText: name });
  await expect(item.getByRole('link', { name: /\+971551239876/ })).toHaveAttribute(
    'href',
    'tel:+971551239876',
  );
  // What the account without the claim must never send (the last test).
  expect(firestoreRequests.some((request) => request.includes('enquiries'))).toBe(true);
  await item.getByRole('button', { name: `Mark contacted: ${name}` }).click();
  await expect(item).toHaveCount(0);
  await expect
    .poll(async () => (await enquiriesFrom(name)).map((request) => request.status))
    .toEqual(['contacted']);
  await page.getByRole('radio', { name: /Contacted/ }).check();
  const status = item.getByRole('combobox', { name: /^Status of MLY-/ });
  await expect(status).toHaveValue('contacted');
  await status.selectOption('new');
  await expect(item).toHaveCount(0);
  await expect
    .poll(async () => (await enquiriesFrom(name)).map((request) => request.status))
    .toEqual(['new']);
});

test('an account without the admin claim sees "No admin access" and no admin data', async ({ page }) => {
  const firestoreRequests = recordFirestoreRequests(page);
  await signIn(page, GUEST);
  await expect(page.getByRole('heading', { level: 1, name: 'No admin access' })).toBeVisible();
  await expect(page.getByText(`signed in as ${GUEST.email}`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Yachts' })).toHaveCount(0);

  await page.goto('/admin/enquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'No admin access' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Enquiries' })).toHaveCount(0);
  // The admin screens never even asked for the enquiries.
  expect(firestoreRequests.filter((request) => request.includes('enquiries'))).toEqual([]);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the operator adds a service in three languages with an image (Storage), edits and deletes it', async ({
  page,
}) => {
  const { origins } = emulatorEnv();
  await signInAsOperator(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await page.getByLabel('Name *', { exact: true }).fill('Sunset Cruise');
  await page.getByLabel('Description', { exact: true }).fill('Two hours along the coast at golden hour.');
  await page.getByLabel('Name in Arabic').fill('رحلة الغروب');
  await page.getByLabel('Name in Russian').fill('Закатная прогулка');
  await page.getByLabel('Choose an image').setInputFiles({
    name: 'sunset.png',
    mimeType: 'image/png',
    buffer: makePng(320, 200, [230, 120, 40]),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('img', { name: 'Service image' })).toHaveAttribute(
    'src',
    new RegExp(`^${origins.storage}/`),
  );
  await page.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByRole('alert')).toHaveText('Service added.');
  const services = () => firestore().collection('services').where('name', '==', 'Sunset Cruise').get();
  const [stored] = (await services()).docs;
  expect(stored.get('translations')).toEqual({
    ar: { name: 'رحلة الغروب' },
    ru: { name: 'Закатная прогулка' },
  });
  const image = storagePathOf((stored.get('image') as Photo).src) ?? '';
  expect(image).toMatch(new RegExp(`^Services/${stored.id}/`));
  expect(await storedFiles('Services/')).toContain(image);

  // Added after the build: its address gets the shell, and the page is read from Firestore in Arabic.
  await page.goto('/ar/services/Sunset%20Cruise');
  await expect(page.getByRole('heading', { level: 1, name: 'رحلة الغروب' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Removing the image deletes its file once the service no longer names it.
  await page.goto('/admin/servicePanel');
  await page.getByRole('button', { name: 'Edit Sunset Cruise' }).click();
  await page.getByRole('button', { name: 'Remove image' }).click();
  await page.getByRole('button', { name: 'Save service' }).click();
  await expect(page.getByRole('alert')).toHaveText('Service saved.');
  expect((await services()).docs[0].get('image')).toBeUndefined();
  await expect.poll(() => storedFiles('Services/')).not.toContain(image);

  await page.getByRole('button', { name: 'Delete Sunset Cruise' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Sunset Cruise?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('alert')).toHaveText('Deleted successfully.');
  expect((await services()).docs).toHaveLength(0);
});
