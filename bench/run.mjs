// `npm run bench`: how fast the public site loads on a phone, and whether it keeps its budgets.
//   node bench/run.mjs [--runs=3] [--skip-build] [--scale-cpu=1] [--firebase]
// Demo (default): builds the site in demo mode and with dummy Firebase settings into bench-results/, serves each
// build like the host. --firebase: the Firebase build as deployed — the Auth and Firestore emulators seeded from
// fixtures, the site built for them (prerendered with the catalogue read from the emulator) and served by the Hosting
// emulator (bench/firebase-site.mjs); always built afresh, as its emulators' ports are new each run.
// Then runs Lighthouse 12 (mobile, simulated throttling, performance only) several times per page on the app and on
// the same pages as plain HTML (no scripts), measures the first visit's bytes and a 500-yacht fleet (in Firebase
// mode written into Firestore), prints the results and the budgets, writes bench-results/report.json (or
// report-firebase.json) and exits non-zero when a budget fails.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { buildInto, DEMO_ENV, FIREBASE_ENV } from './build.mjs';
import { startFirebaseSite } from './firebase-site.mjs';
import { firstVisitBytes, gzipOfUrls } from './bytes.mjs';
import { CHROME_FLAGS, CHROME_PATH } from './chrome.mjs';
import { launchChrome, medianRun, runLighthouse } from './lighthouse.mjs';
import { checkBudgets, formatChecks, formatFirstVisit, formatPages, formatScale } from './report.mjs';
import { runScale } from './scale.mjs';
import { serve } from './server.mjs';

const PAGES = ['/', '/productdetail/royal-falcon', '/packages/birthday_pack&0', '/contact'];
/**
 * The other languages the build published (src/i18n/published-locales.ts): each has its home page at `/{code}/`.
 * Their pages get an SEO check.
 * @param {string} dist
 */
const otherLanguages = (dist) =>
  readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z]{2}$/.test(entry.name))
    .filter((entry) => existsSync(join(dist, entry.name, 'index.html')))
    .map((entry) => entry.name)
    .sort();

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    'skip-build': { type: 'boolean', default: false },
    'scale-cpu': { type: 'string', default: '1' },
    firebase: { type: 'boolean', default: false },
  },
});
const firebaseMode = options.firebase === true;
const runs = Math.max(2, Number(options.runs) || 3);
const results = resolve('bench-results');
const demoDir = join(results, 'dist');
const firebaseDir = join(results, 'dist-firebase');
const firebaseSiteDir = join(results, 'dist-firebase-emulator');
/** Where the files of the measured build are, to count the bytes of the URLs Lighthouse saw. */
const measuredDir = firebaseMode ? firebaseSiteDir : demoDir;

function chromiumVersion() {
  try {
    return execFileSync(CHROME_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * The URLs served from the site itself (not the emulators').
 * @param {readonly string[]} urls
 * @param {string} site
 */
const sameOrigin = (urls, site) => urls.filter((url) => url.startsWith(new URL(site).origin));

/**
 * Lighthouse on each page, alternating the app and its static HTML so both see the same machine load.
 * @param {{ url: string }} app
 * @param {{ url: string }} plain
 * @returns {Promise<import('./report.mjs').PageResult[]>}
 */
async function lighthousePages(app, plain) {
  const chrome = await launchChrome();
  const pages = [];
  try {
    for (const path of PAGES) {
      const appRuns = [];
      const staticRuns = [];
      for (let run = 0; run < runs; run++) {
        appRuns.push(await runLighthouse(chrome, app.url + path));
        staticRuns.push(await runLighthouse(chrome, plain.url + path));
      }
      const appMedian = medianRun(appRuns);
      const staticMedian = medianRun(staticRuns);
      const page = {
        path,
        app: appMedian,
        static: staticMedian,
        lcpRatio: appMedian.lcp / staticMedian.lcp,
        jsGzip: await gzipOfUrls(measuredDir, sameOrigin(appMedian.scripts, app.url)),
        cssGzip: await gzipOfUrls(measuredDir, sameOrigin(appMedian.styles, app.url)),
      };
      console.log(
        `  ${path}: score ${page.app.scores.join('/')}, LCP ${page.app.lcps.join('/')} ms (static ${page.static.lcps.join('/')} ms)`,
      );
      pages.push(page);
    }
  } finally {
    chrome.kill();
  }
  return pages;
}

/**
 * Lighthouse's SEO score of each page in the other languages (one run each: the score does not vary).
 * @param {{ url: string }} app
 * @returns {Promise<{ path: string, seo: number }[]>}
 */
async function languagePages(app) {
  const chrome = await launchChrome();
  const results = [];
  try {
    for (const language of otherLanguages(measuredDir)) {
      for (const page of PAGES) {
        const path = page === '/' ? `/${language}/` : `/${language}${page}`;
        const { seo } = await runLighthouse(chrome, app.url + path);
        console.log(`  ${path}: SEO ${seo}`);
        results.push({ path, seo });
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}

if (!firebaseMode && !options['skip-build']) {
  console.log('Building (demo) …');
  buildInto(demoDir, DEMO_ENV);
  console.log('Building (Firebase, dummy settings, bytes only) …');
  buildInto(firebaseDir, { ...FIREBASE_ENV, PRERENDER_ALLOW_EMPTY_CATALOGUE: 'true' });
}

const firebaseSite = firebaseMode ? await startFirebaseSite(firebaseSiteDir) : null;
/** @type {{ url: string, close: () => Promise<void> }[]} */
const servers = [];
const app = firebaseSite ? { url: firebaseSite.url } : await serve(demoDir);
if (!firebaseSite) servers.push(/** @type {{ url: string, close: () => Promise<void> }} */ (app));
const plain = await serve(measuredDir, { staticHtml: true });
servers.push(plain);
const dummyFirebase = firebaseSite ? null : await serve(firebaseDir);
if (dummyFirebase) servers.push(dummyFirebase);
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
let report;
let failedRun = true;
try {
  console.log(
    `${firebaseMode ? 'Firebase build on the emulators' : 'Demo build'}: Lighthouse, ${runs} runs per page (app and static HTML) …`,
  );
  const pages = await lighthousePages(app, plain);
  console.log('SEO in the other languages …');
  const languages = await languagePages(app);
  console.log('First visit bytes …');
  /** @type {import('./report.mjs').FirstVisit} */
  const firstVisit = firebaseSite
    ? { firebase: await firstVisitBytes(browser, `${app.url}/`, firebaseSite.origins) }
    : {
        demo: await firstVisitBytes(browser, `${app.url}/`),
        firebase: await firstVisitBytes(browser, `${/** @type {{ url: string }} */ (dummyFirebase).url}/`),
      };
  console.log(`500 yachts${firebaseSite ? ' (written into Firestore)' : ''} …`);
  const scale = await runScale(browser, app.url, {
    count: 500,
    cpuSlowdown: Number(options['scale-cpu']) || 1,
    addYachts: firebaseSite?.addYachts,
  });
  const budgets = checkBudgets({ pages, firstVisit, scale, languages });
  report = {
    mode: firebaseMode ? 'firebase' : 'demo',
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version, chromium: chromiumVersion() },
    lighthouse: { version: '12', formFactor: 'mobile', throttling: 'simulated (default)', runsPerPage: runs },
    pages: pages.map(({ app: appRun, static: staticRun, ...page }) => ({
      ...page,
      app: { ...appRun, scripts: undefined, styles: undefined },
      static: { ...staticRun, scripts: undefined, styles: undefined },
    })),
    firstVisit: Object.fromEntries(
      Object.entries(firstVisit).map(([mode, visit]) => [mode, { js: visit.js, css: visit.css }]),
    ),
    scale,
    languages,
    budgets,
  };
  console.log(`\nMedians of ${runs} Lighthouse runs (mobile, simulated throttling), bytes gzip -9:\n`);
  console.log(formatPages(pages));
  console.log(`\n${formatFirstVisit(firstVisit)}\n`);
  console.log(formatScale(scale));
  console.log(`\n${formatChecks(budgets)}\n`);
  failedRun = false;
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
  await firebaseSite?.stop(failedRun);
}

await mkdir(results, { recursive: true });
const reportFile = firebaseMode ? 'report-firebase.json' : 'report.json';
await writeFile(join(results, reportFile), `${JSON.stringify(report, null, 2)}\n`);
const failed = report.budgets.filter((check) => !check.pass);
console.log(
  failed.length === 0
    ? `All ${report.budgets.length} budgets hold. Report: bench-results/${reportFile}`
    : `${failed.length} of ${report.budgets.length} budgets FAIL. Report: bench-results/${reportFile}`,
);
process.exitCode = failed.length === 0 ? 0 : 1;
