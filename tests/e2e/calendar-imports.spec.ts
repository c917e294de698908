import { dubaiToday } from '../../src/domain/booking/dubai-time';
import { signIn } from './support/admin-helpers';
import { charterEnquiry } from './support/admin-charter-journey';
import { importMarketplaceCalendar } from './support/calendar-import-journey';
import { storeDemoEnquiries } from './support/demo-db';
import { nextDubaiFriday } from './support/finder-helpers';
import { DATED, expect, test } from './support/fixtures';

test(
  'the operator imports a marketplace calendar: its blocks on the calendar, the double booking first on the dashboard, and the slot no longer offered',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(90_000);
    await signIn(page);
    // Layla's charter on Marina Star, three days ahead, 10:00–12:00, confirmed here.
    const enquiry = charterEnquiry(dubaiToday(now), now);
    await storeDemoEnquiries(page, [enquiry], { replace: true });
    await page.goto(`/admin/enquiries/${enquiry.id}`);
    await page.getByRole('button', { name: `Confirm booking ${enquiry.reference}` }).click();
    await expect(page.getByText('Booked. The slot is now blocked on the calendar.')).toBeVisible();

    await importMarketplaceCalendar(page, {
      reference: enquiry.reference,
      client: enquiry.name,
      charterDate: enquiry.quote.selection.date,
      friday: nextDubaiFriday(now),
    });
  },
);
