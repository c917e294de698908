// The fleet finder's answer after a change of selection, on the home page with the bench's 500 extra yachts and 5,000
// blocks imported from other channels' calendars on them (bench/scale.mjs; in the demo build) on a phone with the CPU slowed down (4× by default): the time from sending the finder's form
// to the frame in which the new answer is on screen, median of 7 changes (a median of 3 moved by tens of ms from run
// to run). Budget: ≤ 100 ms.
//   node bench/finder.mjs [--url=http://127.0.0.1:4173] [--cpu=4]   (against a served demo build; seeds the yachts)
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { waitUntilLive } from './bytes.mjs';
import { CHROME_FLAGS, CHROME_PATH } from './chrome.mjs';
import { benchImportedBlocks, benchYachts, DB_NAME, openDemoDatabase, seedInPage } from './scale.mjs';

export const FINDER_BUDGET_MS = 100;
/** The party sizes asked in turn after the first answer (each a change of selection). */
const GUESTS = [12, 30, 16, 24, 10, 20, 14];

/** The next Friday in Dubai at least two days ahead, `YYYY-MM-DD`. */
function nextDubaiFriday() {
  for (let days = 2; ; days++) {
    const date = new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 5) return date;
  }
}

/**
 * Runs in the page: sends the finder's form with another party size and resolves with the ms until the frame in
 * which the answer's status line has changed.
 * @param {number} guests
 * @returns {Promise<number>}
 */
function changeSelectionInPage(guests) {
  const form = /** @type {HTMLFormElement} */ (document.querySelector('form.finder'));
  const input = /** @type {HTMLInputElement} */ (form.querySelector('input[name="guests"]'));
  const status = () => document.querySelector('.finder-results [role="status"]')?.textContent ?? '';
  const before = status();
  input.value = String(guests);
  const start = performance.now();
  form.requestSubmit();
  return new Promise((resolve) => {
    const check = () =>
      status() !== before ? resolve(performance.now() - start) : requestAnimationFrame(check);
    requestAnimationFrame(check);
  });
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {{ count?: number, cpuSlowdown?: number, importedBlocks?: number,
 *   addYachts?: (yachts: ReturnType<typeof benchYachts>) => Promise<void> }} [options] `addYachts` stores them
 *   where the build's backend reads (default: the demo backend's IndexedDB, from the page, with `importedBlocks`
 *   blocks imported from other channels' calendars on them)
 */
export async function runFinder(
  browser,
  baseUrl,
  { count = 500, cpuSlowdown = 4, addYachts, importedBlocks = 5_000 } = {},
) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const setup = await context.newPage();
    await setup.goto(`${baseUrl}/`);
    await waitUntilLive(setup);
    if (addYachts) await addYachts(benchYachts(count));
    else {
      await openDemoDatabase(setup, baseUrl);
      const firstDate = new Date(Date.now() + 4 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
      await setup.evaluate(seedInPage, {
        dbName: DB_NAME,
        yachts: benchYachts(count),
        blocks: benchImportedBlocks(importedBlocks, count, firstDate),
      });
    }
    await setup.close();

    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${baseUrl}/?date=${nextDubaiFriday()}&start=18:00&hours=4&guests=20#fleet`);
    await page.getByRole('list', { name: 'Yachts found' }).waitFor({ timeout: 60_000 });
    await waitUntilLive(page);
    // Every yacht is there (the first answer may come from the prerendered fleet, then the refreshed one).
    await page.waitForLoadState('networkidle');
    /** @type {number[]} */
    const times = [];
    for (const guests of GUESTS) {
      times.push(Math.round(await page.evaluate(changeSelectionInPage, guests)));
      await page.getByRole('list', { name: 'Yachts found' }).waitFor();
    }
    const sorted = [...times].sort((a, b) => a - b);
    return {
      yachts: count,
      blocks: addYachts ? 0 : importedBlocks,
      cpuSlowdown,
      times,
      medianMs: sorted[Math.floor(sorted.length / 2)],
    };
  } finally {
    await context.close();
  }
}

/** @typedef {Awaited<ReturnType<typeof runFinder>>} FinderResult */

/** @param {FinderResult} finder */
export const finderBudget = (finder) => ({
  name: `Finder's answer after a change of selection, ${finder.yachts} more yachts, ${finder.blocks} imported blocks, CPU ${finder.cpuSlowdown}× slower`,
  value: finder.medianMs,
  limit: FINDER_BUDGET_MS,
  pass: finder.medianMs <= FINDER_BUDGET_MS,
  shown: `${finder.medianMs} ms`,
  limitShown: `${FINDER_BUDGET_MS} ms`,
});

/** @param {FinderResult} finder */
export const formatFinder = (finder) =>
  `Finder, ${finder.yachts} extra yachts, ${finder.blocks} imported blocks, phone, CPU ${finder.cpuSlowdown}× slower: answer after a change of ` +
  `selection ${finder.times.map((time) => `${time} ms`).join(', ')} (median ${finder.medianMs} ms)`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:4173' },
      cpu: { type: 'string', default: '4' },
    },
  });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const finder = await runFinder(browser, values.url ?? '', { cpuSlowdown: Number(values.cpu) || 4 });
    console.log(formatFinder(finder));
    const check = finderBudget(finder);
    console.log(`${check.pass ? 'PASS' : 'FAIL'} ${check.name}: ${check.shown} (limit ${check.limitShown})`);
    process.exitCode = check.pass ? 0 : 1;
  } finally {
    await browser.close();
  }
}
