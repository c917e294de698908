// `npm run bench`: how fast the public site loads on a phone, and whether it keeps its budgets (issue 6).
//   node bench/run.mjs [--runs=3] [--skip-build] [--scale-cpu=1]
// Builds the site in demo mode and with dummy Firebase settings into bench-results/, serves each build like the
// host, runs Lighthouse 12 (mobile, simulated throttling, performance only) several times per page on the app
// and on the same pages as plain HTML (no scripts), measures the first visit's bytes and a 500-yacht fleet, prints
// the results and the budgets, writes bench-results/report.json and exits non-zero when a budget fails.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { buildInto, DEMO_ENV, FIREBASE_ENV } from './build.mjs';
import { firstVisitBytes, gzipOfUrls } from './bytes.mjs';
import { CHROME_FLAGS, CHROME_PATH } from './chrome.mjs';
import { launchChrome, medianRun, runLighthouse } from './lighthouse.mjs';
import { checkBudgets, formatChecks, formatPages, formatScale } from './report.mjs';
import { runScale } from './scale.mjs';
import { serve } from './server.mjs';

const PAGES = ['/', '/productdetail/royal-falcon', '/packages/birthday_pack&0', '/contact'];

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    'skip-build': { type: 'boolean', default: false },
    'scale-cpu': { type: 'string', default: '1' },
  },
});
const runs = Math.max(2, Number(options.runs) || 3);
const results = resolve('bench-results');
const demoDir = join(results, 'dist');
const firebaseDir = join(results, 'dist-firebase');

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
        jsGzip: await gzipOfUrls(demoDir, appMedian.scripts),
        cssGzip: await gzipOfUrls(demoDir, appMedian.styles),
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

if (!options['skip-build']) {
  console.log('Building (demo) …');
  buildInto(demoDir, DEMO_ENV);
  console.log('Building (Firebase, dummy settings) …');
  buildInto(firebaseDir, FIREBASE_ENV);
}

const app = await serve(demoDir);
const plain = await serve(demoDir, { staticHtml: true });
const firebase = await serve(firebaseDir);
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
let report;
try {
  console.log(`Lighthouse, ${runs} runs per page (app and static HTML) …`);
  const pages = await lighthousePages(app, plain);
  console.log('First visit bytes …');
  const firstVisit = {
    demo: await firstVisitBytes(browser, `${app.url}/`),
    firebase: await firstVisitBytes(browser, `${firebase.url}/`),
  };
  console.log('500 yachts …');
  const scale = await runScale(browser, app.url, {
    count: 500,
    cpuSlowdown: Number(options['scale-cpu']) || 1,
  });
  const budgets = checkBudgets({ pages, firstVisit, scale });
  report = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version, chromium: chromiumVersion() },
    lighthouse: { version: '12', formFactor: 'mobile', throttling: 'simulated (default)', runsPerPage: runs },
    pages: pages.map(({ app: appRun, static: staticRun, ...page }) => ({
      ...page,
      app: { ...appRun, scripts: undefined, styles: undefined },
      static: { ...staticRun, scripts: undefined, styles: undefined },
    })),
    firstVisit: {
      demo: { js: firstVisit.demo.js, css: firstVisit.demo.css },
      firebase: { js: firstVisit.firebase.js, css: firstVisit.firebase.css },
    },
    scale,
    budgets,
  };
  console.log(`\nMedians of ${runs} Lighthouse runs (mobile, simulated throttling), bytes gzip -9:\n`);
  console.log(formatPages(pages));
  console.log(
    `\nFirst visit to /: demo JS ${(firstVisit.demo.js / 1000).toFixed(1)} KB, CSS ${(firstVisit.demo.css / 1000).toFixed(1)} KB;` +
      ` Firebase JS ${(firstVisit.firebase.js / 1000).toFixed(1)} KB, CSS ${(firstVisit.firebase.css / 1000).toFixed(1)} KB\n`,
  );
  console.log(formatScale(scale));
  console.log(`\n${formatChecks(budgets)}\n`);
} finally {
  await browser.close();
  await Promise.all([app.close(), plain.close(), firebase.close()]);
}

await mkdir(results, { recursive: true });
await writeFile(join(results, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
const failed = report.budgets.filter((check) => !check.pass);
console.log(
  failed.length === 0
    ? `All ${report.budgets.length} budgets hold. Report: bench-results/report.json`
    : `${failed.length} of ${report.budgets.length} budgets FAIL. Report: bench-results/report.json`,
);
process.exitCode = failed.length === 0 ? 0 : 1;
