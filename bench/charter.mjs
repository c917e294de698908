// The client's charter page and the guest list's page on a phone (docs/decisions/0043-charter-page.md): Lighthouse
// (mobile, as the other pages) on both, and the guest form's answer to each keystroke with the CPU 4× slower.
// The pages are private (an address per charter), so the bench finds one first:
//  - demo: the lived-in demo's charters, in the browser's own database (a first visit to an unknown address opens
//    and seeds it), one whose list is still open and not full; Lighthouse keeps that browser's storage;
//  - Firebase: a charter page, its guest list and three guests written into the Firestore emulator
//    (firebase-site.mjs addCharter), as the operator's Confirm leaves them.
// A keystroke's answer: from the key's event (its timeStamp) to the end of the work it causes (React's render and
// commit, flushed in microtasks after the event), typed into the name and the ID number fields, which check as the
// guest types. Within one frame (16.7 ms at 60 Hz) means the next frame already shows it: the budget holds the
// median keystroke to it; the slowest are reported beside it (a garbage collection can land on any keystroke).
import { chromium } from '@playwright/test';
import { waitUntilLive } from './bytes.mjs';
import { DB_NAME } from './scale.mjs';

export const KEYSTROKE_BUDGET_MS = 1000 / 60;

/** What a guest types: a long Cyrillic name and an Emirates ID with dashes (checked as typed). */
const TYPED = { name: 'Анастасия Иванова-Смирнова', id: '784-1990-1234567-6' };

/**
 * Runs in the page: the open charters of this browser's demo database, soonest first, with how many guests each has.
 * @param {string} dbName
 */
function openChartersInPage(dbName) {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(dbName);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      const tx = db.transaction(['charters', 'guests'], 'readonly');
      const pages = tx.objectStore('charters').getAll();
      const guests = tx.objectStore('guests').getAll();
      tx.oncomplete = () => {
        const count = new Map();
        for (const guest of guests.result)
          count.set(guest.guestToken, (count.get(guest.guestToken) ?? 0) + 1);
        resolve(
          pages.result.map((page) => ({
            token: page.token,
            guestToken: page.guestToken,
            status: page.status,
            date: page.quote.selection.date,
            startMinute: page.quote.selection.startMinute,
            cutoffHours: page.cutoffHours,
            booked: page.quote.selection.guests,
            added: count.get(page.guestToken) ?? 0,
          })),
        );
        db.close();
      };
    };
  });
}

/**
 * The addresses of a demo charter whose list a guest can still join: the database of `page`'s browser is made and
 * seeded by a first visit to an unknown charter address.
 * @param {import('@playwright/test').Page} page
 * @param {string} baseUrl
 */
export async function demoCharterPaths(page, baseUrl) {
  await page.goto(`${baseUrl}/charter/${'A'.repeat(22)}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  /** @type {{ token: string, guestToken: string, status: string, date: string, startMinute: number, cutoffHours: number, booked: number, added: number }[]} */
  const charters = await page.evaluate(openChartersInPage, DB_NAME);
  const now = Date.now();
  const open = charters
    .map((charter) => ({
      ...charter,
      locksAt:
        Date.parse(`${charter.date}T00:00:00+04:00`) +
        (charter.startMinute - charter.cutoffHours * 60) * 60_000,
    }))
    .filter(
      (charter) => charter.status === 'active' && charter.locksAt > now && charter.added < charter.booked,
    )
    .sort((a, b) => b.booked - a.booked);
  const chosen = open[0];
  if (!chosen) throw new Error(`No open charter in the demo database (${charters.length} pages)`);
  return charterPaths(chosen);
}

/** @param {{ token: string, guestToken: string }} charter */
export const charterPaths = ({ token, guestToken }) => ({
  page: `/charter/${token}`,
  guests: `/charter/${guestToken}/guests`,
});

/**
 * Runs in the page: from now on, each keystroke's time from its event to the end of the work it caused.
 */
function watchKeystrokesInPage() {
  /** @type {number[]} */
  const times = [];
  /** @type {number | null} */
  let keyAt = null;
  window.addEventListener('keydown', (event) => (keyAt = event.timeStamp), true);
  // A character typed without a key event of its own (Cyrillic, through the keyboard's text input): from its input.
  window.addEventListener('beforeinput', (event) => (keyAt ??= event.timeStamp), true);
  // Bubbling to the window: after React's own listener (on its root); its render is flushed in a microtask.
  window.addEventListener('input', () => {
    const started = keyAt;
    if (started === null) return;
    keyAt = null;
    queueMicrotask(() => queueMicrotask(() => times.push(performance.now() - started)));
  });
  Object.assign(window, { __keystrokes: times });
}

/**
 * The guest form's answer to each keystroke on a phone with the CPU `cpuSlowdown`× slower: the median and the slowest
 * but one (a first keystroke may pay for code loaded on focus) over the name and the ID number typed.
 * @param {import('@playwright/test').BrowserContext} context with the demo's database when in demo mode
 * @param {string} url the guest list's page
 * @param {{ cpuSlowdown?: number }} [options]
 */
export async function runKeystrokes(context, url, { cpuSlowdown = 4 } = {}) {
  const page = await context.newPage();
  try {
    await page.goto(url);
    await waitUntilLive(page);
    const name = page.locator('#guest-fullName');
    await name.waitFor();
    // An empty form (a draft of an earlier run is kept on the device), then the CPU slowed down, then watched.
    await name.fill('');
    await page.locator('#guest-idNumber').fill('');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.evaluate(watchKeystrokesInPage);
    await name.click();
    await page.keyboard.type(TYPED.name, { delay: 60 });
    await page.locator('#guest-idType-emirates-id').check();
    await page.locator('#guest-idNumber').click();
    await page.keyboard.type(TYPED.id, { delay: 60 });
    await page.waitForTimeout(200);
    /** @type {number[]} */
    const times = await page.evaluate(
      () => /** @type {{ __keystrokes: number[] }} */ (/** @type {unknown} */ (window)).__keystrokes,
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const sorted = [...times].sort((a, b) => a - b);
    return {
      keystrokes: times.length,
      medianMs: sorted[Math.floor(sorted.length / 2)] ?? NaN,
      slowestButOneMs: sorted[sorted.length - 2] ?? NaN,
      slowestMs: sorted[sorted.length - 1] ?? NaN,
      cpuSlowdown,
    };
  } finally {
    await page.close();
  }
}

/**
 * Lighthouse's Chrome, driven by Playwright over its debugging port: the demo's database is made there, where
 * Lighthouse will load the pages (runs keep storage: `disableStorageReset`).
 * @param {{ port: number }} chrome
 * @param {string} baseUrl
 */
export async function demoCharterPathsIn(chrome, baseUrl) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const paths = await demoCharterPaths(page, baseUrl);
    await page.close();
    return paths;
  } finally {
    await browser.close();
  }
}

/** @param {{ keystrokes: number, medianMs: number, slowestButOneMs: number, slowestMs: number, cpuSlowdown: number }} result */
export const formatKeystrokes = (result) =>
  `Guest form, phone, CPU ${result.cpuSlowdown}× slower: ${result.keystrokes} keystrokes answered in ${result.medianMs.toFixed(1)} ms (median), ` +
  `${result.slowestButOneMs.toFixed(1)} ms (slowest but one), ${result.slowestMs.toFixed(1)} ms (slowest)`;

/**
 * Both charter pages: Lighthouse `runs` times each (median), the JavaScript each loaded (gzip), and the guest form's
 * keystrokes. `addCharter` (Firebase) writes a charter where the site reads; without it, the demo's own are used.
 * @param {{
 *   browser: import('@playwright/test').Browser,
 *   appUrl: string,
 *   runs: number,
 *   measuredDir: string,
 *   device: import('@playwright/test').BrowserContextOptions,
 *   addCharter?: () => Promise<{ token: string, guestToken: string }>,
 * }} options
 */
export async function runCharterPages({ browser, appUrl, runs, measuredDir, device, addCharter }) {
  const { launchChrome, medianRun, runLighthouse } = await import('./lighthouse.mjs');
  const { gzipOfUrls } = await import('./bytes.mjs');
  const chrome = await launchChrome();
  /** @type {{ path: string, kind: 'page' | 'guests', score: number, cls: number, tbt: number, lcp: number, js: number }[]} */
  const pages = [];
  try {
    const paths = addCharter ? charterPaths(await addCharter()) : await demoCharterPathsIn(chrome, appUrl);
    for (const kind of /** @type {const} */ (['page', 'guests'])) {
      const path = paths[kind];
      const lighthouseRuns = [];
      for (let run = 0; run < runs; run++) {
        lighthouseRuns.push(await runLighthouse(chrome, appUrl + path, { disableStorageReset: !addCharter }));
      }
      const median = medianRun(lighthouseRuns);
      const scripts = median.scripts.filter((url) => url.startsWith(appUrl));
      const result = {
        path,
        kind,
        score: median.score,
        cls: median.cls,
        tbt: median.tbt,
        lcp: median.lcp,
        js: await gzipOfUrls(measuredDir, scripts),
      };
      console.log(
        `  ${path.replace(/[\w-]{22}/, '…')}: score ${lighthouseRuns.map((run) => run.score).join('/')}, JS ${(result.js / 1000).toFixed(1)} KB`,
      );
      pages.push(result);
    }
    const context = await browser.newContext(device);
    try {
      // Demo: this context's own database, made and seeded here; its open charter may be another than Lighthouse's.
      const guests = addCharter
        ? paths.guests
        : (await demoCharterPaths(await context.newPage(), appUrl)).guests;
      const keystrokes = await runKeystrokes(context, appUrl + guests);
      return { pages, keystrokes };
    } finally {
      await context.close();
    }
  } finally {
    chrome.kill();
  }
}

/** @typedef {Awaited<ReturnType<typeof runCharterPages>>} CharterResult */

/**
 * The charter pages' budgets (the issue's: first-visit JS as the site's other pages, Lighthouse ≥ 95, CLS ≤ 0.02,
 * a keystroke within one frame).
 * @param {CharterResult} result
 * @param {{ jsLimit: number, score: number, cls: number, mode: string }} limits
 */
export function charterBudgets(result, { jsLimit, score, cls, mode }) {
  /** @param {'page' | 'guests'} kind */
  const name = (kind) => (kind === 'page' ? 'charter page' : 'guest list page');
  return [
    ...result.pages.flatMap((page) => [
      {
        name: `JS, ${name(page.kind)} (${mode})`,
        value: page.js,
        limit: jsLimit,
        pass: page.js <= jsLimit,
        shown: `${(page.js / 1000).toFixed(1)} KB`,
        limitShown: `${(jsLimit / 1000).toFixed(1)} KB`,
      },
      {
        name: `Performance, ${name(page.kind)}`,
        value: page.score,
        limit: score,
        pass: page.score >= score,
        shown: String(page.score),
        limitShown: `≥ ${score}`,
      },
      {
        name: `CLS, ${name(page.kind)}`,
        value: page.cls,
        limit: cls,
        pass: page.cls <= cls,
        shown: page.cls.toFixed(3),
        limitShown: String(cls),
      },
    ]),
    {
      name: `Guest form's answer to a keystroke (median of ${result.keystrokes.keystrokes}), CPU ${result.keystrokes.cpuSlowdown}× slower`,
      value: result.keystrokes.medianMs,
      limit: KEYSTROKE_BUDGET_MS,
      pass: result.keystrokes.medianMs <= KEYSTROKE_BUDGET_MS,
      shown: `${result.keystrokes.medianMs.toFixed(1)} ms`,
      limitShown: `${KEYSTROKE_BUDGET_MS.toFixed(1)} ms`,
    },
  ];
}
