import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { CLOCKS, type TestClock } from './clocks';

/** The tag of a test whose journey depends on the day or the hour: its page runs on a clock the run sets. */
export const DATED = '@dated';

const isDated = (testInfo: TestInfo) => testInfo.tags.includes(DATED);

/**
 * `test` with a guard: any console.error or uncaught page error fails the test, unless the test lists it in
 * `allowConsoleErrors` (substring match). A test tagged `@dated` runs its page on the project's clock (`clockAt`,
 * tests/e2e/clocks.ts) and reads that moment as `now`, never the machine's clock.
 */
export const test = base.extend<{
  allowConsoleErrors: string[];
  /** null: the page keeps the machine's clock (the Firebase build, whose emulators and seed run on it too). */
  clockAt: TestClock | null;
  now: number;
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- Playwright's type for a fixture with no value
  consoleGuard: void;
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- Playwright's type for a fixture with no value
  pageClock: void;
}>({
  allowConsoleErrors: [[], { option: true }],
  clockAt: [CLOCKS.weekday, { option: true }],
  pageClock: [
    async ({ page, clockAt }, use, testInfo) => {
      // The clock runs on from there, timers and all (it is not paused).
      if (clockAt && isDated(testInfo)) await page.clock.install({ time: clockAt.at });
      await use();
    },
    { auto: true },
  ],
  now: [
    async ({ clockAt }, use, testInfo) => {
      if (!isDated(testInfo)) {
        throw new Error(
          `A test that reads the clock is tagged ${DATED}, so that its page runs on the same clock.`,
        );
      }
      await use(clockAt ? clockAt.at : Date.now());
    },
    { scope: 'test' },
  ],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowConsoleErrors.some((allowed) => text.includes(allowed))) return;
        // A failed resource names its address (without the query: it may carry a token).
        const url = text.startsWith('Failed to load resource') ? message.location().url.split('?')[0] : '';
        problems.push(url ? `${text} ${url}` : text);
      });
      page.on('pageerror', (error) => problems.push(`Uncaught: ${error.message}`));
      await use();
      expect(problems, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs axe-core and fails on serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page, include?: string) {
  // Colours are only final once fades (modals, panels) have finished; endless spinners are ignored. A fade
  // starts a frame or two after its element appears, so let two frames pass before looking.
  // The pointer is moved out of the way first: a hover that starts under it (a modal opening beneath the mouse)
  // would be measured mid-transition.
  await page.mouse.move(0, 0);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Stubs window.open so the test can see what would open in a new tab (or simulate a blocked popup). */
export async function captureWindowOpen(page: Page, { blocked = false } = {}) {
  await page.addInitScript((isBlocked) => {
    const opened: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = opened;
    window.open = ((url?: string | URL) => {
      opened.push(String(url));
      return isBlocked ? null : ({ opener: window } as unknown as Window);
    }) as typeof window.open;
  }, blocked);
  return async () => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
}

/** Waits until the page is live and the backend has delivered the site data (no guessing from network silence). */
export async function waitForAppStarted(page: Page) {
  await expect(page.locator('[data-until-live]')).toHaveCount(0);
  await expect(page.locator('html[data-site-data="loaded"]')).toHaveCount(1);
}

/** Waits for the demo data to be on screen (the fleet grid on the home page) and the page to be live. */
export async function waitForFleet(page: Page) {
  await expect(page.getByRole('list', { name: 'Yachts' })).toBeVisible();
  // ...and hydrated: before that a card link is a plain link (a full page load, not the app's navigation).
  await expect(page.locator('main [data-until-live]')).toHaveCount(0);
}

/**
 * A phone's screen, as the benchmark's mobile runs and image budgets count it (bench/bytes.mjs PHONE): 412 × 823
 * CSS px at 1.75 device pixels per px, touch. For `test.use`.
 */
export const PHONE_SCREEN = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
