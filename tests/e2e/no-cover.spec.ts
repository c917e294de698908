import type { Page } from '@playwright/test';
import { panelOf } from './support/booking-helpers';
import { expect, test, waitForAppStarted, waitForFleet } from './support/fixtures';
import { tr } from './support/i18n-helpers';
import { DESKTOP, expectNothingCovers, NO_COVER_PAGES, PHONES } from './support/no-cover-helpers';

const PHONE_CONTEXT = { viewport: PHONES[0], isMobile: true, hasTouch: true };

/**
 * Nothing floating (the offers and chat launchers, the scroll-to-top button, the phone's bottom bar)
 * lies over a button, link or form field of the page. Each one is scrolled to the bottom of the screen and to its
 * middle, and must then be the topmost element at its centre.
 */

const SCREENS = [
  ...PHONES.map((viewport) => ({ viewport, isMobile: true, hasTouch: true })),
  { viewport: DESKTOP, isMobile: false, hasTouch: false },
];

for (const screen of SCREENS) {
  test.describe(`${screen.viewport.width}×${screen.viewport.height}`, () => {
    test.use(screen);
    for (const target of NO_COVER_PAGES) {
      test(`${target.name}: nothing lies over a button, link or field`, async ({ page }) => {
        await expectNothingCovers(page, target);
      });
    }
  });
}

test.describe('the phone bar', () => {
  test.use(PHONE_CONTEXT);

  const barOf = (page: Page) => page.getByRole('navigation', { name: 'Quick actions' });

  test('is in the prerendered page where it will stay, and nothing lies over its buttons', async ({
    browser,
    page,
  }) => {
    // The page as built, before (here: without) its code.
    const built = await browser.newContext({ ...PHONE_CONTEXT, javaScriptEnabled: false });
    const before = await built.newPage();
    await before.goto('/productdetail/majesty');
    const controls = [
      ['button', 'WhatsApp'],
      ['link', 'Call'],
      ['link', 'Check availability'],
      ['button', 'View Offers'],
      ['button', 'Chat with us'],
    ] as const;
    const boxes = (target: Page) =>
      Promise.all(
        controls.map(([role, name]) => barOf(target).getByRole(role, { name, exact: true }).boundingBox()),
      );
    const prerendered = await boxes(before);
    await built.close();

    await page.goto('/productdetail/majesty');
    await waitForAppStarted(page);
    expect(await boxes(page)).toEqual(prerendered);
    const bar = await barOf(page).boundingBox();
    expect(bar).toMatchObject({ x: 0, width: PHONES[0].width });
    expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBe(PHONES[0].height);
    // Each button is the topmost element at its centre, and takes a thumb (44 × 44 px at least).
    const hits = await barOf(page).evaluate((nav) =>
      [...nav.querySelectorAll<HTMLElement>('a, button')].map((control) => {
        const box = control.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return { own: hit !== null && control.contains(hit), width: box.width, height: box.height };
      }),
    );
    expect(hits.map((hit) => hit.own)).toEqual(controls.map(() => true));
    for (const hit of hits) expect(Math.min(hit.width, hit.height)).toBeGreaterThanOrEqual(44);
  });

  test('leads to the booking of a yacht page, above the bar', async ({ page }) => {
    await page.goto('/productdetail/majesty');
    await waitForAppStarted(page);
    await barOf(page).getByRole('link', { name: 'Check availability' }).click();
    await expect(page).toHaveURL(/#booking$/);
    const panel = panelOf(page);
    await expect(panel.getByLabel('Date')).toBeInViewport();
    await panel.getByLabel('Date').focus();
    const field = await panel.getByLabel('Date').boundingBox();
    const bar = await barOf(page).boundingBox();
    expect((field?.y ?? 0) + (field?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
  });

  test("leads from another page to the home page's fleet", async ({ page }) => {
    await page.goto('/about');
    await waitForAppStarted(page);
    await barOf(page).getByRole('link', { name: 'Check availability' }).click();
    await expect(page).toHaveURL(/\/#fleet$/);
    await expect(page.getByRole('heading', { name: 'Our fleet' })).toBeInViewport();
  });

  test('opens and closes the chat and the offers above it, mirrored on an Arabic page', async ({ page }) => {
    await page.goto('/ar/about');
    await waitForAppStarted(page);
    const bar = page.getByRole('navigation', { name: tr('ar', 'Quick actions') });
    const barBox = await bar.boundingBox();
    const whatsapp = await bar.getByRole('button', { name: tr('ar', 'WhatsApp') }).boundingBox();
    const chatButton = bar.getByRole('button', { name: tr('ar', 'Chat with us') });
    // Right to left: WhatsApp first, on the right; the chat last, on the left.
    expect((await chatButton.boundingBox())?.x).toBeLessThan(whatsapp?.x ?? 0);

    await chatButton.click();
    const chat = page.getByRole('dialog', { name: tr('ar', 'Ask us anything') });
    await expect(chat).toBeVisible();
    const chatBox = await chat.boundingBox();
    expect((chatBox?.y ?? 0) + (chatBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
    await chatButton.click();
    await expect(chat).toBeHidden();

    const offersButton = bar.getByRole('button', { name: tr('ar', 'View Offers') });
    await offersButton.click();
    const offers = page.getByRole('dialog', { name: tr('ar', 'Special Offers') });
    await expect(offers).toBeVisible();
    const offersBox = await offers.boundingBox();
    expect((offersBox?.y ?? 0) + (offersBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
    await bar.getByRole('button', { name: tr('ar', 'Close Offers') }).click();
    await expect(offers).toBeHidden();
  });
});

test('on a desktop only the offers, scroll-to-top and chat buttons float, in the bottom corners', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await waitForFleet(page);
  const bar = page.getByRole('navigation', { name: 'Quick actions' });
  await expect(bar.getByRole('link')).toHaveCount(0);
  await expect(bar.getByRole('button')).toHaveCount(2);
  const offers = await bar.getByRole('button', { name: 'View Offers' }).boundingBox();
  const chat = await bar.getByRole('button', { name: 'Chat with us' }).boundingBox();
  expect(offers?.x).toBe(16);
  expect((chat?.x ?? 0) + (chat?.width ?? 0)).toBe(DESKTOP.width - 16);
  expect((chat?.y ?? 0) + (chat?.height ?? 0)).toBe(DESKTOP.height - 16);
});
