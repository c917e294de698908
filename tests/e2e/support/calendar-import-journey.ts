import type { Page } from '@playwright/test';
import { dubaiInstant } from '../../../src/domain/booking/dubai-time';
import { expect } from './fixtures';

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

/**
 * The operator imports a marketplace's calendar for Marina Star on the calendar screen (a label, the file uploaded),
 * sees its blocks and the double booking over the confirmed charter `reference` (on `charterDate`, 10:00–12:00) on the
 * calendar and first on the dashboard; a visitor's finder no longer offers Marina Star on Friday evening. Then the
 * feed is removed with its blocks, and the finder offers the yacht again. The same in both modes.
 */
export async function importMarketplaceCalendar(
  page: Page,
  {
    reference,
    client,
    charterDate,
    friday,
  }: { reference: string; client: string; charterDate: string; friday: string },
) {
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
  await expect(cell).toContainText(`Double booking with booking ${reference}`);
  await expect(cell).toContainText('Double booking with Sold on GetMyBoat');

  // The dashboard raises it first.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  const doubles = page.getByRole('region', { name: /^Double bookings/ });
  await expect(doubles.getByRole('link')).toHaveText(
    new RegExp(`^${client} .*double booking: also sold on GetMyBoat`),
  );

  // A visitor's finder no longer offers Marina Star on Friday evening; the other free yachts still are.
  const finderAsks = `/?date=${friday}&start=18:00&hours=4&guests=20#fleet`;
  const found = page.getByRole('list', { name: 'Yachts found' });
  const freeCount = page.getByRole('status').filter({ hasText: 'yachts are free' });
  await page.goto(finderAsks);
  await expect(freeCount).toHaveText(/^5 yachts are free on Fri \d+ \w+ at 18:00 for 4 hours, 20 guests\.$/);
  await expect(found.getByRole('heading', { name: /Marina Star/ })).toHaveCount(0);

  // Removed with its blocks: the slot is offered again.
  await page.goto(`/admin/calendar?date=${charterDate}&view=day`);
  await page.getByRole('button', { name: 'Import calendars' }).click();
  await panel.getByRole('button', { name: 'Remove: GetMyBoat, Marina Star' }).click();
  await panel.getByRole('button', { name: 'Yes, remove the feed' }).click();
  await expect(panel.getByText('GetMyBoat removed, with its blocks.')).toBeVisible();
  await expect(cell).not.toContainText('Sold elsewhere');
  await page.goto(finderAsks);
  await expect(freeCount).toHaveText(/^6 yachts are free/);
  await expect(found.getByRole('heading', { name: /Marina Star/ })).toHaveCount(1);
}
