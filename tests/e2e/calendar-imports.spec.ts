import { dubaiInstant, dubaiToday } from '../../src/domain/booking/dubai-time';
import { signIn } from './support/admin-helpers';
import { charterEnquiry } from './support/admin-charter-journey';
import { storeDemoEnquiries } from './support/demo-db';
import { nextDubaiFriday } from './support/finder-helpers';
import { DATED, expect, test } from './support/fixtures';

/** An iCalendar instant (UTC) of a Dubai date and minute. */
const icsTime = (date: string, minute: number) =>
  new Date(dubaiInstant(date, minute))
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A marketplace's export for Marina Star: one charter over ours, one on Friday evening. */
function marketplaceFeed(charterDate: string, friday: string): string {
  const event = (uid: string, date: string, from: number, to: number, summary: string) => [
    'BEGIN:VEVENT',
    `UID:${uid}@getmyboat.com`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${icsTime(date, from)}`,
    `DTEND:${icsTime(date, to)}`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ];
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//GetMyBoat//Bookings//EN',
    ...event('gmb-1', charterDate, 10 * 60 + 30, 12 * 60, 'Booking #4411 - Ahmed'),
    ...event('gmb-2', friday, 17 * 60, 23 * 60, 'Booking #4412 - Sunset party'),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

test(
  'the operator imports a marketplace calendar: its blocks on the calendar, the double booking first on the dashboard, and the slot no longer offered',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(90_000);
    await signIn(page);
    // Layla's charter on Marina Star, three days ahead, 10:00–12:00, confirmed here.
    const enquiry = charterEnquiry(dubaiToday(now), now);
    await storeDemoEnquiries(page, [enquiry], { replace: true });
    await page.goto(`/admin/enquiries/${enquiry.id}`);
    await page.getByRole('button', { name: `Confirm booking ${enquiry.reference}` }).click();
    await expect(page.getByText('Booked. The slot is now blocked on the calendar.')).toBeVisible();

    const charterDate = enquiry.quote.selection.date;
    const friday = nextDubaiFriday(now);
    await page.goto(`/admin/calendar?date=${charterDate}&view=day`);
    await page.getByRole('button', { name: 'Import calendars' }).click();
    const panel = page.getByRole('region', { name: 'Calendars from other channels' });
    const form = panel.getByRole('form', { name: 'Add a calendar' });
    await form.getByLabel('Yacht').selectOption({ label: 'Marina Star' });
    await form.getByLabel('Label').fill('GetMyBoat');
    await form.getByRole('button', { name: 'Add calendar' }).click();
    await expect(panel.getByText('GetMyBoat added: upload its .ics file.')).toBeVisible();

    await panel.getByLabel('Upload .ics: GetMyBoat, Marina Star').setInputFiles({
      name: 'getmyboat.ics',
      mimeType: 'text/calendar',
      buffer: Buffer.from(marketplaceFeed(charterDate, friday)),
    });
    await expect(panel.getByText('GetMyBoat synced: 2 new, 0 moved, 0 removed.')).toBeVisible();
    await expect(panel.getByText(/^Last synced .* \(Dubai\): 2 blocks\.$/)).toBeVisible();

    const cell = page.getByRole('cell', { name: /^Marina Star, / });
    await expect(cell).toContainText('10:30–12:00 Sold elsewhere');
    await expect(cell).toContainText('Booking #4411 - Ahmed');
    await expect(cell).toContainText(`Double booking with booking ${enquiry.reference}`);
    await expect(cell).toContainText('Double booking with Sold on GetMyBoat');

    // The dashboard raises it first.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    const doubles = page.getByRole('region', { name: /^Double bookings/ });
    await expect(doubles.getByRole('link')).toHaveText(
      /^Layla Hassan .*double booking: also sold on GetMyBoat/,
    );
    await doubles.getByRole('link').click();
    await expect(page).toHaveURL(`/admin/enquiries/${enquiry.id}`);

    // A visitor's finder no longer offers Marina Star on Friday evening (the week's other yachts still are).
    await page.goto(`/?date=${friday}&start=18:00&hours=4&guests=20#fleet`);
    const found = page.getByRole('list', { name: 'Yachts found' });
    await expect(found.getByRole('heading').first()).toBeVisible();
    await expect(found.getByRole('heading', { name: /Marina Star/ })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'yachts are free' })).toHaveText(
      /^5 yachts are free on Fri \d+ \w+ at 18:00 for 4 hours, 20 guests\.$/,
    );
  },
);
