// Lighthouse 12 runs (mobile form factor, default simulated throttling, performance and SEO) with the system
// Chromium, and the medians of several runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from './chrome.mjs';

/**
 * The numbers of one Lighthouse run that the bench reports, and the script and stylesheet URLs the page loaded.
 * @typedef {object} LighthouseRun
 * @property {number} score performance score, 0–100
 * @property {number} seo SEO score, 0–100
 * @property {number} fcp first contentful paint, ms
 * @property {number} lcp largest contentful paint, ms
 * @property {number} tbt total blocking time, ms
 * @property {number} cls cumulative layout shift
 * @property {string} lcpElement the largest contentful paint's element, as HTML or a selector
 * @property {string[]} scripts
 * @property {string[]} styles
 */

/**
 * The medians of several runs (`scores`, `lcps`: every run's value), resource lists from the run that loaded the most.
 * @typedef {LighthouseRun & { runs: number, scores: number[], lcps: number[] }} MedianRun
 */

/** @typedef {{ url: string, resourceType?: string }} NetworkRequest a row of the network-requests audit */
/** @typedef {{ snippet?: string, selector?: string }} NodeValue an element, as Lighthouse describes it */
/** @typedef {{ items?: { items?: { node?: NodeValue }[] }[] }} LcpElementDetails the list of tables that audit gives */

/**
 * Launches one headless Chromium for a series of Lighthouse runs.
 * @returns {Promise<import('chrome-launcher').LaunchedChrome>}
 */
export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
    logLevel: 'silent',
  });
}

const MAX_ATTEMPTS = 3;

/**
 * One Lighthouse run; the numbers the bench reports, plus the script and stylesheet URLs the page loaded.
 * @param {import('chrome-launcher').LaunchedChrome} chrome
 * @param {string} url
 * @param {import('lighthouse').Flags} [flags] more of Lighthouse's flags (`disableStorageReset`: keep the browser's
 *   storage, where the demo's database is)
 * @returns {Promise<LighthouseRun>}
 */
export async function runLighthouse(chrome, url, flags = {}) {
  /** @type {import('lighthouse').RunnerResult | undefined} */
  let result;
  // A run that fails to record its trace (NO_NAVSTART, NO_FCP: a busy machine) is tried again, twice at most.
  for (let attempt = 1; ; attempt++) {
    result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'seo'],
      ...flags,
    });
    const error = result?.lhr.runtimeError;
    if (!error || attempt === MAX_ATTEMPTS) break;
    console.warn(`  (Lighthouse failed on ${url}: ${error.code}; trying again)`);
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  /** @param {string} id */
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests =
    /** @type {{ items?: NetworkRequest[] } | undefined} */ (lhr.audits['network-requests']?.details)
      ?.items ?? [];
  const lcpElement = /** @type {LcpElementDetails | undefined} */ (
    lhr.audits['largest-contentful-paint-element']?.details
  )?.items?.[0]?.items?.[0]?.node;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    lcpElement: lcpElement?.snippet ?? lcpElement?.selector ?? '',
    scripts: requests.filter((r) => r.resourceType === 'Script').map((r) => r.url),
    styles: requests.filter((r) => r.resourceType === 'Stylesheet').map((r) => r.url),
  };
}

/** @param {readonly number[]} values */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The median of each metric over the runs; resource lists from the run that loaded the most.
 * @param {LighthouseRun[]} runs
 * @returns {MedianRun}
 */
export function medianRun(runs) {
  /** @param {'score' | 'seo' | 'fcp' | 'lcp' | 'tbt' | 'cls'} key */
  const pick = (key) => median(runs.map((run) => run[key]));
  const widest = runs.reduce((best, run) =>
    run.scripts.length + run.styles.length > best.scripts.length + best.styles.length ? run : best,
  );
  return {
    runs: runs.length,
    score: pick('score'),
    seo: pick('seo'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    lcpElement: runs.map((run) => run.lcpElement).find(Boolean) ?? '',
    scores: runs.map((run) => run.score),
    lcps: runs.map((run) => Math.round(run.lcp)),
    scripts: widest.scripts,
    styles: widest.styles,
  };
}
