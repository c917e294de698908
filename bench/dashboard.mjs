// The dashboard's period figures with a year of enquiries: 20,000 enquiries (and a booking for each confirmed one)
// written into the demo backend's IndexedDB beside the bench's 500 extra yachts (bench/scale.mjs), then /admin
// opened on a phone with the CPU slowed down (4× by default). Measures, median of several runs:
// - the first render: from the moment the figures are mounted (their heading is in the page, their reads start) to
//   the frame in which the headline figures and the charts are on screen (budget: ≤ 500 ms);
// - a change of period: from the click on another period to the frame in which its figures are on screen
//   (≤ 200 ms), once the first figures have been on screen for a moment. Each change is to a period not shown before.
//   node bench/dashboard.mjs [--url=http://127.0.0.1:4173] [--cpu=4] [--runs=3]   (against a served demo build)
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { waitUntilLive } from './bytes.mjs';
import { CHROME_FLAGS, CHROME_PATH } from './chrome.mjs';
import { benchYachts, DB_NAME, seedInPage } from './scale.mjs';

export const DASHBOARD_FIRST_RENDER_BUDGET_MS = 500;
export const DASHBOARD_CHANGE_BUDGET_MS = 200;
const OPERATOR = { email: 'operator@example.com', password: 'sail-demo-2024' };
/** The periods clicked in turn after the first (this month): each one new. */
const CHANGES = ['Last 90 days', 'Last 30 days', 'This week'];
const FIGURES = 'section[aria-labelledby="period-figures-title"]';

/**
 * Runs in the page: writes `count` enquiries spread over the past year (about one in six confirmed or completed,
 * each with its booking) into the demo database.
 * @param {{ dbName: string, count: number, yachts: string[] }} seed
 */
function seedEnquiriesInPage({ dbName, count, yachts }) {
  const DAY = 86_400_000;
  const statuses = ['new', 'contacted', 'quoted', 'lost', 'confirmed', 'completed'];
  const sources = [
    {},
    { utmSource: 'google', utmCampaign: 'winter' },
    { utmSource: 'instagram' },
    { gclid: 'g' },
  ];
  const languages = ['en', 'ar', 'ru'];
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  const reference = (/** @type {number} */ n) => {
    let text = '';
    for (let i = 0; i < 6; i++, n = Math.floor(n / alphabet.length)) text += alphabet[n % alphabet.length];
    return `MLY-${text}`;
  };
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(dbName);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      const tx = db.transaction(['enquiries', 'bookings'], 'readwrite');
      const now = Date.now();
      for (let i = 0; i < count; i++) {
        const createdAt = now - Math.floor((i / count) * 365 * DAY) - (i % 97) * 60_000;
        const status = statuses[i % statuses.length === 4 && i % 2 ? 4 : i % 3 === 0 ? 5 : i % 4];
        const confirmed = status === 'confirmed' || status === 'completed';
        const yachtId = yachts[i % yachts.length];
        const charterStart = createdAt + 7 * DAY;
        const date = new Date(charterStart + 4 * 3_600_000).toISOString().slice(0, 10);
        const hours = 2 + (i % 4);
        const totalFils = hours * 60_000;
        const ref = reference(i + 1_000_000);
        const bookingId = confirmed ? `bench-booking-${i}` : null;
        tx.objectStore('enquiries').put({
          id: ref,
          reference: ref,
          channel: i % 5 ? 'whatsapp' : 'callback',
          name: `Bench guest ${i}`,
          phone: '',
          preferredTime: '',
          message: '',
          language: languages[i % 3],
          campaign: sources[i % sources.length],
          quote: {
            selection: { yachtId, date, startMinute: 14 * 60, hours, guests: 6, addOnIds: [] },
            yachtName: yachtId,
            lines: [],
            subtotalFils: totalFils,
            vatMode: 'included',
            vatFils: 0,
            totalFils,
            depositFils: totalFils / 2,
          },
          createdAt: new Date(createdAt).toISOString(),
          status,
          bookingId,
        });
        if (bookingId) {
          const start = Date.parse(`${date}T10:00:00Z`); // 14:00 in Dubai
          tx.objectStore('bookings').put({
            id: bookingId,
            kind: 'booking',
            yachtId,
            start: new Date(start).toISOString(),
            end: new Date(start + hours * 3_600_000).toISOString(),
            enquiryId: ref,
            reference: ref,
            createdAt: new Date(createdAt).toISOString(),
          });
        }
      }
      tx.oncomplete = () => {
        db.close();
        resolve(undefined);
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

/**
 * Installed before the page loads: when the figures' heading appears, and the frame in which their headline and
 * charts are first on screen (ms since navigation start).
 */
function observeFirstRenderInPage() {
  /** @type {{ mounted: number | null, shown: number | null }} */
  const state = { mounted: null, shown: null };
  /** @type {any} */ (window).__figures = state;
  const check = () => {
    const section = document.querySelector('section[aria-labelledby="period-figures-title"]');
    if (section && state.mounted === null) state.mounted = performance.now();
    // The headline, and every chart on the screen drawn (those below are drawn when scrolled to).
    const charts = section ? [...section.querySelectorAll('.chart-box')] : [];
    const onScreen = charts.filter((chart) => chart.getBoundingClientRect().top < window.innerHeight);
    if (
      section?.querySelector('[aria-busy="false"] .headline') &&
      charts.length > 0 &&
      onScreen.every((chart) => chart.querySelector('canvas'))
    ) {
      state.shown = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Runs in the page: clicks the period's button and resolves with the ms until the frame in which the new period's
 * figures are on screen.
 * @param {string} name
 * @returns {Promise<number>}
 */
function changePeriodInPage(name) {
  const section = /** @type {HTMLElement} */ (
    document.querySelector('section[aria-labelledby="period-figures-title"]')
  );
  const range = () => section.querySelector('[aria-live="polite"]')?.textContent ?? '';
  const before = range();
  const button = [...section.querySelectorAll('button')].find((item) => item.textContent === name);
  if (!button) throw new Error(`No button ${name}`);
  const start = performance.now();
  button.click();
  return new Promise((resolve) => {
    const check = () =>
      section.querySelector('[aria-busy="false"]') && range() !== before
        ? requestAnimationFrame(() => resolve(performance.now() - start))
        : requestAnimationFrame(check);
    requestAnimationFrame(check);
  });
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl a served demo build
 * @param {{ enquiries?: number, cpuSlowdown?: number, runs?: number }} [options]
 */
export async function runDashboard(browser, baseUrl, { enquiries = 20_000, cpuSlowdown = 4, runs = 3 } = {}) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const setup = await context.newPage();
    await setup.goto(`${baseUrl}/login`);
    await waitUntilLive(setup);
    await setup.getByLabel('Email').fill(OPERATOR.email);
    await setup.getByLabel('Password').fill(OPERATOR.password);
    await setup.getByRole('button', { name: 'Sign in' }).click();
    await setup.locator(FIGURES).waitFor();
    const yachts = benchYachts(500);
    await setup.evaluate(seedInPage, { dbName: DB_NAME, yachts });
    const fleet = ['azure-pearl', 'marina-star', 'royal-falcon', ...yachts.slice(0, 40).map((y) => y.id)];
    await setup.evaluate(seedEnquiriesInPage, { dbName: DB_NAME, count: enquiries, yachts: fleet });
    await setup.close();

    /** @type {number[]} */
    const firstRenders = [];
    /** @type {number[]} */
    const fromNavigation = [];
    /** @type {number[]} */
    const changes = [];
    for (let run = 0; run < runs; run++) {
      const page = await context.newPage();
      await page.addInitScript(observeFirstRenderInPage);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await page.goto(`${baseUrl}/admin`);
      await page.waitForFunction(() => /** @type {any} */ (window).__figures.shown !== null, null, {
        timeout: 120_000,
      });
      const state = await page.evaluate(() => /** @type {any} */ (window).__figures);
      firstRenders.push(Math.round(state.shown - state.mounted));
      fromNavigation.push(Math.round(state.shown));
      // The operator reads the first figures before changing the period (meanwhile the figures read the longest
      // preset period in the background).
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      for (const name of CHANGES) changes.push(Math.round(await page.evaluate(changePeriodInPage, name)));
      await page.close();
    }
    return {
      enquiries,
      cpuSlowdown,
      firstRenders,
      fromNavigation,
      changes,
      firstRenderMs: median(firstRenders),
      fromNavigationMs: median(fromNavigation),
      changeMs: median(changes),
    };
  } finally {
    await context.close();
  }
}

/** @typedef {Awaited<ReturnType<typeof runDashboard>>} DashboardResult */

/** @param {DashboardResult} result */
export const dashboardBudgets = (result) => [
  {
    name: `Dashboard's period figures, first render, ${result.enquiries} enquiries, CPU ${result.cpuSlowdown}× slower`,
    value: result.firstRenderMs,
    limit: DASHBOARD_FIRST_RENDER_BUDGET_MS,
    pass: result.firstRenderMs <= DASHBOARD_FIRST_RENDER_BUDGET_MS,
    shown: `${result.firstRenderMs} ms`,
    limitShown: `${DASHBOARD_FIRST_RENDER_BUDGET_MS} ms`,
  },
  {
    name: `Dashboard's period figures, change of period, ${result.enquiries} enquiries, CPU ${result.cpuSlowdown}× slower`,
    value: result.changeMs,
    limit: DASHBOARD_CHANGE_BUDGET_MS,
    pass: result.changeMs <= DASHBOARD_CHANGE_BUDGET_MS,
    shown: `${result.changeMs} ms`,
    limitShown: `${DASHBOARD_CHANGE_BUDGET_MS} ms`,
  },
];

/** @param {DashboardResult} result */
export const formatDashboard = (result) =>
  `Dashboard, ${result.enquiries} enquiries over a year, phone, CPU ${result.cpuSlowdown}× slower: period ` +
  `figures' first render ${result.firstRenders.map((time) => `${time} ms`).join(', ')} (median ` +
  `${result.firstRenderMs} ms; ${result.fromNavigationMs} ms from navigation), change of period ` +
  `${result.changes.map((time) => `${time} ms`).join(', ')} (median ${result.changeMs} ms)`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:4173' },
      cpu: { type: 'string', default: '4' },
      runs: { type: 'string', default: '3' },
      enquiries: { type: 'string', default: '20000' },
    },
  });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const result = await runDashboard(browser, values.url ?? '', {
      cpuSlowdown: Number(values.cpu) || 4,
      runs: Number(values.runs) || 3,
      enquiries: Number(values.enquiries) || 20_000,
    });
    console.log(formatDashboard(result));
    let pass = true;
    for (const check of dashboardBudgets(result)) {
      pass &&= check.pass;
      console.log(
        `${check.pass ? 'PASS' : 'FAIL'} ${check.name}: ${check.shown} (limit ${check.limitShown})`,
      );
    }
    process.exitCode = pass ? 0 : 1;
  } finally {
    await browser.close();
  }
}
