import { Timestamp } from 'firebase-admin/firestore';
import type { EnquiryInput } from '../../src/domain/enquiry';
import { checkQuotesAndExport, quoteCheckEnquiries } from '../e2e/support/quote-check-journey';
import { firestore } from './support/emulators';
import { expect, signInAsOperator, test } from './support/fixtures';

// The operator's device is far from Dubai: the times in the export must still be Dubai's.
test.use({ timezoneId: 'America/Los_Angeles' });

const DATE = '2032-06-14'; // a Monday no other journey books

const REFERENCES = { forged: 'MLY-FQ2K3N', crowd: 'MLY-CR4W5E', fair: 'MLY-FA7R8T' };

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
  for (const { reference, enquiry } of quoteCheckEnquiries(REFERENCES, DATE)) await store(reference, enquiry);
  await signInAsOperator(page);

  await checkQuotesAndExport(page, {
    references: REFERENCES,
    date: DATE,
    openCalendar: () =>
      page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Calendar' }).click(),
    fileName: /^charters-all-yachts-from-\d{4}-\d{2}-\d{2}\.ics$/,
    checks: {
      refused: async () => {
        expect((await firestore().collection('enquiries').doc(REFERENCES.crowd).get()).get('status')).toBe(
          'new',
        );
      },
    },
  });
});
