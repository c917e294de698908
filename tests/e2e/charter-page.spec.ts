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
 * The charter page's own code on a first visit: its chunk and its messages, loaded on their own after the site's
 * frame. The whole first visit is logged: in demo mode it also makes and seeds the browser's database (the demo
 * backend and its seeds), which any page read in the browser on a first visit does.
 */
test('the charter page’s own code stays small on a phone’s first visit', async ({ page }) => {
  const { js, files } = await firstVisitBytes(page, '/ar/charter/AAAAAAAAAAAAAAAAAAAAAA', {
    networkIdle: true,
  });
  const own = files.filter((file) => /\/(charter-page|charter)-[\w-]+\.js$/.test(file.url));
  const ownBytes = own.reduce((total, file) => total + file.gzip, 0);
  console.log(
    `/ar/charter/…: JS ${kb(js)} gzip in all, of which the page's own ${kb(ownBytes)} (${own.length} files)`,
  );
  expect(own.length).toBeGreaterThan(0);
  expect(ownBytes).toBeLessThanOrEqual(12 * KB);
  // The guest form is not part of the client's page.
  expect(files.filter((file) => /\/guest-list-page-/.test(file.url))).toEqual([]);
});
