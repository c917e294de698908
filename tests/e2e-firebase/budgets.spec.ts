import { gzipSync } from 'node:zlib';
import { expect, test, waitForAppStarted } from './fixtures';

/**
 * Byte budgets of a first visit to `/` in the Firebase build: the gzip size (zlib level 9) of every script
 * and stylesheet the page loads in a fresh browser context, once its code runs and it has refreshed the catalogue
 * from Firestore. 1 KB = 1000 bytes, as Vite reports sizes. The demo build's budgets: tests/e2e/budgets.spec.ts.
 */
const KB = 1000;
const BUDGET = { js: 130 * KB, css: 25 * KB };

test('first visit to / keeps the byte budgets (Firebase build)', async ({ page }) => {
  const files: Promise<{ type: string; url: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    files.push(
      response
        .body()
        .then((body) => ({ type, url: response.url(), gzip: gzipSync(body, { level: 9 }).length })),
    );
  });
  await page.goto('/');
  await waitForAppStarted(page);
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(files);
  const sum = (type: string) =>
    loaded.filter((file) => file.type === type).reduce((total, file) => total + file.gzip, 0);
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const [js, css] = [sum('script'), sum('stylesheet')];
  console.log(
    `/ (Firebase): JS ${kb(js)} gzip (budget ${kb(BUDGET.js)}), CSS ${kb(css)} gzip (budget ${kb(BUDGET.css)}), ` +
      `${loaded.length} files:\n${loaded.map((file) => `  ${kb(file.gzip)}  ${new URL(file.url).pathname}`).join('\n')}`,
  );
  expect(loaded.some((file) => file.type === 'script')).toBe(true);
  expect(js, 'JavaScript, gzip bytes').toBeLessThanOrEqual(BUDGET.js);
  expect(css, 'CSS, gzip bytes').toBeLessThanOrEqual(BUDGET.css);
});
