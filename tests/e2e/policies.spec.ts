import { expect, expectNoSeriousA11yViolations, test, waitForAppStarted } from './support/fixtures';

test.describe('booking policies', () => {
  test('/policies arrives prerendered with the cancellation, weather, deposit and guest ID rules', async ({
    page,
    browser,
  }) => {
    // Prerendered: the rules are in the HTML before any script runs.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto('/policies');
    await expect(bare.getByRole('heading', { level: 1, name: 'Booking policies' })).toBeVisible();
    await expect(bare.getByText(/original, valid Emirates ID/)).toBeVisible();
    await expect(bare.getByText(/^Cancelled 72 hours or more before your departure time/)).toBeVisible();
    await noScript.close();

    await page.goto('/policies');
    await waitForAppStarted(page);
    await expect(page).toHaveTitle(/^Booking policies \| /);
    for (const heading of [
      'Cancellation',
      'Weather and sea conditions',
      'Deposit and balance',
      'Guest ID for the UAE Coast Guard',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    // The default terms, as the booking settings hold them until the operator changes them.
    await expect(
      page.getByText(/^Cancelled 72 hours or more before your departure time .*100%/),
    ).toBeVisible();
    await expect(page.getByText(/^Cancelled 24 hours or more .*50%/)).toBeVisible();
    await expect(
      page.getByText(/^Cancelled less than 24 hours before departure.*nothing is refunded/),
    ).toBeVisible();
    await expect(page.getByText(/balance is due 48 hours before departure/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the footer leads to the policies', async ({ page }) => {
    await page.goto('/about');
    await waitForAppStarted(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Booking policies' }).click();
    await expect(page).toHaveURL(/\/policies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking policies' })).toBeVisible();
  });
});
