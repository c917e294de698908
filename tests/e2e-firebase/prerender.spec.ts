import { yachtFixtures } from '../../fixtures/yachts';
import { serviceFixtures } from '../../fixtures/services';
import { firestore } from './support/emulators';
import { expect, signInAsOperator, test, waitForAppStarted } from './support/fixtures';

/**
 * The Firebase build is prerendered with the catalogue read from the (seeded) Firestore emulator at build time
 * (docs/decisions/0012-prerender-live-catalogue.md): every yacht's name, price and details are in the HTML before
 * any script runs. A yacht added after the build opens from the shell, and the operator sees that the catalogue has
 * changed since the build.
 */
const price = (aed: number) => `AED ${aed.toLocaleString('en-US')} / hour`;
const yachts = [...yachtFixtures];
const sortedByPosition = [...yachts].sort((a, b) => (a.position ?? 999) - (b.position ?? 999));

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page lists every yacht with its price, in the fleet order', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('list', { name: 'Yachts' }).getByRole('listitem');
    await expect(cards).toHaveCount(yachts.length);
    for (const [index, yacht] of sortedByPosition.entries()) {
      await expect(cards.nth(index)).toContainText(yacht.name);
      await expect(cards.nth(index)).toContainText(price(yacht.price));
    }
  });

  test('every yacht has its own page with its name, price and details', async ({ page }) => {
    for (const yacht of yachts) {
      const response = await page.goto(`/productdetail/${yacht.id}`);
      expect(await response?.text(), yacht.id).toContain(`data-prerendered="/productdetail/${yacht.id}"`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Marina Luxe ${yacht.name}`);
      await expect(page.getByText(price(yacht.price), { exact: true })).toBeVisible();
      await expect(page.getByText(`${yacht.feet} ft`, { exact: true })).toBeVisible();
      await expect(page.getByText(yacht.complementary, { exact: true })).toBeVisible();
      expect(await page.title()).toContain(yacht.name);
    }
  });

  test('the VIP page lists only the VIP yachts', async ({ page }) => {
    await page.goto('/vipRental');
    const cards = page.getByRole('list', { name: 'Yachts' }).getByRole('listitem');
    const vip = yachts.filter((yacht) => yacht.isVIP);
    expect(vip.length).toBeGreaterThan(0);
    await expect(cards).toHaveCount(vip.length);
    for (const yacht of vip) await expect(cards.filter({ hasText: yacht.name })).toHaveCount(1);
  });

  test('the services page and every service page show the services read at build time', async ({ page }) => {
    await page.goto('/services');
    for (const service of serviceFixtures) {
      await expect(page.getByRole('main').getByText(service.name, { exact: true }).first()).toBeVisible();
    }
    for (const service of serviceFixtures) {
      await page.goto(`/services/${encodeURIComponent(service.name)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.name);
      if (service.description) await expect(page.getByText(service.description)).toBeVisible();
    }
  });
});

test('a yacht added to Firestore after the build opens from the shell and joins the fleet', async ({
  page,
}) => {
  const id = `added-after-build-${test.info().workerIndex}-${Date.now()}`;
  const name = `Late Arrival ${test.info().workerIndex}`;
  const yachts = firestore().collection('products');
  await yachts.doc(id).set({
    name,
    price: 1234,
    feet: 61,
    capacity: 18,
    complementary: 'Captain, crew and a late supper',
    images: ['/img/yachts/azure-pearl-1.webp'],
    isVIP: false,
    position: 900,
  });
  try {
    const response = await page.goto(`/productdetail/${id}`);
    expect(response?.status()).toBe(200);
    // No file for it: the shell, and the app reads the yacht from Firestore.
    expect(await response?.text()).toContain('<div id="root"></div>');
    await expect(page.getByRole('heading', { level: 1, name: `Marina Luxe ${name}` })).toBeVisible();
    await expect(page.getByText(price(1234), { exact: true })).toBeVisible();
    await expect(page.getByText('Captain, crew and a late supper')).toBeVisible();

    // The home page was built without it; once the page has refreshed from Firestore it is in the grid.
    await page.goto('/');
    await waitForAppStarted(page);
    await expect(
      page.getByRole('list', { name: 'Yachts' }).getByRole('listitem').filter({ hasText: name }),
    ).toHaveCount(1);
  } finally {
    await yachts.doc(id).delete();
  }
});

test('the admin area says when the public pages were built, and that the catalogue changed since', async ({
  page,
}) => {
  const info = (await (await page.request.get('/build-info.json')).json()) as {
    builtAt: string;
    yachts: number;
    services: number;
  };
  expect(info.yachts).toBe(yachtFixtures.length);
  expect(info.services).toBe(serviceFixtures.length);
  const built = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dubai',
  }).format(Date.parse(info.builtAt));

  await signInAsOperator(page);
  const notice = page.getByRole('region', { name: 'Public pages' });
  await expect(notice).toContainText(`Public pages last built ${built} (Dubai time).`);

  const id = `changed-since-${test.info().workerIndex}-${Date.now()}`;
  const yachts = firestore().collection('products');
  await yachts
    .doc(id)
    .set({ name: 'Changed Since', price: 500, feet: 40, capacity: 8, isVIP: false, images: [] });
  try {
    await page.reload();
    await expect(notice).toContainText('The catalogue has changed since');
    await expect(notice).toContainText('Republish the site to update them.');
  } finally {
    await yachts.doc(id).delete();
  }
});
