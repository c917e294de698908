import { Timestamp } from 'firebase-admin/firestore';
import { dubaiToday } from '../../src/domain/booking/dubai-time';
import {
  addGuestsOnTheirPage,
  charterEnquiry,
  JOURNEY_GUESTS,
  workTheCharter,
} from '../e2e/support/admin-charter-journey';
import { firestore } from './support/emulators';
import { DATED, expect, signInAsOperator, test } from './support/fixtures';

// The operator's browser is in New York: the list and the manifest still say Dubai's times.
test.use({ timezoneId: 'America/New_York', permissions: ['clipboard-read', 'clipboard-write'] });

test(
  'the operator confirms an enquiry, sends the charter page, sees the guests, prints the manifest and erases the IDs (Firebase)',
  { tag: DATED },
  async ({ page, browser, now }) => {
    test.setTimeout(120_000);
    const { id, createdAt, ...enquiry } = charterEnquiry(dubaiToday(now), now);
    // Its slot freed of anything an earlier run booked there.
    const booked = await firestore().collection('bookings').where('enquiryId', '==', id).get();
    for (const booking of booked.docs) await booking.ref.delete();
    await firestore()
      .doc(`yachtDays/${enquiry.quote.selection.yachtId}_${enquiry.quote.selection.date}`)
      .delete();
    // Stored as the site stores it: under the reference, with a server timestamp and the name's search key.
    await firestore()
      .doc(`enquiries/${id}`)
      .set({
        ...enquiry,
        nameKey: enquiry.name.toLowerCase(),
        createdAt: Timestamp.fromDate(new Date(createdAt)),
      });
    await signInAsOperator(page);
    await page.goto(`/admin/enquiries/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Enquiry ${id}` })).toBeVisible();

    let guestToken = '';
    await workTheCharter(page, {
      reference: id,
      // The guests on their own phones: another browser, an anonymous user of its own.
      addGuests: async (_operator, url) => {
        guestToken = /\/charter\/([\w-]{22})\/guests$/.exec(url)?.[1] ?? '';
        const phone = await browser.newContext({ timezoneId: 'Asia/Dubai' });
        await addGuestsOnTheirPage(await phone.newPage(), url, JOURNEY_GUESTS);
        await phone.close();
      },
      afterErase: async () => {
        // Gone from storage, not only from view; the names stay for the records.
        const list = firestore().doc(`guestLists/${guestToken}`);
        const ids = await list.collection('ids').get();
        expect(ids.docs.map((doc) => doc.get('idNumber') as string)).toEqual(['', '']);
        expect((await list.collection('guests').get()).size).toBe(2);
        expect((await firestore().doc(`enquiries/${id}`).get()).get('charter.idsErasedCount')).toBe(2);
      },
    });
  },
);
