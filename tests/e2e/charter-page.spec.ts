import { charterPageJourney, confirmedCharter, storeDemoCharter } from './support/charter-journey';
import { firstVisitBytes, KB, kb } from './support/first-visit-bytes';
import { DATED, expect, expectNoSeriousA11yViolations, PHONE_SCREEN, test } from './support/fixtures';

/** The demo backend's id for this browser's guests (src/backend/demo/charters.ts). */
const DEVICE_KEY = 'marina-yachts:device';

// A 412 px phone in Arabic, the device in London: whatever its clock says, the charter is in Dubai time.
test.use({ ...PHONE_SCREEN, timezoneId: 'Europe/London', locale: 'ar-AE' });

test(
  'the client opens their charter page in Arabic on a phone; two guests add themselves, one correcting the ID',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(90_000);
    const charter = confirmedCharter(now);
    // Before the operator made it, the address leads nowhere; reading it makes the demo's database.
    await page.goto(`/ar/charter/${charter.token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'صفحة الرحلة هذه غير متاحة' })).toBeVisible();
    await storeDemoCharter(page, charter);
    await charterPageJourney(page, {
      charter,
      // The demo keeps its data in this browser: the other phone is another device id on it.
      otherPhone: async (first) => {
        await first.evaluate((key) => localStorage.removeItem(key), DEVICE_KEY);
        const second = await first.context().newPage();
        await second.goto(`/ar/charter/${charter.guestToken}/guests`);
        return second;
      },
      checks: {
        clientPage: async (client) => {
          await expect(client.getByText('تم دفع العربون.')).toBeVisible();
          await expect(client.getByText(/بتوقيت جهازك/)).toBeVisible();
          await expectNoSeriousA11yViolations(client, 'main');
        },
        twoAdded: async (client) => {
          // Nothing wider than the phone's screen.
          const overflow = await client.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);
        },
      },
    });
  },
);

test('an unknown charter address says so plainly, in Arabic, with the ways to reach us', async ({ page }) => {
  await page.goto('/ar/charter/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { level: 1, name: 'صفحة الرحلة هذه غير متاحة' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('main').getByRole('link', { name: 'راسلنا عبر واتساب' })).toBeVisible();
});

/**
 * The charter page's first visit on a phone (its own entry, charter.html): all of its JS within the budget, 110 KB
 * gzip in demo mode, the demo backend that reads the charter from the browser's database included. The guest form
 * is not part of the client's page.
 */
test(
  'the charter page’s first visit on a phone stays within its 110 KB of JS',
  { tag: DATED },
  async ({ page, now }) => {
    const charter = confirmedCharter(now);
    await page.goto(`/ar/charter/${charter.token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'صفحة الرحلة هذه غير متاحة' })).toBeVisible();
    await storeDemoCharter(page, charter);
    const visit = await page.context().newPage();
    const { js, files } = await firstVisitBytes(visit, `/ar/charter/${charter.token}`, {
      networkIdle: true,
      started: async (opened) => {
        await expect(opened.getByText(charter.reference).first()).toBeVisible();
      },
    });
    console.log(
      `/ar/charter/…: JS ${kb(js)} gzip in ${files.filter((file) => file.type === 'script').length} files`,
    );
    expect(js).toBeLessThanOrEqual(110 * KB);
    expect(files.filter((file) => /\/guest-list-page-/.test(file.url))).toEqual([]);
    // Not the site's app: its router, layout and catalogue stay out.
    expect(files.filter((file) => /\/main-[\w-]+\.js$/.test(file.url))).toEqual([]);
  },
);
