import { DATED, expect, expectNoSeriousA11yViolations, test, waitForFleet } from './support/fixtures';
import { finderOf, nextDubaiFriday as nextFriday } from './support/finder-helpers';
import { findAndBookMarinaStar } from './support/finder-journey';
import { tr } from './support/i18n-helpers';

// A device far from Dubai: the finder's dates and times are Dubai's whatever the device's zone says.
test.use({ timezoneId: 'America/New_York' });

test(
  'find a yacht for Friday 18:00, 4 hours, 20 guests, book it from the list, and come back to the list',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(60_000);
    const friday = nextFriday(now);
    const finder = finderOf(page);
    await findAndBookMarinaStar(page, {
      friday,
      ready: waitForFleet,
      submit: 'Enter',
      checks: {
        found: async () => {
          await expect(page).toHaveURL(`/?date=${friday}&start=18%3A00&hours=4&guests=20#fleet`);
          await expect(page.getByRole('status').filter({ hasText: 'yachts are free' })).toHaveText(
            /^6 yachts are free on Fri \d+ \w+ at 18:00 for 4 hours, 20 guests\.$/,
          );
        },
        // With the keyboard: the field the visitor pressed Enter in keeps the focus once the address has followed.
        tooLarge: async () => {
          await expect(page).toHaveURL(/guests=100/);
          await expect(finder.getByLabel('Guests')).toBeFocused();
          const alternatives = page.getByRole('region', { name: 'Nearest alternatives' });
          await expect(alternatives.getByRole('link', { name: 'See yachts for 80 guests' })).toBeVisible();
        },
        back: async (found) => {
          await expect(page).toHaveURL(/guests=20/);
          await expect(found.getByRole('listitem')).toHaveCount(6);
          await expect(finder.getByLabel('Guests')).toHaveValue('20');
        },
      },
    });

    // Once more Back: the whole fleet.
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('list', { name: 'Yachts' }).getByRole('listitem')).toHaveCount(10);
  },
);

test(
  'a shared link reopens the same list; when all is booked or filtered out the answer says why',
  { tag: DATED },
  async ({ page, now }) => {
    const friday = nextFriday(now);
    await page.goto(`/?date=${friday}&start=18:00&hours=4&guests=20&vip=1&sort=price-desc`);
    const found = page.getByRole('list', { name: 'Yachts found' });
    await expect(found.getByRole('heading')).toHaveText([
      'Marina Luxe Majesty',
      'Marina Luxe Golden Horizon',
      'Marina Luxe Royal Falcon',
      'Marina Luxe Ocean Whisper',
    ]);
    const finder = finderOf(page);
    await expect(finder.getByLabel('VIP yachts only')).toBeChecked();
    await expect(finder.getByLabel('Sort by')).toHaveValue('price-desc');

    await finder.getByLabel('Length up to (ft)').fill('50');
    await finder.getByLabel('Length up to (ft)').press('Enter');
    await expect(page.getByText('No yacht matches your filters.')).toBeVisible();
    await page.getByRole('link', { name: 'Clear the filters' }).click();
    await expect(found.getByRole('listitem')).toHaveCount(6);
  },
);

for (const locale of ['en', 'ar', 'ru'] as const) {
  test(`the finder has no accessibility violations (${locale})`, { tag: DATED }, async ({ page, now }) => {
    const friday = nextFriday(now);
    const prefix = locale === 'en' ? '' : `/${locale}`;
    await page.goto(`${prefix}/?date=${friday}&start=18:00&hours=4&guests=20`);
    await expect(page.getByRole('list', { name: tr(locale, 'Yachts found') })).toBeVisible();
    await page.getByText(tr(locale, 'Filters and sort')).click();
    await expectNoSeriousA11yViolations(page, '#fleet');
    await page.goto(`${prefix}/?date=${friday}&start=18:00&hours=4&guests=100`);
    await expect(page.getByText(tr(locale, 'No yacht is free for this selection.'))).toBeVisible();
    await expectNoSeriousA11yViolations(page, '#fleet');
  });
}
