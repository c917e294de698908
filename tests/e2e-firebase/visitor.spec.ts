import { enquiriesFrom } from './support/emulators';
import { captureWindowOpen, expect, test, waitForAppStarted } from './support/fixtures';

const YACHT_TEXT =
  'Hi, I am interested in booking the Yacht: Royal Falcon. Price: 2200, Size: 88, Capacity: 40';

test('home → yacht page → WhatsApp link, with the fleet read from Firestore', async ({ page }) => {
  const opened = await captureWindowOpen(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Best Yacht Rental Dubai' })).toBeVisible();
  await waitForAppStarted(page);
  // The Firebase build: no demo badge, and the cards come from the seeded Firestore emulator.
  await expect(page.getByText('Demo mode')).toHaveCount(0);
  const card = page.getByRole('article').filter({ hasText: 'Royal Falcon' });
  await card.getByRole('link', { name: 'Marina Luxe Royal Falcon' }).click();

  await expect(page).toHaveURL(/\/productdetail\/royal-falcon$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Marina Luxe Royal Falcon' })).toBeVisible();
  await expect(page.getByText('AED 2,200 / hour')).toBeVisible();
  await page.getByRole('button', { name: 'Book By WhatsApp' }).click();
  expect(await opened()).toEqual([
    `https://web.whatsapp.com/send?phone=971501234567&text=${encodeURIComponent(YACHT_TEXT)}`,
  ]);
});

test('a deep link to a yacht arrives with the yacht in its HTML, then hydrates it in place', async ({
  page,
}) => {
  const response = await page.goto('/productdetail/azure-pearl');
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  // Prerendered with the catalogue read from Firestore at build time: this yacht's page, not the home page's.
  expect(html).toContain('data-prerendered="/productdetail/azure-pearl"');
  expect(html).toContain('AED 450 / hour');
  expect(html).toContain('alt="Azure Pearl, photo 1 of 3"');
  await expect(page.getByRole('heading', { level: 1, name: 'Marina Luxe Azure Pearl' })).toBeVisible();
  await waitForAppStarted(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText('AED 450 / hour')).toBeVisible();
});

test('a yacht page offers free times and a price without downloading the Firebase SDK', async ({ page }) => {
  const scripts: Promise<{ path: string; sdk: boolean }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    // Every part of the SDK registers itself by its package name.
    scripts.push(response.text().then((text) => ({ path, sdk: text.includes('@firebase/') })));
  });
  await page.goto('/productdetail/royal-falcon');
  await waitForAppStarted(page);
  // The settings, add-ons and busy intervals came over Firestore's REST API: start times and a total are shown.
  await expect(page.getByLabel('Start time').locator('option')).not.toHaveCount(1);
  await expect(page.getByRole('row', { name: /^Total/ })).toBeVisible();
  const loaded = await Promise.all(scripts);
  expect(loaded.some(({ path }) => path.includes('/deferred-'))).toBe(true);
  expect(loaded.filter(({ sdk }) => sdk).map(({ path }) => path)).toEqual([]);
});

test('a call-back request is stored in Firestore', async ({ page }) => {
  const name = `Visitor ${test.info().testId}`;
  await page.goto('/contact');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Phone').fill('050 765 4321');
  await page.getByLabel('Preferred time').fill('18:30');
  await page.getByLabel('Message (optional)').fill('Sunset trip for six');
  await page.getByRole('button', { name: 'Request a Call Back' }).click();
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');

  const stored = await enquiriesFrom(name);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    name,
    phone: '+971507654321',
    preferredTime: '18:30',
    message: 'Sunset trip for six',
    status: 'new',
    channel: 'callback',
    quote: null,
    bookingId: null,
  });
  expect(stored[0].id).toBe(stored[0].reference);
  expect(stored[0].id).toMatch(/^MLY-[23456789A-HJKMNP-Z]{6}$/);
});
