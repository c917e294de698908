import { mkdirSync } from 'node:fs';
import { dubaiToday } from '../../src/domain/booking/dubai-time';
import { signIn } from './support/admin-helpers';
import { phoneLayoutReport } from './support/admin-phone-helpers';
import {
  addGuestsOnTheirPage,
  charterEnquiry,
  JOURNEY_GUESTS,
  workTheCharter,
} from './support/admin-charter-journey';
import { crowd, pdfPages, storeDemoGuests } from './support/admin-charter-helpers';
import { storeDemoEnquiries } from './support/demo-db';
import { DATED, expect, expectNoSeriousA11yViolations, test } from './support/fixtures';

// The operator's browser is in New York: the list and the manifest still say Dubai's times.
test.use({ timezoneId: 'America/New_York', permissions: ['clipboard-read', 'clipboard-write'] });

const SHOTS = '/tmp/shots-admin-charter';

test(
  'the operator confirms an enquiry, sends the charter page, sees the guests, prints the manifest and erases the IDs',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const enquiry = charterEnquiry(dubaiToday(now), now);
    await storeDemoEnquiries(page, [enquiry], { replace: true });
    await page.goto(`/admin/enquiries/${enquiry.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Enquiry ${enquiry.reference}` })).toBeVisible();

    await workTheCharter(page, {
      reference: enquiry.reference,
      // Two guests add themselves on the guest list's page, on this browser's demo database.
      addGuests: (guestPage, url) => addGuestsOnTheirPage(guestPage, url, JOURNEY_GUESTS),
    });
    await expectNoSeriousA11yViolations(page, '.admin-main');
  },
);

test(
  'a full yacht’s list: the panel at 412 and 1440 px, and the manifest on one A4 page',
  { tag: DATED },
  async ({ page, now }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'sets its own screens');
    test.setTimeout(90_000);
    mkdirSync(SHOTS, { recursive: true });
    await signIn(page);
    const base = charterEnquiry(dubaiToday(now), now);
    const enquiry = { ...base, quote: { ...base.quote, selection: { ...base.quote.selection, guests: 20 } } };
    await storeDemoEnquiries(page, [enquiry], { replace: true });
    await page.goto(`/admin/enquiries/${enquiry.id}`);
    await page.getByRole('button', { name: `Confirm booking ${enquiry.reference}` }).click();
    const panel = page.getByRole('region', { name: `Charter page of ${enquiry.reference}` });
    const guestLink = panel.getByRole('link', { name: /^Guest list \(for the group\): / });
    const guestToken = /\/charter\/([\w-]{22})\/guests$/.exec(
      (await guestLink.getAttribute('href')) ?? '',
    )?.[1];
    expect(guestToken).toBeTruthy();
    await storeDemoGuests(page, guestToken ?? '', crowd());
    await page.reload();
    const list = page.getByRole('region', { name: /^Guest list/ });
    await expect(list.getByRole('heading')).toContainText('Complete (20 of 20)');

    for (const width of [412, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(list.getByRole('row')).toHaveCount(21);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // As the admin's phone check holds every screen: nothing scrolls sideways or lies over a control, and on a
      // phone each control takes a thumb.
      const report = await phoneLayoutReport(page, '.admin-main');
      expect(report.overflow).toEqual([]);
      expect(report.scrollers).toEqual([]);
      expect(report.covered).toEqual([]);
      if (width < 576) expect(report.small).toEqual([]);
      await panel.screenshot({ path: `${SHOTS}/panel-${width}.png` });
      await page.emulateMedia({ media: 'print' });
      await page.screenshot({ path: `${SHOTS}/manifest-${width}.png`, fullPage: true });
      await page.emulateMedia({ media: 'screen' });
    }
    // Printed, the manifest of 20 guests is one A4 page (the PDF is made in the media emulated: print); as the
    // paper shows it, 210 mm wide at 96 dpi.
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `${SHOTS}/manifest-a4.png`, fullPage: true });
    const pdf = await page.pdf({
      preferCSSPageSize: true,
      printBackground: true,
      path: `${SHOTS}/manifest.pdf`,
    });
    expect(pdfPages(pdf)).toBe(1);
  },
);
