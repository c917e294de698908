import { ADMIN_PHONES, currentScreenInRow, phoneLayoutReport } from '../e2e/support/admin-phone-helpers';
import { expect, signInAsOperator, test } from './support/fixtures';

/**
 * The demo suite's phone check (tests/e2e/admin-phone.spec.ts) on the Firebase build, whose admin shows what the
 * demo's does not (the publish status above every screen, the data as Firestore gives it): every screen of the
 * admin's navigation, as the operator reaches it on the narrowest phone, never scrolls sideways, every control takes
 * a thumb, nothing lies over one and no field makes the phone zoom in.
 */
test.use({ viewport: ADMIN_PHONES[1], isMobile: true, hasTouch: true });

test('every screen of the admin navigation works on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsOperator(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const screens = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(screens.length).toBeGreaterThanOrEqual(8);
  const problems: string[] = [];
  for (const href of screens) {
    await nav.locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The screen's own data has arrived (every list and form shows a status while it loads).
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Public pages' })).toBeVisible();
    // The current screen is in view in the row of screens.
    expect(await currentScreenInRow(page), `${href} in the row of screens`).toBe(true);
    const report = await phoneLayoutReport(page);
    const { overflow, scrollers, small, covered, keyboard } = report;
    problems.push(
      ...[...overflow, ...scrollers, ...small, ...covered, ...keyboard].map(
        (problem) => `${href}: ${problem}`,
      ),
    );
  }
  expect(problems).toEqual([]);
});
