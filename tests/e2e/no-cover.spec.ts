import type { Page } from '@playwright/test';
import { dubaiWeekdayAhead, panelOf } from './booking-helpers';
import { expect, test, waitForAppStarted, waitForFleet } from './fixtures';
import { coveredControls, DESKTOP, PHONES } from './no-cover-helpers';

/**
 * Issue 23, point 5: nothing floating (the offers and chat launchers, the scroll-to-top button, the phone's bottom bar)
 * lies over a button, link or form field of the page. Each one is scrolled to the bottom of the screen and to its
 * middle, and must then be the topmost element at its centre.
 */

/** Fills the booking panel so that all its controls show: the times, the quote, the send and call-back buttons. */
async function fillPanel(page: Page) {
  const panel = panelOf(page);
  await panel.getByLabel('Date').fill(dubaiWeekdayAhead());
  await panel.getByLabel('Start time').selectOption({ index: 1 });
  await panel.getByLabel('Guests').fill('6');
  await expect(panel.getByRole('row', { name: /^Total/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Request a call back' }).click();
  await expect(panel.getByRole('button', { name: 'Send my call-back request' })).toBeVisible();
}

const PAGES: { name: string; path: string; ready: (page: Page) => Promise<void>; primary: string[] }[] = [
  {
    name: 'home',
    path: '/',
    ready: async (page) => {
      await waitForFleet(page);
      // The sections below the fleet come alive when neared.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
      await expect(page.locator('main [data-until-live]')).toHaveCount(0);
    },
    primary: ['Check availability', 'Chat on WhatsApp', 'Book By WhatsApp'],
  },
  {
    name: 'a yacht page',
    path: '/productdetail/majesty',
    ready: fillPanel,
    primary: ['Book By WhatsApp', 'Date', 'Send on WhatsApp', 'Send my call-back request'],
  },
  {
    name: 'a package page',
    path: '/packages/birthday_pack&0',
    ready: async (page) => {
      await page.getByLabel('Yacht', { exact: true }).selectOption({ index: 1 });
      await fillPanel(page);
    },
    primary: ['Book this package on WhatsApp', 'Send on WhatsApp', 'Send my call-back request'],
  },
  {
    name: 'contact',
    path: '/contact',
    ready: async (page) => {
      await expect(page.getByLabel('Name')).toBeVisible();
    },
    primary: ['Request a Call Back', 'Name', 'Phone'],
  },
];

const SCREENS = [
  ...PHONES.map((viewport) => ({ viewport, isMobile: true, hasTouch: true })),
  { viewport: DESKTOP, isMobile: false, hasTouch: false },
];

for (const screen of SCREENS) {
  test.describe(`${screen.viewport.width}×${screen.viewport.height}`, () => {
    test.use(screen);
    for (const target of PAGES) {
      test(`${target.name}: nothing lies over a button, link or field`, async ({ page }) => {
        test.skip(test.info().project.name !== 'desktop', 'the screens are set here');
        await page.goto(target.path);
        await waitForAppStarted(page);
        await target.ready(page);
        const { checked, covered } = await coveredControls(page);
        const names = checked.join('\n');
        for (const name of target.primary) expect(names).toContain(`"${name}`);
        expect(covered).toEqual([]);
      });
    }
  });
}
