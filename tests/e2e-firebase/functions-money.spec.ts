import Stripe from 'stripe';
import { addDays } from '../../src/domain/booking/dubai-time';
import { FUNCTIONS_REGION, FUNCTION_NAMES } from '../../src/domain/server-api';
import { startStripeStandIn } from '../functions/stripe-stand-in';
import { firestore } from './support/emulators';
import { quotedAzurePearl, writeQuoted } from './support/enquiries';
import { charterPageMade } from '../e2e/support/admin-charter-journey';
import {
  captureWhatsappTab,
  dubaiWeekdayAhead,
  panelOf,
  scrollToPanel,
  thirtyHoursAhead,
} from '../e2e/support/booking-helpers';
import { DATED, expect, signInAsOperator, test, waitForAppStarted } from './support/fixtures';

// Run by `npm run test:e2e:functions`: the Firebase build with VITE_USE_FUNCTIONS, on the Functions emulator, whose
// functions talk to a stand-in for Stripe's API started here. The money of one charter from the confirmation on:
// the balance paid online, then a cancellation by the policy refunded to the card with its credit note.
const REFERENCE = 'MLY-MNYE2E';

async function sendSigned(event: unknown) {
  const payload = JSON.stringify(event);
  const functions = `http://${process.env.FUNCTIONS_EMULATOR_HOST}/${process.env.GCLOUD_PROJECT}/${FUNCTIONS_REGION}`;
  const response = await fetch(`${functions}/${FUNCTION_NAMES.stripeWebhook}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: process.env.STRIPE_WEBHOOK_SECRET ?? '',
      }),
    },
    body: payload,
  });
  expect(response.status).toBe(200);
}

/**
 * The enquiry of a charter on Azure Pearl for AED 900, quoted: 30 hours ahead, or `laterDays` after that (the tests run
 * side by side, each on its own slot). Not Marina Star: functions-enquiry.spec.ts changes its price for a while.
 */
const quotedCharter = (reference: string, laterDays = 0) =>
  quotedAzurePearl(reference, 'Money Journey', thirtyHoursAhead(Date.now() + laterDays * 86_400_000));

test('the balance is paid online, then the charter is cancelled 30 hours before: half back to the card, with its credit note', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stripe = await startStripeStandIn();
  const enquiry = firestore().collection('enquiries').doc(REFERENCE);
  try {
    await writeQuoted(quotedCharter(REFERENCE));

    await signInAsOperator(page);
    await page.goto(`/admin/enquiries/${REFERENCE}`);
    await page.getByRole('button', { name: `Confirm booking ${REFERENCE}` }).click();
    await expect(page.getByText('Booked. The slot is now blocked on the calendar.')).toBeVisible();
    await charterPageMade(page, REFERENCE);
    const payments = page.getByRole('region', { name: `Payments of ${REFERENCE}` });

    // The balance link: a Checkout Session for all that is due, made by the server.
    await payments.getByRole('button', { name: 'Balance link' }).click();
    const link = payments.getByRole('link', { name: /^Balance link \(AED\s900\): / });
    await expect(link).toHaveAttribute(
      'href',
      /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_standin\d+$/,
    );
    const sessionId = ((await link.getAttribute('href')) ?? '').split('/').pop() ?? '';
    expect(stripe.requests.find((request) => request.path === '/v1/checkout/sessions')?.form).toMatchObject({
      currency: 'aed',
      'line_items[0][price_data][unit_amount]': '90000',
      'metadata[enquiryId]': REFERENCE,
    });
    await sendSigned({
      id: `evt_e2e_balance_${Date.now()}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          metadata: { enquiryId: REFERENCE, reference: REFERENCE, purpose: 'balance' },
          amount_total: 90_000,
          currency: 'aed',
          payment_intent: 'pi_e2e_money',
          payment_status: 'paid',
        },
      },
    });
    await page.reload();
    await expect(payments.getByText('Paid in full')).toBeVisible();
    await expect(payments.getByRole('link', { name: /^Receipt INV-\d{4}-\d{6}$/ })).toBeVisible();

    // Cancelled for the client: half back by the policy, to the card through Stripe.
    const cancellation = page.getByRole('region', { name: `Cancellation of ${REFERENCE}` });
    await cancellation.getByRole('button', { name: 'Cancel by the policy' }).click();
    await expect(cancellation.getByText(/The policy gives back 50%: AED\s450\./)).toBeVisible();
    await cancellation.getByRole('button', { name: /^Cancel and refund AED\s450$/ }).click();
    await expect(cancellation.getByText(/Cancelled: the slot is free/)).toBeVisible();
    const refund = stripe.requests.find((request) => request.path === '/v1/refunds');
    expect(refund?.form).toMatchObject({ payment_intent: 'pi_e2e_money', amount: '45000' });
    await expect(payments.getByRole('link', { name: /^Credit receipt CN-\d{4}-\d{6}$/ })).toBeVisible();
    await expect(cancellation.getByText(/Still to refund/)).toHaveCount(0);
  } finally {
    await stripe.close();
    await firestore().recursiveDelete(enquiry);
  }
});

test(
  'a weather cancellation gives a voucher: the server stores the code with the next enquiry, the operator applies it',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(150_000);
    const reference = 'MLY-WTHE2E';
    const enquiry = firestore().collection('enquiries').doc(reference);
    let next = '';
    try {
      await writeQuoted(quotedCharter(reference, 2));
      await signInAsOperator(page);
      await page.goto(`/admin/enquiries/${reference}`);
      await page.getByRole('button', { name: `Confirm booking ${reference}` }).click();
      await expect(page.getByText('Booked. The slot is now blocked on the calendar.')).toBeVisible();
      await charterPageMade(page, reference);
      const payments = page.getByRole('region', { name: `Payments of ${reference}` });
      await payments.getByRole('button', { name: 'Record a payment or refund' }).click();
      await payments.getByRole('button', { name: 'Record', exact: true }).click();
      await expect(payments.getByText('Paid in full')).toBeVisible();

      const cancellation = page.getByRole('region', { name: `Cancellation of ${reference}` });
      await cancellation.getByRole('button', { name: 'Cancel by the policy' }).click();
      await cancellation.getByRole('radio', { name: 'weather' }).check();
      await cancellation.getByRole('button', { name: /^Cancel and refund AED\s0$/ }).click();
      const issued = cancellation.getByText(/^Credit voucher [2-9A-HJKMNP-Z]{10} for AED\s900\.$/);
      await expect(issued).toBeVisible();
      const code = /[2-9A-HJKMNP-Z]{10}/.exec((await issued.textContent()) ?? '')?.[0] ?? '';

      // The client books again with the code; the server prices and stores the enquiry with it.
      await captureWhatsappTab(page);
      await page.goto('/productdetail/marina-star');
      await waitForAppStarted(page);
      const panel = await scrollToPanel(page, panelOf(page));
      await panel.getByLabel('Date').fill(addDays(dubaiWeekdayAhead(now), 7));
      await panel.getByLabel('Start time').selectOption({ label: '10:00 – 12:00' });
      await panel.getByLabel('Hours').selectOption({ label: '2 hours' });
      await panel.getByRole('button', { name: 'Have a voucher code?' }).click();
      await panel.getByLabel('Voucher code').fill(code);
      await panel.getByRole('button', { name: 'Check the code' }).click();
      await expect(panel.getByRole('status').filter({ hasText: 'A credit of' })).toContainText(/AED\s900/);
      await panel.getByRole('button', { name: 'Send on WhatsApp' }).click();
      next = (await panel.getByText(/^MLY-[2-9A-HJ-NP-Z]{6}$/).textContent()) ?? '';
      expect((await firestore().collection('enquiries').doc(next).get()).get('voucherCode')).toBe(code);

      await page.goto(`/admin/enquiries/${next}`);
      await page.getByRole('button', { name: `Confirm booking ${next}` }).click();
      // Confirming makes the client's page too (a write to the enquiry): the voucher is applied once it is there.
      await charterPageMade(page, next);
      const nextCancellation = page.getByRole('region', { name: `Cancellation of ${next}` });
      await nextCancellation.getByRole('button', { name: 'Apply the voucher' }).click();
      await expect(nextCancellation.getByText(/Applied: the credit is recorded as a payment/)).toBeVisible();
      const nextPayments = page.getByRole('region', { name: `Payments of ${next}` });
      await expect(nextPayments.getByText('Credit (voucher)', { exact: true })).toBeVisible();
      expect((await firestore().collection('vouchers').doc(code).get()).get('usedFils')).toBe(90_000);
    } finally {
      await firestore().recursiveDelete(enquiry);
      if (next) await firestore().recursiveDelete(firestore().collection('enquiries').doc(next));
    }
  },
);
