import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './bench/chrome.mjs';
import { CLOCKS, type TestClock } from './tests/e2e/support/clocks';

/** Parallel sessions can serve their own build on their own port: PW_PORT, PW_DIST. */
const port = Number(process.env.PW_PORT || 4173);
const dist = process.env.PW_DIST || 'dist';
// The system Chromium and its flags, shared with the benchmark.
const launchOptions = { executablePath: CHROME_PATH, args: CHROME_FLAGS };

/**
 * The dated journeys (tagged @dated: booking, finder, dashboard, calendar, offers, the lived-in demo) run again at the
 * awkward moments, on a desktop, each with the device in a far time zone where the spec sets none.
 */
const clockProject = (name: string, clock: TestClock) => ({
  name: `clock-${name}`,
  grep: /@dated/,
  // The accessibility scans check markup, not the moment: the everyday projects run them.
  grepInvert: /accessibility/,
  use: { ...devices['Desktop Chrome'], launchOptions, clockAt: clock, timezoneId: clock.timezoneId },
});

export default defineConfig<{ clockAt: TestClock | null }>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    {
      name: 'phone',
      // Checks that set their own screens (each admin screen and every page at 412, 360 and 1440 px), or that do not
      // depend on the device (bytes, the built pages' metadata), run once, with the desktop project.
      testIgnore: ['**/admin-phone.spec.ts', '**/no-cover.spec.ts', '**/budgets.spec.ts', '**/seo.spec.ts'],
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 740 },
        launchOptions,
      },
    },
    clockProject('friday-10am-dubai', CLOCKS.friday),
    clockProject('saturday-2330-dubai', CLOCKS.saturdayNight),
    clockProject('sunday-2100-utc', CLOCKS.sundayUtc),
  ],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1 --outDir ${dist}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
