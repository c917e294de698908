import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { waitForAppStarted } from './fixtures';

/** 1 KB = 1000 bytes, as Vite reports sizes. */
export const KB = 1000;

/** A size in KB for the run's log. */
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * What a first visit to `path` loads, in the page's fresh browser context: the gzip size (zlib level 9) of every
 * script and stylesheet, and with `fonts` the bytes of its fonts (woff2, compressed already), once its code runs.
 * With `networkIdle` it also waits until nothing more arrives (the Firebase build refreshes the catalogue from
 * Firestore once started).
 */
export async function firstVisitBytes(
  page: Page,
  path: string,
  {
    fonts = true,
    networkIdle = false,
    started = waitForAppStarted,
  }: {
    fonts?: boolean;
    networkIdle?: boolean;
    /** When the page's code has run: the site's app by default; a page with its own entry says. */
    started?: (page: Page) => Promise<void>;
  } = {},
) {
  const files: Promise<{ type: string; url: string; gzip: number }>[] = [];
  const listen = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet' && !(fonts && type === 'font')) return;
    files.push(
      response.body().then((body) => ({
        type,
        url: response.url(),
        gzip: type === 'font' ? body.length : gzipSync(body, { level: 9 }).length,
      })),
    );
  };
  page.on('response', listen);
  await page.goto(path);
  // A prerendered page starts its code after the first paint (tools/start-app.js) and releases its controls
  // once that code runs (live-controls.tsx); then it may load a backend and lazily loaded page code.
  await started(page);
  // Every font the page draws has been asked for by now; wait for them to arrive.
  if (fonts) await page.evaluate(() => document.fonts.ready);
  if (networkIdle) await page.waitForLoadState('networkidle');
  // Measured: what arrives later (a chunk the page loads after it started) is not read, nor left reading when the test
  // ends.
  page.off('response', listen);
  const loaded = await Promise.all(files);
  const sum = (type: string) =>
    loaded.filter((file) => file.type === type).reduce((total, file) => total + file.gzip, 0);
  return { js: sum('script'), css: sum('stylesheet'), fonts: sum('font'), files: loaded };
}
