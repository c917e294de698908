import { addDays } from '../../src/domain/booking/dubai-time';
import { dubaiWeekdayAhead } from '../e2e/support/booking-helpers';
import { holdQuotedSlot } from '../e2e/support/hold-journey';
import { firestore } from './support/emulators';
import { quotedMarinaStar } from './support/enquiries';
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
      await enquiry.set(quotedMarinaStar(REFERENCE, 'Hold Journey', date));
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
