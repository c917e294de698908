import { test, expect, waitForFleet } from './fixtures';

test('home shows the fleet', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Best Yacht Rental Dubai' })).toBeVisible();
  await waitForFleet(page);
});
