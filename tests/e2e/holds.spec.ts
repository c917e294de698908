import { dubaiToday } from '../../src/domain/booking/dubai-time';
import { signIn } from './support/admin-helpers';
import { charterEnquiry } from './support/admin-charter-journey';
import { storeDemoEnquiries } from './support/demo-db';
import { holdQuotedSlot } from './support/hold-journey';
import { DATED, test } from './support/fixtures';

test(
  'the operator holds a quote’s slot for six hours: taken to visitors and on the calendar until it lapses by itself',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(90_000);
    await signIn(page);
    // Layla's quote on Marina Star, three days ahead, 10:00–12:00, not yet confirmed.
    const enquiry = charterEnquiry(dubaiToday(now), now);
    await storeDemoEnquiries(page, [enquiry], { replace: true });
    await holdQuotedSlot(page, {
      reference: enquiry.reference,
      date: enquiry.quote.selection.date,
      yachtName: 'Marina Star',
    });
  },
);
