import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './bench/chrome.mjs';
import type { TestClock } from './tests/e2e/support/clocks';

/**
 * The Firebase build in a real browser, served as deployed: the emulator-mode build through the Hosting emulator with
 * its own hosting config (rewrites, headers, the Content-Security-Policy), on the Auth, Firestore and Storage
 * emulators. `npm run test:e2e:firebase` (scripts/test-e2e-firebase.mjs) starts them, builds, and runs this with
 * FIREBASE_HOSTING_EMULATOR_HOST and the other emulator variables set.
 */
const hosting = process.env.FIREBASE_HOSTING_EMULATOR_HOST;
const launchOptions = { executablePath: CHROME_PATH, args: CHROME_FLAGS };
/** `npm run test:e2e:functions`: the build with Cloud Functions on runs only the specs written for it. */
const withFunctions = process.env.E2E_FUNCTIONS === '1';
const FUNCTIONS_SPECS = '**/functions-*.spec.ts';

export default defineConfig<{ clockAt: TestClock | null }>({
  testDir: 'tests/e2e-firebase',
  ...(withFunctions ? { testMatch: FUNCTIONS_SPECS } : { testIgnore: FUNCTIONS_SPECS }),
  globalSetup: './tests/e2e-firebase/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: hosting ? `http://${hosting}` : undefined,
    // The pages keep the machine's clock: the emulators (Auth's tokens, the rules' request.time) and the seed run on
    // it too. Dated journeys take their dates from that same moment (the `now` fixture).
    clockAt: null,
    trace: 'off',
    launchOptions,
  },
  projects: [{ name: 'firebase', use: { ...devices['Desktop Chrome'], launchOptions } }],
});
