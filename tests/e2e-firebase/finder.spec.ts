import { nextDubaiFriday } from '../e2e/support/finder-helpers';
import { findAndBookMarinaStar } from '../e2e/support/finder-journey';
import { DATED, expect, test, waitForAppStarted } from './support/fixtures';

// A device far from Dubai: the finder's dates and times are Dubai's whatever the device's zone says.
test.use({ timezoneId: 'America/New_York' });

test(
  'the finder on the Firebase build: Friday 18:00, 4 hours, 20 guests → Book → the same selection and price; Back; a party too large',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(90_000);
    // The yachts free for it, read from Firestore's busy intervals, each with the selection's price.
    await findAndBookMarinaStar(page, {
      friday: nextDubaiFriday(now),
      ready: waitForAppStarted,
      submit: 'button',
      checks: {
        found: async (_found, star) => {
          await expect(star).toContainText('for 4 hours, VAT included');
        },
      },
    });
  },
);
