import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './bench/chrome.mjs';
import type { TestClock } from './tests/e2e/support/clocks';

/**
 * The load and fault run (tests/load/, `npm run bench -- --load`; never part of `npm test`): the Functions-on build
 * on the emulators, as `npm run test:e2e:functions` serves it, with the run's own mail server and chat stand-in
 * (scripts/test-e2e-firebase.mjs --load). One worker, the load first, then the faults (which stop Firestore).
 */
const hosting = process.env.FIREBASE_HOSTING_EMULATOR_HOST;
const launchOptions = { executablePath: CHROME_PATH, args: CHROME_FLAGS };

export default defineConfig<{ clockAt: TestClock | null }>({
  testDir: 'tests/load',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: hosting ? `http://${hosting}` : undefined,
    // The machine's clock, as the emulators' (playwright.firebase.config.ts).
    clockAt: null,
    trace: 'off',
    launchOptions,
  },
  projects: [
    { name: 'load', testMatch: 'load.spec.ts', use: { ...devices['Desktop Chrome'], launchOptions } },
    {
      name: 'faults',
      testMatch: 'faults.spec.ts',
      dependencies: ['load'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
});
