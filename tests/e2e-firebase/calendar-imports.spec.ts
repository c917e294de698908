import { addDays } from '../../src/domain/booking/dubai-time';
import { charterPageMade } from '../e2e/support/admin-charter-journey';
import { dubaiWeekdayAhead } from '../e2e/support/booking-helpers';
import { importMarketplaceCalendar } from '../e2e/support/calendar-import-journey';
import { nextDubaiFriday } from '../e2e/support/finder-helpers';
import { firestore } from './support/emulators';
import { quotedMarinaStar } from './support/enquiries';
import { DATED, expect, signInAsOperator, test } from './support/fixtures';

// Firebase without Functions: the feed, its blocks and their busy days in Firestore under the rules, the file read in
// the operator's browser.
const REFERENCE = 'MLY-IMPE2E';

test(
  'on Firebase, an imported marketplace calendar blocks the slot it sold and raises the double booking',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(120_000);
    // Days no other test here books (they run two at a time): three weeks after the usual weekday and Friday.
    const charterDate = addDays(dubaiWeekdayAhead(now), 21);
    const friday = addDays(nextDubaiFriday(now), 21);
    const enquiry = firestore().collection('enquiries').doc(REFERENCE);
    try {
      await enquiry.set(quotedMarinaStar(REFERENCE, 'Import Journey', charterDate));
      await signInAsOperator(page);
      await page.goto(`/admin/enquiries/${REFERENCE}`);
      await page.getByRole('button', { name: `Confirm booking ${REFERENCE}` }).click();
      await expect(page.getByText('Booked. The slot is now blocked on the calendar.')).toBeVisible();
      await charterPageMade(page, REFERENCE);

      await importMarketplaceCalendar(page, {
        reference: REFERENCE,
        client: 'Import Journey',
        charterDate,
        friday,
      });
      // Removing the feed left nothing of it behind.
      expect((await firestore().collection('importFeeds').get()).size).toBe(0);
      expect((await firestore().collection('bookings').where('blockKind', '==', 'imported').get()).size).toBe(
        0,
      );
    } finally {
      // The charter goes with its booking and busy day, so the next tests find the day free.
      const bookingId = (await enquiry.get()).get('bookingId') as string | null;
      if (bookingId) await firestore().collection('bookings').doc(bookingId).delete();
      await firestore().doc(`yachtDays/marina-star_${charterDate}`).delete();
      await firestore().recursiveDelete(enquiry);
    }
  },
);
