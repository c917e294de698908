import type { Page } from '@playwright/test';
import { PUBLISHED_LOCALES } from '../../src/i18n/published-locales';
import { LOCALE_INFO, type Locale } from '../../src/domain/locales';
import { captureWhatsappTab, dubaiWeekdayAhead, scrollToPanel } from './support/booking-helpers';
import { DATED, expect, expectNoSeriousA11yViolations, test, waitForAppStarted } from './support/fixtures';
import { tr } from './support/i18n-helpers';

/**
 * The site in Arabic and Russian: each page in its language and direction, the language switcher, and
 * Arabic pages on a phone (no sideways overflow, no serious accessibility problem).
 */
/** On a phone the switcher is in the menu: opens it. */
async function openMenuOnPhones(page: Page, locale: Locale = 'en') {
  const toggle = page.getByRole('button', { name: tr(locale, 'Toggle navigation') });
  // Bootstrap's navbar collapses below 992 px.
  if ((page.viewportSize()?.width ?? 1280) >= 992) return;
  // A tap before the page's code has taken over does nothing: tap until the menu is open.
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass();
}

const OTHER_LOCALES = PUBLISHED_LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en');
const PAGES = [
  '/',
  '/productdetail/marina-star',
  '/packages/birthday_pack&0',
  '/contact',
  '/policies',
  '/about',
];

for (const locale of OTHER_LOCALES) {
  const { tag, dir, nativeName } = LOCALE_INFO[locale];

  test(`the home page in ${nativeName}: language, direction and text`, async ({ page }) => {
    await page.goto(`/${locale}/`);
    await waitForAppStarted(page);
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('heading', { name: tr(locale, 'Our fleet') })).toBeVisible();
    await expect(page.getByRole('list', { name: tr(locale, 'Yachts') })).toBeVisible();
    // Links stay in the language.
    const card = page
      .getByRole('list', { name: tr(locale, 'Yachts') })
      .getByRole('link')
      .first();
    await expect(card).toHaveAttribute('href', new RegExp(`^/${locale}/productdetail/`));
  });

  test(`the switcher keeps the page and the choice is remembered (${nativeName})`, async ({ page }) => {
    await page.goto('/contact');
    await waitForAppStarted(page);
    await openMenuOnPhones(page);
    const switcher = page.getByRole('group', { name: 'Language' });
    await switcher.getByRole('link', { name: nativeName }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/contact$`));
    await waitForAppStarted(page);
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
    // Coming back on an English address (a bookmark) opens the chosen language...
    await page.goto('/about');
    await expect(page).toHaveURL(new RegExp(`/${locale}/about$`));
    // ...until English is chosen again.
    await waitForAppStarted(page);
    await openMenuOnPhones(page, locale);
    await page
      .getByRole('group', { name: tr(locale, 'Language') })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goto('/contact');
    await waitForAppStarted(page);
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test(`${nativeName} pages do not overflow sideways and have no serious accessibility problem`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const path of PAGES) {
      await page.goto(`/${locale}${path}`);
      await waitForAppStarted(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path}: sideways overflow in px`).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    }
  });
}

test('an unpublished or unknown language prefix is not a page', async ({ page }) => {
  const response = await page.goto('/de/contact');
  await waitForAppStarted(page);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test(
  'a visitor prices a charter and sends it on WhatsApp in Arabic',
  { tag: DATED },
  async ({ page, now }) => {
    test.skip(!PUBLISHED_LOCALES.includes('ar'), 'Arabic is not published');
    test.setTimeout(60_000);
    const sent = await captureWhatsappTab(page);
    const date = dubaiWeekdayAhead(now);
    await page.goto('/ar/productdetail/marina-star');
    await waitForAppStarted(page);
    const panel = await scrollToPanel(
      page,
      page.getByRole('region', { name: tr('ar', 'Check availability & price') }),
    );
    await panel.getByLabel(tr('ar', 'Date')).fill(date);
    await expect(panel.getByText(tr('ar', 'All times are Dubai time (GMT+4).'))).toBeVisible();
    // 10:00 Dubai time, for 2 hours (the options' values are minutes after midnight and hours).
    await panel.getByLabel(tr('ar', 'Hours')).selectOption('2');
    await panel.getByLabel(tr('ar', 'Start time')).selectOption('600');
    await panel.getByLabel(tr('ar', 'Guests')).fill('8');
    await expect(panel.getByRole('row', { name: new RegExp(`^${tr('ar', 'Total')}`) })).toContainText(
      '1,500',
    );
    await panel.getByRole('button', { name: tr('ar', 'Send on WhatsApp') }).click();
    const reference = (await panel.getByText(/^MLY-[2-9A-HJ-NP-Z]{6}$/).textContent()) ?? '';
    expect(reference).toMatch(/^MLY-/);
    await expect.poll(sent).toHaveLength(1);
    const text = decodeURIComponent((await sent())[0] ?? '');
    expect(text).toContain(tr('ar', 'Reference: {reference}', { reference }));
    expect(text).toContain(tr('ar', 'Yacht: {yachtName}', { yachtName: 'Marina Star' }));
    expect(text).toContain(tr('ar', 'Guests: {guests}', { guests: 8 }));
    expect(text).toMatch(/1,500/);
    // Bad input is answered in Arabic, and what was typed stays.
    await panel.getByLabel(tr('ar', 'Guests')).fill('300');
    await expect(panel.getByText(/يتسع هذا اليخت لـ/).first()).toBeVisible();
    await expect(panel.getByLabel(tr('ar', 'Guests'))).toHaveValue('300');
  },
);

test('the assistant answers a Russian visitor in Russian, with links to the yachts', async ({ page }) => {
  test.skip(!PUBLISHED_LOCALES.includes('ru'), 'Russian is not published');
  await page.goto('/ru/about');
  await waitForAppStarted(page);
  await page.getByRole('button', { name: tr('ru', 'Chat with us') }).click();
  const dialog = page.getByRole('dialog', { name: tr('ru', 'Ask us anything') });
  const input = dialog.getByLabel(tr('ru', 'Your message'));
  await input.fill('Есть ли джакузи на борту?');
  await input.press('Enter');
  const log = dialog.getByRole('log');
  await expect(log).toContainText('Джакузи на борту: ');
  await log.getByRole('link', { name: 'Royal Falcon' }).click();
  await expect(page).toHaveURL(/\/ru\/productdetail\/royal-falcon$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});
