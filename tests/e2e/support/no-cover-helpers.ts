import type { Page } from '@playwright/test';
import { dubaiWeekdayAhead, scrollToPanel } from './booking-helpers';
import { expect, waitForAppStarted, waitForFleet } from './fixtures';

/** The phones measured (width × height in CSS px) and a desktop. */
export const PHONES = [
  { width: 360, height: 740 },
  { width: 412, height: 823 },
] as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

/**
 * Scrolls to each part of the page whose code loads as it comes near (src/components/when-near.tsx) until all are
 * live: until then their buttons take no input (and no pointer), as a visitor's tap would find them.
 */
async function showDeferredParts(page: Page) {
  const deferred = page.locator('[data-deferred]');
  await expect(async () => {
    await page.evaluate(() => document.querySelector('[data-deferred]')?.scrollIntoView());
    expect(await deferred.count()).toBe(0);
  }).toPass();
}

/**
 * Every visible control of the page's content and footer (links, buttons, form fields) whose centre is not its own
 * once scrolled into view at the bottom of the screen and at its middle: what lies on top of it there, found with
 * `document.elementFromPoint` (`covered`: empty when nothing covers any control), and which controls were checked.
 */
export async function coveredControls(page: Page): Promise<{ checked: string[]; covered: string[] }> {
  await showDeferredParts(page);
  return page.evaluate(() => {
    const controls = 'a[href], button, input, select, textarea, summary, label.btn';
    const describe = (element: Element | null) => {
      if (!element) return 'nothing (off screen)';
      const label = (element as HTMLInputElement).labels?.[0]?.textContent;
      const name = (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '')
        .trim()
        .slice(0, 40);
      const classes = typeof element.className === 'string' ? element.className.trim() : '';
      return `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}> "${name}"`;
    };
    const checked: string[] = [];
    const covered: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(
      `main :is(${controls}), footer :is(${controls})`,
    )) {
      const first = control.getBoundingClientRect();
      const hidden =
        first.width < 2 ||
        first.height < 2 ||
        // Taller than half the screen: its centre may be off screen however it is scrolled.
        first.height > window.innerHeight / 2 ||
        getComputedStyle(control).visibility === 'hidden' ||
        control.matches('input[type="hidden"], .btn-check') ||
        // In a closed <details> (the finder's filters): not shown, though the browser still gives it a box.
        (control.closest('details:not([open])') !== null && !control.matches('details > summary')) ||
        control.closest('[aria-hidden="true"], .visually-hidden, .visually-hidden-focusable') !== null;
      if (hidden) continue;
      checked.push(describe(control));
      for (const block of ['end', 'center'] as const) {
        control.scrollIntoView({ block, inline: 'nearest' });
        // A link that wraps is boxes on two lines: the centre of its first one is in the link.
        const box = control.getClientRects()[0] ?? control.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (hit && control.contains(hit)) continue;
        covered.push(`${describe(control)} (scrolled to the ${block}) is under ${describe(hit)}`);
      }
    }
    window.scrollTo(0, 0);
    return { checked, covered };
  });
}

/** Fills the booking panel so that all its controls show: the times, the quote, the send and call-back buttons. */
async function fillPanel(page: Page) {
  const panel = await scrollToPanel(page);
  // A weekday on the page's own clock: these checks are about layout, not the day.
  await panel.getByLabel('Date').fill(dubaiWeekdayAhead(await page.evaluate(() => Date.now())));
  await panel.getByLabel('Start time').selectOption({ index: 1 });
  await panel.getByLabel('Guests').fill('6');
  await expect(panel.getByRole('row', { name: /^Total/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Request a call back' }).click();
  await expect(panel.getByRole('button', { name: 'Send my call-back request' })).toBeVisible();
}

/** The pages checked, what makes each show all its controls, and controls that must be among those checked. */
export const NO_COVER_PAGES: {
  name: string;
  path: string;
  ready: (page: Page) => Promise<void>;
  primary: string[];
}[] = [
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

/**
 * The check, the same in both suites: `target` opened and ready, its main controls among those checked, and nothing
 * lying over any control.
 */
export async function expectNothingCovers(page: Page, target: (typeof NO_COVER_PAGES)[number]) {
  await page.goto(target.path);
  await waitForAppStarted(page);
  await target.ready(page);
  const { checked, covered } = await coveredControls(page);
  const names = checked.join('\n');
  for (const name of target.primary) expect(names).toContain(`"${name}`);
  expect(covered).toEqual([]);
}
