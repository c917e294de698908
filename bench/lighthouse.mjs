// Lighthouse 12 runs (mobile form factor, default simulated throttling, performance only) with the system
// Chromium, and the medians of several runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from './chrome.mjs';

/** Launches one headless Chromium for a series of Lighthouse runs. */
export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
    logLevel: 'silent',
  });
}

/** One Lighthouse run; the numbers the bench reports, plus the script and stylesheet URLs the page loaded. */
export async function runLighthouse(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    lcpElement: lcpElement?.snippet ?? lcpElement?.selector ?? '',
    scripts: requests.filter((r) => r.resourceType === 'Script').map((r) => r.url),
    styles: requests.filter((r) => r.resourceType === 'Stylesheet').map((r) => r.url),
  };
}

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each metric over the runs; resource lists from the run that loaded the most. */
export function medianRun(runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  const widest = runs.reduce((best, run) =>
    run.scripts.length + run.styles.length > best.scripts.length + best.styles.length ? run : best,
  );
  return {
    runs: runs.length,
    score: pick('score'),
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
