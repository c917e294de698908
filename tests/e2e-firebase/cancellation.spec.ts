import { thirtyHoursAhead } from '../e2e/support/booking-helpers';
import { charterPageMade } from '../e2e/support/admin-charter-journey';
import { firestore } from './support/emulators';
import { quotedAzurePearl, writeQuoted } from './support/enquiries';
import { expect, signInAsOperator, test } from './support/fixtures';

// Firebase without Functions: the operator records what was taken and what goes back, and the rules bind it all.
const REFERENCE = 'MLY-CNCE2E';

test('without Functions, a charter paid in cash and cancelled 30 hours before gets half back in cash, with its credit receipt, and its slot is free', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const enquiry = firestore().collection('enquiries').doc(REFERENCE);
  try {
    await writeQuoted(quotedAzurePearl(REFERENCE, 'Cancel Journey', thirtyHoursAhead(Date.now())));
    await signInAsOperator(page);
    await page.goto(`/admin/enquiries/${REFERENCE}`);
    await page.getByRole('button', { name: `Confirm booking ${REFERENCE}` }).click();
    await expect(page.getByText('Booked. The slot is now blocked on the calendar.')).toBeVisible();
    await charterPageMade(page, REFERENCE);
    const payments = page.getByRole('region', { name: `Payments of ${REFERENCE}` });
    // No balance link without the server: the panel says how to take the money instead.
    await expect(payments.getByText(/need the server/)).toBeVisible();
    await payments.getByRole('button', { name: 'Record a payment or refund' }).click();
    await payments.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(payments.getByText('Paid in full')).toBeVisible();

    const cancellation = page.getByRole('region', { name: `Cancellation of ${REFERENCE}` });
    await cancellation.getByRole('button', { name: 'Cancel by the policy' }).click();
    await expect(cancellation.getByText(/The policy gives back 50%: AED\s450\./)).toBeVisible();
    await cancellation.getByRole('button', { name: /^Cancel and refund AED\s450$/ }).click();
    await expect(cancellation.getByText(/Cancelled: the slot is free/)).toBeVisible();
    await expect(payments.getByRole('link', { name: /^Credit receipt CN-\d{4}-\d{6}$/ })).toBeVisible();
    await expect(payments.getByText('None: the charter was cancelled')).toBeVisible();

    const stored = (await enquiry.get()).data();
    expect(stored).toMatchObject({
      status: 'lost',
      bookingId: null,
      cancellation: { reason: 'client', policyFils: 45_000, refundFils: 45_000 },
      money: { paidFils: 90_000, refundedFils: 45_000 },
    });
    const bookings = await firestore().collection('bookings').where('enquiryId', '==', REFERENCE).get();
    expect(bookings.size).toBe(0);
  } finally {
    await firestore().recursiveDelete(enquiry);
  }
});
