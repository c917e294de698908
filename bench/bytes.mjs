// Gzip sizes of the JavaScript and CSS a page loads, counted the same way everywhere: Node's zlib at level 9.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** @param {import('node:zlib').InputType} data */
export const gzipSize = (data) => gzipSync(data, { level: 9 }).length;

/**
 * Sums the gzip size of files in `folder` named by same-origin URLs (duplicates counted once).
 * @param {string} folder
 * @param {readonly string[]} urls
 */
export async function gzipOfUrls(folder, urls) {
  let total = 0;
  for (const url of new Set(urls)) {
    const file = join(folder, decodeURIComponent(new URL(url).pathname));
    total += gzipSize(await readFile(file));
  }
  return total;
}

/**
 * The page has started its code and released its controls (tools/start-app.js, live-controls.tsx).
 * @param {import('@playwright/test').Page} page
 */
export async function waitUntilLive(page) {
  await page.waitForFunction(() => !document.querySelector('[data-until-live]'), null, { timeout: 15_000 });
}

/** @typedef {{ type: 'script' | 'stylesheet', url: string, gzip: number }} LoadedFile */

/**
 * A first visit in a fresh context: every script and stylesheet response, gzipped. Requests to other origins
 * (Firebase with dummy settings) are refused, apart from `allowOrigins` (the emulators): only our own bytes count,
 * and no network is needed.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {readonly string[]} [allowOrigins]
 * @param {import('@playwright/test').BrowserContextOptions} [device] the screen (a phone's: PHONE)
 * @returns {Promise<{ js: number, css: number, files: LoadedFile[] }>}
 */
export async function firstVisitBytes(browser, url, allowOrigins = [], device = {}) {
  const context = await browser.newContext(device);
  const allowed = [new URL(url).origin, ...allowOrigins];
  await context.route('**/*', (route) =>
    allowed.some((origin) => route.request().url().startsWith(origin)) ? route.continue() : route.abort(),
  );
  const page = await context.newPage();
  /** @type {Promise<LoadedFile>[]} */
  const bodies = [];
  /** @param {import('@playwright/test').Response} response */
  const collect = (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      bodies.push(response.body().then((body) => ({ type, url: response.url(), gzip: gzipSize(body) })));
    }
  };
  page.on('response', collect);
  await page.goto(url, { waitUntil: 'load' });
  await waitUntilLive(page);
  await page.waitForLoadState('networkidle');
  // What comes later is not the first visit's (and its body could not be read once the context is closed).
  page.off('response', collect);
  const files = await Promise.all(bodies);
  await context.close();
  /** @param {LoadedFile['type']} type */
  const sum = (type) =>
    files.filter((file) => file.type === type).reduce((total, file) => total + file.gzip, 0);
  return { js: sum('script'), css: sum('stylesheet'), files };
}

/** A phone's screen, as the image budgets count it: 412 × 823 CSS px at 1.75 device pixels per px. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };

/** @typedef {{ url: string, bytes: number }} LoadedImage */

/**
 * The images a phone downloads for its first view of `url`, before any scrolling: a fresh context with the phone's
 * screen, the page loaded, its code started and the network idle; every image response's body, from any origin
 * (the site's own files, Storage's), counted as it came (images are not compressed in transit).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<{ bytes: number, images: LoadedImage[] }>}
 */
export async function firstViewImageBytes(browser, url) {
  const { bytes, files } = await firstViewBytes(browser, url, 'image');
  return { bytes, images: files };
}

/**
 * The fonts (woff2, compressed already) a phone downloads for its first view of `url`, as firstViewImageBytes
 * counts images (docs/decisions/0025-visual-identity.md).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
export const firstViewFontBytes = (browser, url) => firstViewBytes(browser, url, 'font');

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {'image' | 'font'} type the responses' resource type
 * @returns {Promise<{ bytes: number, files: LoadedImage[] }>}
 */
async function firstViewBytes(browser, url, type) {
  const context = await browser.newContext({ ...PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  /** @type {Promise<LoadedImage>[]} */
  const bodies = [];
  /** @param {import('@playwright/test').Response} response */
  const collect = (response) => {
    if (response.request().resourceType() !== type || response.url().startsWith('data:')) return;
    bodies.push(response.body().then((body) => ({ url: response.url(), bytes: body.length })));
  };
  page.on('response', collect);
  await page.goto(url, { waitUntil: 'load' });
  await waitUntilLive(page);
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  const files = await Promise.all(bodies);
  await context.close();
  return { bytes: files.reduce((total, file) => total + file.bytes, 0), files };
}
