import { DESKTOP, expectNothingCovers, NO_COVER_PAGES, PHONES } from '../e2e/support/no-cover-helpers';
import { test } from './support/fixtures';

/**
 * The demo suite's no-cover check (tests/e2e/no-cover.spec.ts) on the Firebase build, on the narrowest phone and a
 * desktop: nothing floating lies over a button, link or field of home, a yacht page, a package page and contact.
 */
const SCREENS = [
  { viewport: PHONES[0], isMobile: true, hasTouch: true },
  { viewport: DESKTOP, isMobile: false, hasTouch: false },
];

for (const screen of SCREENS) {
  test.describe(`${screen.viewport.width}×${screen.viewport.height}`, () => {
    test.use(screen);
    for (const target of NO_COVER_PAGES) {
      test(`${target.name}: nothing lies over a button, link or field`, async ({ page }) => {
        await expectNothingCovers(page, target);
      });
    }
  });
}
