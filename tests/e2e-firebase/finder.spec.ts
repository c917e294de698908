import { askFinder, expectMarinaStarPanel, finderOf, nextDubaiFriday } from '../e2e/support/finder-helpers';
import { DATED, expect, test, waitForAppStarted } from './support/fixtures';

// A device far from Dubai: the finder's dates and times are Dubai's whatever the device's zone says.
test.use({ timezoneId: 'America/New_York' });

test(
  'the finder on the Firebase build: Friday 18:00, 4 hours, 20 guests → Book → the same selection and price; Back; a party too large',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(90_000);
    const friday = nextDubaiFriday(now);
    await page.goto('/');
    await waitForAppStarted(page);
    await askFinder(page, friday, 4, 20);

    // The yachts free for it, read from Firestore's busy intervals, each with the selection's price.
    const found = page.getByRole('list', { name: 'Yachts found' });
    const star = found.getByRole('listitem').filter({ hasText: 'Marina Star' });
    await expect(star).toContainText('AED 3,600');
    await expect(star).toContainText('for 4 hours, VAT included');
    await expect(found.getByRole('listitem').filter({ hasText: 'Sea Breeze' })).toHaveCount(0);

    // A party too large says why and offers the largest party; Back returns to the list before it.
    const finder = finderOf(page);
    await finder.getByLabel('Guests').fill('100');
    await finder.getByRole('button', { name: 'Find yachts' }).click();
    await expect(page.getByText('No yacht takes 100 guests: our largest takes up to 80.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See yachts for 80 guests' })).toBeVisible();
    await page.goBack();
    await expect(star).toContainText('AED 3,600');

    await star.getByRole('link', { name: 'Book Marina Star' }).click();
    await expectMarinaStarPanel(page, friday);
    await page.goBack();
    await expect(star).toContainText('AED 3,600');
  },
);
