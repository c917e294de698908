import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { signIn } from './support/admin-helpers';
import { storeDemoEnquiries } from './support/demo-db';

// The operator's device is far from Dubai: the times in the export must still be Dubai's.
test.use({ timezoneId: 'America/Los_Angeles' });

const DATE = '2030-05-13'; // a Monday

/**
 * An enquiry as a visitor's browser could store it: Azure Pearl (AED 450 an hour on weekdays, 12 guests) from
 * `startMinute` for `hours`, for `guests`, with the stored name and total given (a forged quote).
 */
function storedEnquiry(
  reference: string,
  name: string,
  {
    startMinute = 600,
    hours = 4,
    guests = 8,
    yachtName = 'Azure Pearl',
    totalFils = 45_000 * hours,
  }: StoredChoice = {},
) {
  return {
    id: reference,
    reference,
    createdAt: new Date().toISOString(),
    status: 'new',
    bookingId: null,
    channel: 'whatsapp',
    name,
    phone: '+971501234567',
    preferredTime: '',
    message: 'Birthday party\nVegetarian menu, please',
    language: 'en',
    campaign: {},
    quote: {
      selection: { yachtId: 'azure-pearl', date: DATE, startMinute, hours, guests, addOnIds: [] },
      yachtName,
      lines: [
        {
          kind: 'charter',
          rate: 'weekday',
          unitPriceFils: 45_000,
          quantity: hours,
          amountFils: 45_000 * hours,
        },
      ],
      subtotalFils: totalFils,
      vatMode: 'included',
      vatFils: Math.round((totalFils * 5) / 105),
      totalFils,
      depositFils: Math.round(totalFils / 2),
    },
  };
}

/** What a stored quote differs in. */
interface StoredChoice {
  startMinute?: number;
  hours?: number;
  guests?: number;
  yachtName?: string;
  totalFils?: number;
}

test('a forged quote is flagged with both amounts, an enquiry over capacity is refused, and the .ics export parses', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  await storeDemoEnquiries(page, [
    storedEnquiry('MLY-FQ2K3M', 'Forger', { yachtName: 'Cheap Boat', totalFils: 10_000 }),
    storedEnquiry('MLY-CR4W5D', 'Crowd', { startMinute: 16 * 60, hours: 2, guests: 15 }),
    storedEnquiry('MLY-FA7R8Q', 'Fair Client', { startMinute: 20 * 60, hours: 2 }),
  ]);

  // The forged quote: the fleet's name for the yacht, and both totals before Confirm.
  await page.goto('/admin/enquiries?q=MLY-FQ2K3M');
  const forged = page.getByRole('listitem').filter({ hasText: 'MLY-FQ2K3M' });
  await expect(forged).toContainText('Azure Pearl (quoted as “Cheap Boat”)');
  await expect(forged).toContainText(
    /The quote differs from today’s price list\. Stored total AED\s100; today’s price AED\s1,800\./,
  );
  await expectNoSeriousA11yViolations(page);

  // Over capacity: flagged before, and Confirm refused with the reason.
  await page.goto('/admin/enquiries?q=MLY-CR4W5D');
  const crowd = page.getByRole('listitem').filter({ hasText: 'MLY-CR4W5D' });
  await expect(crowd).toContainText(
    'Confirm will be refused: Azure Pearl takes at most 12 guests; this enquiry is for 15.',
  );
  await crowd.getByRole('button', { name: 'Confirm booking MLY-CR4W5D' }).click();
  await expect(crowd.getByRole('alert')).toHaveText(
    'Could not confirm this booking. Azure Pearl takes at most 12 guests; this enquiry is for 15.',
  );

  // A fair one is confirmed, then exported from the calendar.
  await page.goto('/admin/enquiries?q=MLY-FA7R8Q');
  const fair = page.getByRole('listitem').filter({ hasText: 'MLY-FA7R8Q' });
  await expect(fair).toContainText('Price checked: the quote matches today’s price list.');
  await fair.getByRole('button', { name: 'Confirm booking MLY-FA7R8Q' }).click();
  await expect(fair.getByRole('alert')).toHaveText(/Booked\./);

  await fair.getByRole('link', { name: 'View MLY-FA7R8Q on the calendar' }).click();
  await expect(page.getByRole('cell', { name: 'Azure Pearl, Mon 13 May' })).toContainText(
    '20:00–22:00 Booking MLY-FA7R8Q',
  );
  await page.getByRole('button', { name: 'Export .ics' }).click();
  const form = page.getByRole('form', { name: 'Export confirmed charters (.ics)' });
  await expect(form).toContainText('Confirmed charters from today (Dubai) on');
  await form.getByLabel('Yachts').selectOption({ label: 'Azure Pearl' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    form.getByRole('button', { name: 'Download .ics' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^charters-azure-pearl-from-\d{4}-\d{2}-\d{2}\.ics$/);
  await expect(form.getByRole('alert')).toContainText('Downloaded');
  await expectNoSeriousA11yViolations(page);

  const text = await readFile((await download.path()) ?? '', 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  expect(zone).not.toBeNull();
  if (zone) ICAL.TimezoneService.register(zone);
  const event = calendar
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent))
    .find((candidate) => candidate.description.includes('MLY-FA7R8Q'));
  expect(event?.summary).toBe('Azure Pearl: Fair Client');
  // 20:00–22:00 in Dubai is 16:00–18:00 UTC.
  expect(event?.startDate.toJSDate().toISOString()).toBe(`${DATE}T16:00:00.000Z`);
  expect(event?.endDate.toJSDate().toISOString()).toBe(`${DATE}T18:00:00.000Z`);
  expect(event?.description).toContain('Client’s message: Birthday party\nVegetarian menu, please');
  expect(event?.description).toContain('Guests: 8');
});
