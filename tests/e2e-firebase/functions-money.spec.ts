import Stripe from 'stripe';
import { Timestamp } from 'firebase-admin/firestore';
import { addDays, toDubaiDateTime } from '../../src/domain/booking/dubai-time';
import { FUNCTIONS_REGION, FUNCTION_NAMES } from '../../src/domain/server-api';
import { startStripeStandIn } from '../functions/stripe-stand-in';
import { firestore } from './support/emulators';
import { expect, signInAsOperator, test } from './support/fixtures';

// Run by `npm run test:e2e:functions`: the Firebase build with VITE_USE_FUNCTIONS, on the Functions emulator, whose
// functions talk to a stand-in for Stripe's API started here. The money of one charter from the confirmation on:
// the balance paid online, then a cancellation by the policy refunded to the card with its credit note.
const REFERENCE = 'MLY-MNYE2E';

/** 30 hours from now, or the next whole hour the yachts sail from there (08:00 to 22:00 in Dubai). */
function thirtyHoursAhead(now: number) {
  const { date, minute } = toDubaiDateTime(now + 30 * 3_600_000);
  const hour = Math.ceil(minute / 60) * 60;
  if (hour < 8 * 60) return { date, startMinute: 8 * 60 };
  return hour <= 22 * 60 ? { date, startMinute: hour } : { date: addDays(date, 1), startMinute: 8 * 60 };
}

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

test('the balance is paid online, then the charter is cancelled 30 hours before: half back to the card, with its credit note', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stripe = await startStripeStandIn();
  const enquiry = firestore().collection('enquiries').doc(REFERENCE);
  try {
    await enquiry.set({
      reference: REFERENCE,
      channel: 'whatsapp',
      name: 'Money Journey',
      nameKey: 'money journey',
      phone: '+971501234567',
      preferredTime: '',
      message: '',
      language: 'en',
      campaign: {},
      quote: {
        // Not Marina Star: functions-enquiry.spec.ts changes its price for a while.
        selection: {
          yachtId: 'azure-pearl',
          ...thirtyHoursAhead(Date.now()),
          hours: 2,
          guests: 4,
          addOnIds: [],
        },
        yachtName: 'Azure Pearl',
        lines: [{ kind: 'charter', rate: 'weekday', unitPriceFils: 45_000, quantity: 2, amountFils: 90_000 }],
        subtotalFils: 90_000,
        vatMode: 'included',
        vatFils: 4_286,
        totalFils: 90_000,
        depositFils: 45_000,
      },
      status: 'quoted',
      bookingId: null,
      createdAt: Timestamp.now(),
    });

    await signInAsOperator(page);
    await page.goto(`/admin/enquiries/${REFERENCE}`);
    await page.getByRole('button', { name: `Confirm booking ${REFERENCE}` }).click();
    await expect(page.getByText('Booked. The slot is now blocked on the calendar.')).toBeVisible();
    const payments = page.getByRole('region', { name: `Payments of ${REFERENCE}` });

    // The balance link: a Checkout Session for all that is due, made by the server.
    await payments.getByRole('button', { name: 'Balance link' }).click();
    const link = payments.getByRole('link', { name: /^Balance link \(AED\s900\): / });
    await expect(link).toHaveAttribute('href', /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_standin\d+$/);
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
