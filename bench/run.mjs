// `npm run bench`: how fast the public site loads on a phone, and whether it keeps its budgets.
//   node bench/run.mjs [--runs=3] [--skip-build] [--scale-cpu=1] [--firebase]
//   node bench/run.mjs --load   the load and fault run instead (tests/load/: an attacker's traffic against the
//                               emulators, bounded; figures in bench-results/load.json)
//   node bench/run.mjs --import-sync   10 calendar feeds of 500 events synced twice on a fresh local Firestore
//                               emulator (bench/import-sync.mjs; bench-results/import-sync.json)
//   node bench/run.mjs --numbering   the invoice numbering under 50 payments at once, on fresh local Auth and
//                               Firestore emulators (bench/invoice-numbering.mjs; bench-results/invoice-numbering.json)
//   (one scenario alone: node bench/dashboard.mjs, node bench/finder.mjs, against a served demo build)
// Both modes run with camera photos on three yachts (royal-falcon, the yacht page measured, among them): 4032×3024
// JPEGs made into what the admin stores (bench/camera-photos.mjs; the JPEGs are kept in bench-results/camera-photos/).
// Demo (default): builds the site in demo mode, the photos' files in its /img/bench/ and the prerender given their
// photos (--yacht-images), and with dummy Firebase settings, into bench-results/; serves each build like the host.
// --firebase: the Firebase build as deployed — the Auth, Firestore and Storage emulators seeded from fixtures, the
// photos uploaded to Storage and listed in Firestore as the admin does, the site built for them (prerendered with the
// catalogue read from the emulator) and served by the Hosting emulator (bench/firebase-site.mjs); always built
// afresh, as its emulators' ports are new each run.
// Then runs Lighthouse 12 (mobile, simulated throttling, performance and SEO) several times per page on the app and
// on the same pages as plain HTML (no scripts: the same markup and photos), measures the first visit's bytes (/ and
// the yacht page), the images of a phone's first view (/ and the yacht page) and a 500-yacht fleet (in Firebase mode
// written into Firestore), prints the results and the budgets, writes bench-results/report.json (or
// report-firebase.json) and exits non-zero when a budget fails.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { buildInto, DEMO_ENV, DEMO_PHOTO_FOLDER, FIREBASE_ENV } from './build.mjs';
import { CAMERA_YACHTS, PHOTOS_PER_YACHT, cameraPhotos, describeCameraPhotos } from './camera-photos.mjs';
import { startFirebaseSite } from './firebase-site.mjs';
import { firstViewFontBytes, firstViewImageBytes, firstVisitBytes, gzipOfUrls, PHONE } from './bytes.mjs';
import { CHROME_FLAGS, CHROME_PATH } from './chrome.mjs';
import { launchChrome, medianRun, runLighthouse } from './lighthouse.mjs';
import {
  BUDGETS,
  checkBudgets,
  formatChecks,
  formatFirstVisit,
  formatPages,
  formatScale,
} from './report.mjs';
import { runScale } from './scale.mjs';
import { finderBudget, formatFinder, runFinder } from './finder.mjs';
import { dashboardBudgets, formatDashboard, runDashboard } from './dashboard.mjs';
import { charterBudgets, formatKeystrokes, runCharterPages } from './charter.mjs';
import { serve } from './server.mjs';

/** The yacht page measured: royal-falcon has camera photos (bench/camera-photos.mjs). */
const YACHT_PAGE = '/productdetail/royal-falcon';
const PAGES = ['/', YACHT_PAGE, '/packages/birthday_pack&0', '/contact'];
/** The pages whose first view on a phone has an image budget. */
const IMAGE_PAGES = ['/', YACHT_PAGE];
/** Each language's home page: its first view's fonts. */
const FONT_PAGES = ['/', '/ar/', '/ru/'];
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
    load: { type: 'boolean', default: false },
    numbering: { type: 'boolean', default: false },
    'import-sync': { type: 'boolean', default: false },
  },
});
if (options['import-sync']) {
  const run = spawnSync(
    process.execPath,
    [
      resolve('scripts/with-emulators.mjs'),
      '--only',
      'firestore',
      '--',
      process.execPath,
      resolve('bench/import-sync.mjs'),
    ],
    { stdio: 'inherit' },
  );
  process.exit(run.status ?? 1);
}
if (options.numbering) {
  const run = spawnSync(
    process.execPath,
    [
      resolve('scripts/with-emulators.mjs'),
      '--only',
      'auth,firestore',
      '--',
      process.execPath,
      resolve('bench/invoice-numbering.mjs'),
    ],
    { stdio: 'inherit' },
  );
  process.exit(run.status ?? 1);
}
if (options.load) {
  // The Functions-on build on the emulators with the run's mail server, chat stand-in and fault control.
  const run = spawnSync(process.execPath, [resolve('scripts/test-e2e-firebase.mjs'), '--load'], {
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}
const firebaseMode = options.firebase === true;
const runs = Math.max(2, Number(options.runs) || 3);
const results = resolve('bench-results');
const demoDir = join(results, 'dist');
const firebaseDir = join(results, 'dist-firebase');
const firebaseSiteDir = join(results, 'dist-firebase-emulator');
const photoCache = join(results, 'camera-photos');
/** Where the files of the measured build are, to count the bytes of the URLs Lighthouse saw. */
const measuredDir = firebaseMode ? firebaseSiteDir : demoDir;

/**
 * A first visit's JS and CSS bytes per build, without the list of files.
 * @param {import('./report.mjs').FirstVisit} visits
 */
const bytesOnly = (visits) =>
  Object.fromEntries(Object.entries(visits).map(([mode, visit]) => [mode, { js: visit.js, css: visit.css }]));

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
  console.log('Camera photos …');
  const photos = await cameraPhotos({ cacheDir: photoCache, folder: DEMO_PHOTO_FOLDER });
  console.log(describeCameraPhotos(photos));
  console.log('Building (demo, with the camera photos) …');
  buildInto(demoDir, DEMO_ENV, { photos });
  console.log('Building (Firebase, dummy settings, bytes only) …');
  buildInto(firebaseDir, { ...FIREBASE_ENV, PRERENDER_ALLOW_EMPTY_CATALOGUE: 'true' });
}

const firebaseSite = firebaseMode ? await startFirebaseSite(firebaseSiteDir, { cacheDir: photoCache }) : null;
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
  // On a phone's screen, as the mobile runs: what is below the first view loads as it comes near.
  const PHONE_SCREEN = { ...PHONE, isMobile: true, hasTouch: true };
  /**
   * The first visit to `path` on each build measured. The build with dummy Firebase settings has no catalogue
   * (nothing to read it from): its yacht pages are the empty shell loading Firestore, not what a visitor gets; the
   * Firebase yacht page is measured by --firebase.
   * @param {string} path
   * @returns {Promise<import('./report.mjs').FirstVisit>}
   */
  const visit = async (path) =>
    firebaseSite
      ? { firebase: await firstVisitBytes(browser, app.url + path, firebaseSite.origins, PHONE_SCREEN) }
      : {
          demo: await firstVisitBytes(browser, app.url + path, [], PHONE_SCREEN),
          ...(path === '/'
            ? {
                firebase: await firstVisitBytes(
                  browser,
                  `${/** @type {{ url: string }} */ (dummyFirebase).url}/`,
                  [],
                  PHONE_SCREEN,
                ),
              }
            : {}),
        };
  const firstVisit = await visit('/');
  const firstVisitYacht = await visit(YACHT_PAGE);
  console.log("Images of a phone's first view …");
  /** @type {import('./report.mjs').ImageBytes[]} */
  const imageBytes = [];
  for (const path of IMAGE_PAGES) {
    const { bytes, images } = await firstViewImageBytes(browser, app.url + path);
    console.log(
      `  ${path}: ${images.map((image) => `${new URL(image.url).pathname.split('/').slice(-2).join('/')} ${Math.round(image.bytes / 1000)} KB`).join(', ')}`,
    );
    imageBytes.push({ path, bytes, images: images.length });
  }
  console.log("Fonts of a phone's first view …");
  /** @type {import('./report.mjs').FontBytes[]} */
  const fontBytes = [];
  for (const path of FONT_PAGES) {
    const { bytes, files } = await firstViewFontBytes(browser, app.url + path);
    console.log(`  ${path}: ${Math.round(bytes / 1000)} KB in ${files.length} files`);
    fontBytes.push({ path, bytes, files: files.length });
  }
  console.log(`500 yachts${firebaseSite ? ' (written into Firestore)' : ''} …`);
  const scale = await runScale(browser, app.url, {
    count: 500,
    cpuSlowdown: Number(options['scale-cpu']) || 1,
    addYachts: firebaseSite?.addYachts,
  });
  console.log(`The finder with 500 yachts, CPU 4× slower …`);
  // In Firebase mode the scale run has written the yachts into Firestore already.
  const finder = await runFinder(browser, app.url, { addYachts: firebaseSite ? async () => {} : undefined });
  // The dashboard's period figures with 20,000 enquiries, written into the demo backend (demo mode only).
  const dashboard = firebaseSite ? null : await runDashboard(browser, app.url);
  console.log(
    `The charter pages (Lighthouse, ${runs} runs each; the guest form's keystrokes, CPU 4× slower) …`,
  );
  const charter = await runCharterPages({
    browser,
    appUrl: app.url,
    runs,
    measuredDir,
    device: PHONE_SCREEN,
    addCharter: firebaseSite?.addCharter,
  });
  if (firebaseSite?.crashed) throw new Error(`An emulator stopped during the run: ${firebaseSite.crashed}`);
  const budgets = checkBudgets({
    pages,
    firstVisit,
    firstVisitYacht,
    yachtPath: YACHT_PAGE,
    imageBytes,
    fontBytes,
    scale,
    languages,
  });
  budgets.push(finderBudget(finder));
  if (dashboard) budgets.push(...dashboardBudgets(dashboard));
  budgets.push(
    ...charterBudgets(charter, {
      jsLimit: firebaseSite ? BUDGETS.firstVisitJsFirebase : BUDGETS.firstVisitJsDemo,
      score: BUDGETS.score,
      cls: BUDGETS.cls,
      mode: firebaseSite ? 'Firebase' : 'demo',
    }),
  );
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
    firstVisit: bytesOnly(firstVisit),
    firstVisitYacht: { path: YACHT_PAGE, ...bytesOnly(firstVisitYacht) },
    imageBytes,
    fontBytes,
    cameraPhotos: { yachts: CAMERA_YACHTS, perYacht: PHOTOS_PER_YACHT },
    scale,
    finder,
    dashboard,
    charter,
    languages,
    budgets,
  };
  console.log(`\nMedians of ${runs} Lighthouse runs (mobile, simulated throttling), bytes gzip -9:\n`);
  console.log(formatPages(pages, imageBytes));
  console.log(`\n${formatFirstVisit(firstVisit, firstVisitYacht, YACHT_PAGE)}\n`);
  console.log(formatScale(scale));
  console.log(formatFinder(finder));
  if (dashboard) console.log(formatDashboard(dashboard));
  console.log(formatKeystrokes(charter.keystrokes));
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
