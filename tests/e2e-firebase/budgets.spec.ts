import { firstVisitBytes, KB, kb } from '../e2e/support/first-visit-bytes';
import { PHONE_SCREEN } from '../e2e/support/fixtures';
import { expect, test } from './support/fixtures';

/**
 * Byte budgets of a first visit on a phone in the Firebase build: the gzip size (zlib level 9) of every script
 * and stylesheet the page loads in a fresh browser context with a phone's screen, once its code runs and it has
 * refreshed the catalogue from Firestore. 1 KB = 1000 bytes, as Vite reports sizes. Why a phone's screen, and the demo
 * build's budgets: tests/e2e/budgets.spec.ts.
 */
const BUDGET = { js: 130 * KB, css: 25 * KB };
test.use(PHONE_SCREEN);

// `/` and a yacht page with its gallery, whose booking panel below the first view loads when shown.
for (const path of ['/', '/productdetail/royal-falcon']) {
  test(`first visit to ${path} keeps the byte budgets (Firebase build)`, async ({ page }) => {
    const { js, css, files: loaded } = await firstVisitBytes(page, path, { fonts: false, networkIdle: true });
    console.log(
      `${path} (Firebase): JS ${kb(js)} gzip (budget ${kb(BUDGET.js)}), CSS ${kb(css)} gzip (budget ${kb(BUDGET.css)}), ` +
        `${loaded.length} files:\n${loaded.map((file) => `  ${kb(file.gzip)}  ${new URL(file.url).pathname}`).join('\n')}`,
    );
    expect(loaded.some((file) => file.type === 'script')).toBe(true);
    expect(js, 'JavaScript, gzip bytes').toBeLessThanOrEqual(BUDGET.js);
    expect(css, 'CSS, gzip bytes').toBeLessThanOrEqual(BUDGET.css);
  });
}
