import type { Page } from '@playwright/test';
import { expect, test as base } from '../../e2e/support/fixtures';
import { expectDashboard, submitSignIn, type Account } from '../../e2e/support/admin-helpers';
import { OPERATOR, emulatorEnv } from './emulators';

export { captureWindowOpen, DATED, expect, waitForAppStarted } from '../../e2e/support/fixtures';
export { openYachts } from '../../e2e/support/admin-helpers';

declare global {
  interface Window {
    __reportCspViolation?: (text: string) => void;
  }
}

/**
 * The demo suite's `test` (an uncaught error or console.error fails it) with a Content-Security-Policy guard: every
 * `securitypolicyviolation` event in the page, and every console message about the policy, fails the test.
 * `cspViolations` holds them, for the test that proves the guard sees one.
 */
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- Playwright's type for a fixture with no value
export const test = base.extend<{ cspViolations: string[]; cspGuard: void }>({
  cspViolations: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      await use([]);
    },
    { scope: 'test' },
  ],
  cspGuard: [
    async ({ page, cspViolations }, use) => {
      await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
        cspViolations.push(text);
      });
      await page.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
            window.__reportCspViolation?.(
              `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} on ${location.pathname}${where}`,
            );
          },
          { capture: true },
        );
      });
      page.on('console', (message) => {
        if (/content.security.policy/i.test(message.text())) cspViolations.push(`console: ${message.text()}`);
      });
      await use();
      expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** Signs in on the login page; the operator lands on the admin area. */
export async function signIn(page: Page, account: Account = OPERATOR) {
  await submitSignIn(page, account);
}

/** Signs the operator in and waits for the admin area's landing page, the dashboard. */
export async function signInAsOperator(page: Page) {
  await submitSignIn(page, OPERATOR);
  await expectDashboard(page);
}

/** Every request the page sends to the Firestore emulator (address and body), as it goes. */
export function recordFirestoreRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(emulatorEnv().origins.firestore)) {
      requests.push(`${request.url()} ${request.postData() ?? ''}`);
    }
  });
  return requests;
}
