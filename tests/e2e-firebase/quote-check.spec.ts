import { readFile } from 'node:fs/promises';
import { Timestamp } from 'firebase-admin/firestore';
import ICAL from 'ical.js';
import type { EnquiryInput } from '../../src/domain/enquiry';
import { firestore } from './support/emulators';
import { expect, signInAsOperator, test } from './support/fixtures';

// The operator's device is far from Dubai: the times in the export must still be Dubai's.
test.use({ timezoneId: 'America/Los_Angeles' });

const DATE = '2032-06-14'; // a Monday no other journey books

/** What a stored quote differs in. */
interface StoredChoice {
  startMinute?: number;
  hours?: number;
  guests?: number;
  yachtName?: string;
  totalFils?: number;
}

/** A quote of Azure Pearl (AED 450 an hour on weekdays, 12 guests), with the stored name and total given. */
function input(
  name: string,
  {
    startMinute = 600,
    hours = 4,
    guests = 8,
    yachtName = 'Azure Pearl',
    totalFils = 45_000 * hours,
  }: StoredChoice = {},
): EnquiryInput {
  return {
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

/** Stores the enquiry in Firestore directly, in the shape the site stores (a forger's quote). */
async function store(reference: string, enquiry: EnquiryInput) {
  await firestore()
    .collection('enquiries')
    .doc(reference)
    .set({
      ...enquiry,
      reference,
      nameKey: enquiry.name.toLowerCase(),
      status: 'new',
      bookingId: null,
      createdAt: Timestamp.now(),
    });
}

test('on Firebase: a forged quote is flagged, an enquiry over capacity is refused, and the .ics export parses', async ({
  page,
}) => {
  await store('MLY-FQ2K3N', input('Forger', { yachtName: 'Cheap Boat', totalFils: 10_000 }));
  await store('MLY-CR4W5E', input('Crowd', { startMinute: 16 * 60, hours: 2, guests: 15 }));
  await store('MLY-FA7R8T', input('Fair Client', { startMinute: 20 * 60, hours: 2 }));
  await signInAsOperator(page);

  await page.goto('/admin/enquiries?q=MLY-FQ2K3N');
  const forged = page.getByRole('listitem').filter({ hasText: 'MLY-FQ2K3N' });
  await expect(forged).toContainText('Azure Pearl (quoted as “Cheap Boat”)');
  await expect(forged).toContainText(
    /The quote differs from today’s price list\. Stored total AED\s100; today’s price AED\s1,800\./,
  );

  await page.goto('/admin/enquiries?q=MLY-CR4W5E');
  const crowd = page.getByRole('listitem').filter({ hasText: 'MLY-CR4W5E' });
  await expect(crowd).toContainText(
    'Confirm will be refused: Azure Pearl takes at most 12 guests; this enquiry is for 15.',
  );
  await crowd.getByRole('button', { name: 'Confirm booking MLY-CR4W5E' }).click();
  await expect(crowd.getByRole('alert')).toHaveText(
    'Could not confirm this booking. Azure Pearl takes at most 12 guests; this enquiry is for 15.',
  );
  expect((await firestore().collection('enquiries').doc('MLY-CR4W5E').get()).get('status')).toBe('new');

  await page.goto('/admin/enquiries?q=MLY-FA7R8T');
  const fair = page.getByRole('listitem').filter({ hasText: 'MLY-FA7R8T' });
  await expect(fair).toContainText('Price checked: the quote matches today’s price list.');
  await fair.getByRole('button', { name: 'Confirm booking MLY-FA7R8T' }).click();
  await expect(fair.getByRole('alert')).toHaveText(/Booked\./);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Calendar' }).click();
  await page.getByRole('button', { name: 'Export .ics' }).click();
  const form = page.getByRole('form', { name: 'Export confirmed charters (.ics)' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    form.getByRole('button', { name: 'Download .ics' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^charters-all-yachts-from-\d{4}-\d{2}-\d{2}\.ics$/);
  const text = await readFile((await download.path()) ?? '', 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  expect(zone).not.toBeNull();
  if (zone) ICAL.TimezoneService.register(zone);
  const event = calendar
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent))
    .find((candidate) => candidate.description.includes('MLY-FA7R8T'));
  expect(event?.summary).toBe('Azure Pearl: Fair Client');
  expect(event?.startDate.toJSDate().toISOString()).toBe(`${DATE}T16:00:00.000Z`);
  expect(event?.description).toContain('Client’s message: Birthday party\nVegetarian menu, please');
});
