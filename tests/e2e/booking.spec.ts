import { signIn } from './support/admin-helpers';
import { captureWhatsappTab, dubaiWeekdayAhead, panelOf, scrollToPanel } from './support/booking-helpers';
import { bookAndConfirmWeekdayCharter } from './support/booking-journey';
import { DATED, expect, expectNoSeriousA11yViolations, test, waitForAppStarted } from './support/fixtures';

// Far from Dubai (UTC+4): whatever the device's clock says, dates and times are Dubai's.
test.use({ timezoneId: 'Pacific/Honolulu' });

test(
  'a visitor prices a weekday charter and sends it on WhatsApp; the operator confirms it and the time is taken',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(90_000);
    await bookAndConfirmWeekdayCharter(page, {
      date: dubaiWeekdayAhead(now),
      signIn,
      checks: {
        dated: async (panel) => {
          await expect(
            panel.getByText(/Sunset at Dubai Marina on \w+ \d+ \w+: 1[78]:\d\d \(Dubai time\)/),
          ).toBeVisible();
        },
        priced: async (panel) => {
          await expect(panel.getByRole('link', { name: 'Booking policies' })).toHaveAttribute(
            'href',
            '/policies',
          );
        },
        sent: async (reference, text) => {
          expect(reference).toMatch(/^MLY-/);
          expect(text).toContain('Yacht: Marina Star');
          expect(text).toContain('Start: 10:00 (Dubai time), 2 hours');
          expect(text).toContain('Total: AED 1,500 (VAT included)');
        },
        taken: async (starts) => {
          await expect(starts.getByRole('option', { name: /^08:00/ })).toHaveCount(0);
        },
      },
    });
  },
);

test('bad input is answered clearly and nothing typed is lost', { tag: DATED }, async ({ page, now }) => {
  await page.goto('/productdetail/azure-pearl');
  await waitForAppStarted(page);
  const panel = await scrollToPanel(page);
  const guests = panel.getByLabel('Guests');
  await guests.fill('30');
  await expect(panel.getByText(/12 guests/).first()).toBeVisible();
  await expect(guests).toHaveValue('30');
  const past = new Date(now - 3 * 86_400_000).toISOString().slice(0, 10);
  await panel.getByLabel('Date').fill(past);
  await expect(
    panel
      .getByText(/date/i)
      .filter({ hasText: /past|today|from/i })
      .first(),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Send on WhatsApp' }).click();
  await expect(panel.getByText('Please correct the fields marked above first.')).toBeVisible();
});

test('a shared quote link reopens the same selection', { tag: DATED }, async ({ page, now }) => {
  const date = dubaiWeekdayAhead(now);
  await page.goto(`/productdetail/marina-star?date=${date}&hours=3&guests=10`);
  await waitForAppStarted(page);
  const panel = panelOf(page);
  await expect(panel.getByLabel('Date')).toHaveValue(date);
  await expect(panel.getByLabel('Hours')).toHaveValue('3');
  await expect(panel.getByLabel('Guests')).toHaveValue('10');
});

test(
  'the Custom Package books in the same panel: the trip, a yacht, a free time, the total and a reference',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(60_000);
    const sent = await captureWhatsappTab(page);
    const date = dubaiWeekdayAhead(now);
    await page.goto('/packages/custom_pack&-1');
    await waitForAppStarted(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Custom Package' })).toBeVisible();
    await page.getByLabel('Occasion').selectOption('Birthday');
    await page.getByLabel('Decoration').check();
    await page.getByLabel('Notes').fill('Surprise for Sara');
    await page.getByLabel('Yacht', { exact: true }).selectOption({ label: 'Sea Breeze · 8 guests' });

    const panel = panelOf(page);
    await expect(panel.getByText('Custom Package includes:')).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveText(['Decoration']);
    await panel.getByLabel('Date').fill(date);
    const guests = panel.getByLabel('Guests');
    await guests.fill('10');
    await expect(panel.getByText('This yacht takes at most 8 guests.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await guests.fill('6');
    await panel.getByLabel('Start time').selectOption({ label: '10:00 – 12:00' });
    await panel.getByLabel('Hours').selectOption({ label: '2 hours' });
    await expect(panel.getByRole('row', { name: /^Total/ })).toContainText('AED');
    await panel.getByRole('button', { name: 'Send on WhatsApp' }).click();
    const reference = (await panel.getByText(/^MLY-[2-9A-HJ-NP-Z]{6}$/).textContent()) ?? '';
    await expect.poll(sent).toHaveLength(1);
    const text = decodeURIComponent((await sent())[0]);
    expect(text).toContain(`Reference: ${reference}\nPackage: Custom Package\nYacht: Sea Breeze`);
    expect(text).toContain('Start: 10:00 (Dubai time), 2 hours');
    expect(text).toContain('Occasion: Birthday\nAlso arrange: Decoration\nNotes: Surprise for Sara');
  },
);

test(
  'a visit from an ad keeps its campaign: the operator sees it on the enquiry sent pages later',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(90_000);
    const sent = await captureWhatsappTab(page);
    // The campaign's code loads only for such a visit: landing on the prerendered home page with UTM tags.
    await page.goto('/?utm_source=instagram&utm_medium=social&utm_campaign=summer-2026&fbclid=abc123');
    await waitForAppStarted(page);
    await page
      .getByRole('link', { name: /Azure Pearl/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/productdetail\/azure-pearl$/);
    const panel = await scrollToPanel(page);
    await panel.getByLabel('Date').fill(dubaiWeekdayAhead(now));
    await panel.getByLabel('Start time').selectOption({ index: 1 });
    await panel.getByLabel('Guests').fill('4');
    await panel.getByRole('button', { name: 'Send on WhatsApp' }).click();
    const reference = (await panel.getByText(/^MLY-[2-9A-HJ-NP-Z]{6}$/).textContent()) ?? '';
    await expect.poll(sent).toHaveLength(1);

    await signIn(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Enquiries' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: reference })).toContainText(
      'Campaign: instagram / social / summer-2026 / Facebook click',
    );
  },
);
