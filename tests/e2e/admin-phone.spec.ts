import { expect, test } from './support/fixtures';
import { signIn } from './support/admin-helpers';
import { seedBusyDemo } from './support/admin-phone-data';
import { ADMIN_PHONES, currentScreenInRow, phoneLayoutReport } from './support/admin-phone-helpers';
import { ADMIN_SCREENS } from './support/admin-phone-screens';
import { DESKTOP } from './support/no-cover-helpers';

/**
 * Every admin screen, with a busy demo's data (a very long yacht name, Arabic texts, sixty
 * enquiries, today's bookings and blocks), on a phone: the page never scrolls sideways (the calendar's time bar
 * and week scroll inside their own box), every control takes a thumb (44 × 44 px; checkboxes and radios with their
 * labels), nothing lies over a control, and no field makes the phone zoom in or lacks its keyboard. On a desktop the same screens keep their width and nothing covers a
 * control. The screens are listed in admin-phone-screens.ts.
 */

const SCREENS = [
  ...ADMIN_PHONES.map((viewport) => ({ viewport, isMobile: true, hasTouch: true, phone: true })),
  { viewport: DESKTOP, isMobile: false, hasTouch: false, phone: false },
];

for (const { phone, ...screen } of SCREENS) {
  test.describe(`${screen.viewport.width}×${screen.viewport.height}`, () => {
    test.use(screen);
    // One session walks every screen (signed in and seeded once), each screen a step whose findings are soft: a
    // failure names its screen and the others are still checked.
    test('every admin screen', async ({ page }) => {
      test.setTimeout(ADMIN_SCREENS.length * 20_000);
      // A screen left with a form half filled asks before the next opens: yes, leave it.
      page.on('dialog', (dialog) => void dialog.accept());
      let signedIn = false;
      for (const target of ADMIN_SCREENS) {
        await test.step(target.name, async () => {
          if (!target.signedOut && !signedIn) {
            await signIn(page);
            await seedBusyDemo(page);
            signedIn = true;
          }
          await page.goto(target.path);
          await target.ready(page);
          // The current screen is in view in the admin's row of screens (sideways on a phone).
          if (!target.signedOut) expect.soft(await currentScreenInRow(page), target.name).toBe(true);
          const report = await phoneLayoutReport(page, target.scope);
          const names = report.checked.join('\n');
          for (const name of target.primary) expect.soft(names, target.name).toContain(`"${name}`);
          expect.soft(report.overflow, `${target.name}: sideways scrolling`).toEqual([]);
          expect.soft(report.scrollers, `${target.name}: boxes scrolling sideways`).toEqual([]);
          if (phone) expect.soft(report.small, `${target.name}: controls under 44 × 44 px`).toEqual([]);
          if (phone) {
            expect.soft(report.keyboard, `${target.name}: fields the keyboard serves badly`).toEqual([]);
          }
          expect.soft(report.covered, `${target.name}: covered controls`).toEqual([]);
        });
      }
    });
  });
}

test.describe('the check itself', () => {
  test.use({ viewport: ADMIN_PHONES[1], isMobile: true, hasTouch: true });

  test('finds a page wider than the screen, a box scrolling sideways, a small control, a covered one and a field that makes the phone zoom', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.evaluate(() => {
      const main = document.querySelector('main') as HTMLElement;
      main.insertAdjacentHTML(
        'afterbegin',
        `<div id="wide" style="width: 30rem">A table too wide</div>
         <div id="scroller" style="overflow-x: auto"><div style="width: 40rem">A table scrolling sideways</div></div>
         <button id="small" type="button" style="all: unset">Tiny</button>
         <div style="position: relative">
           <button type="button" class="btn btn-primary">Hidden below</button>
           <div id="cover" style="position: absolute; inset: 0; background: red"></div>
         </div>
         <p>Read the <a href="#policy">policy</a> first.</p>
         <input type="number" aria-label="Guests" style="font-size: 12px; height: 3rem">`,
      );
    });
    const report = await phoneLayoutReport(page);
    expect(report.overflow.join('\n')).toMatch(/the page is \d+ px wide on a 360 px screen/);
    expect(report.overflow.join('\n')).toContain('"A table too wide"');
    expect(report.scrollers.join('\n')).toContain('"A table scrolling sideways"');
    expect(report.small.join('\n')).toContain('<button> "Tiny"');
    expect(report.keyboard.join('\n')).toContain('"Guests" has 12px text: the phone zooms in');
    expect(report.keyboard.join('\n')).toContain('"Guests" is a number without inputmode');
    expect(report.covered.join('\n')).toMatch(/"Hidden below" \(scrolled to the end\) is under <div> ""/);
    // A link inside running text is an exception, and says so.
    expect(report.checked.join('\n')).toContain('<a> "policy"');
    expect(report.small.join('\n')).not.toContain('"policy"');
  });
});
