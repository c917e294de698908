import { Timestamp } from 'firebase-admin/firestore';
import { addDays } from '../../src/domain/booking/dubai-time';
import { dubaiWeekdayAhead } from '../e2e/support/booking-helpers';
import { holdQuotedSlot } from '../e2e/support/hold-journey';
import { firestore } from './support/emulators';
import { DATED, signInAsOperator, test } from './support/fixtures';

// Firebase without Functions: the hold and its busy interval written under the rules, the visitor's finder reading
// the yacht's busy days, the lapse seen by the browser's clock moved six hours on.
const REFERENCE = 'MLY-HQLDE2';

test(
  'on Firebase, a quote’s hold keeps its slot from visitors until it lapses by itself',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(120_000);
    // A day no other test here books (they run two at a time): four weeks after the usual weekday.
    const date = addDays(dubaiWeekdayAhead(now), 28);
    const enquiry = firestore().collection('enquiries').doc(REFERENCE);
    try {
      await enquiry.set({
        reference: REFERENCE,
        channel: 'whatsapp',
        name: 'Hold Journey',
        nameKey: 'hold journey',
        phone: '+971501234567',
        preferredTime: '',
        message: '',
        language: 'en',
        campaign: {},
        quote: {
          selection: { yachtId: 'marina-star', date, startMinute: 600, hours: 2, guests: 6, addOnIds: [] },
          yachtName: 'Marina Star',
          lines: [
            { kind: 'charter', rate: 'weekday', unitPriceFils: 75_000, quantity: 2, amountFils: 150_000 },
          ],
          subtotalFils: 150_000,
          vatMode: 'included',
          vatFils: 7_143,
          totalFils: 150_000,
          depositFils: 75_000,
        },
        status: 'quoted',
        bookingId: null,
        createdAt: Timestamp.now(),
      });
      // The machine's clock, which the journey moves on (the emulators and their rules keep the real one).
      await page.clock.install({ time: now });
      await signInAsOperator(page);
      await holdQuotedSlot(page, { reference: REFERENCE, date, yachtName: 'Marina Star' });
    } finally {
      const holdId = (await enquiry.get()).get('holdId') as string | undefined;
      if (holdId) await firestore().collection('bookings').doc(holdId).delete();
      await firestore().doc(`yachtDays/marina-star_${date}`).delete();
      await firestore().recursiveDelete(enquiry);
    }
  },
);
