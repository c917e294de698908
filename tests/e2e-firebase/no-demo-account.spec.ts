import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_OPERATOR } from '../../src/config/demo';
import { expect, test, waitForAppStarted } from './support/fixtures';

/** The build this suite serves (scripts/test-e2e-firebase.mjs builds it). */
const SITE = 'dist-firebase-e2e';

const builtFiles = () =>
  readdirSync(SITE, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

test.describe('the Firebase build holds no demo account', () => {
  test('no built file contains the demo operator’s email or password', () => {
    const files = builtFiles();
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    const leaks = files.filter((file) => {
      const text = readFileSync(file).toString('latin1');
      return text.includes(DEMO_OPERATOR.password) || text.includes(DEMO_OPERATOR.email);
    });
    expect(leaks).toEqual([]);
  });

  test('the sign-in page offers no demo account', async ({ page }) => {
    await page.goto('/login');
    await waitForAppStarted(page);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByText(/demo mode/i)).toHaveCount(0);
    await expect(page.getByText(DEMO_OPERATOR.email)).toHaveCount(0);
  });
});
