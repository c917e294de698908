import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { signIn } from './support/admin-helpers';
import { storeDemoEnquiries } from './support/demo-db';
import { checkQuotesAndExport, quoteCheckEnquiries } from './support/quote-check-journey';

// The operator's device is far from Dubai: the times in the export must still be Dubai's.
test.use({ timezoneId: 'America/Los_Angeles' });

const DATE = '2030-05-13'; // a Monday

const REFERENCES = { forged: 'MLY-FQ2K3M', crowd: 'MLY-CR4W5D', fair: 'MLY-FA7R8Q' };

test('a forged quote is flagged with both amounts, an enquiry over capacity is refused, and the .ics export parses', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  // As the visitor's browser stores them in the demo's database.
  await storeDemoEnquiries(
    page,
    quoteCheckEnquiries(REFERENCES, DATE).map(({ reference, enquiry }) => ({
      id: reference,
      reference,
      createdAt: new Date().toISOString(),
      status: 'new',
      bookingId: null,
      ...enquiry,
    })),
  );

  const event = await checkQuotesAndExport(page, {
    references: REFERENCES,
    date: DATE,
    openCalendar: async (fair) => {
      await fair.getByRole('link', { name: 'View MLY-FA7R8Q on the calendar' }).click();
      await expect(page.getByRole('cell', { name: 'Azure Pearl, Mon 13 May' })).toContainText(
        '20:00–22:00 Booking MLY-FA7R8Q',
      );
    },
    fileName: /^charters-azure-pearl-from-\d{4}-\d{2}-\d{2}\.ics$/,
    checks: {
      forged: () => expectNoSeriousA11yViolations(page),
      exporting: async (form) => {
        await expect(form).toContainText('Confirmed charters from today (Dubai) on');
        await form.getByLabel('Yachts').selectOption({ label: 'Azure Pearl' });
      },
      downloaded: async (form) => {
        await expect(form.getByRole('alert')).toContainText('Downloaded');
        await expectNoSeriousA11yViolations(page);
      },
    },
  });
  expect(event?.endDate.toJSDate().toISOString()).toBe(`${DATE}T18:00:00.000Z`);
  expect(event?.description).toContain('Guests: 8');
});
