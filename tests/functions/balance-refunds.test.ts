import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FUNCTION_NAMES } from '../../src/domain/server-api';
import { ONLINE_PAYMENTS_NEED_FUNCTIONS } from '../../src/domain/ledger/payment-link';
import {
  callFunction,
  deleteApps,
  functionsEmulators,
  ownerFirestore,
  siteBackend,
  type FunctionsEmulators,
} from './functions-env';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';
import { PASSWORD, idToken, sendWebhook } from './stripe-kit';

/**
 * The balance paid online and refunds to the card (docs/decisions/0047-balance-and-refunds-online.md) on the
 * Functions, Firestore and Auth emulators, the functions pointed at a local stand-in for Stripe's API and Stripe's
 * events signed by its own test helper: the balance link from the operator and from the charter page, the webhook's
 * payment, replays and unsigned events, refunds through refundOnline and from Stripe's dashboard, and the numbering
 * of documents issued at once.
 */
let emulators: FunctionsEmulators;
let owner: ReturnType<typeof ownerFirestore>;
let stripe: StripeStandIn;
let adminToken: string;
let visitorToken: string;
let adminEmail: string;
// The test run's SITE_ORIGIN (scripts/with-emulators.mjs): the return pages are made from it.
const ORIGIN = 'http://site.test';
const ID = 'MLY-BALNC2';
const TOKEN = 'T'.repeat(21) + 'b';
const GUEST = 'G'.repeat(22);
const HOUR = 3_600_000;

const quote = {
  selection: { yachtId: 'pearl', date: '2030-01-07', startMinute: 600, hours: 3, guests: 6, addOnIds: [] },
  yachtName: 'Ocean Pearl',
  lines: [{ kind: 'charter', rate: 'weekday', unitPriceFils: 100_000, quantity: 3, amountFils: 300_000 }],
  subtotalFils: 300_000,
  vatMode: 'included',
  vatFils: 14_286,
  totalFils: 300_000,
  depositFils: 150_000,
};

/** A confirmed charter of AED 3,000 whose deposit of AED 1,500 was paid online (before the payments' index). */
function enquiry(overrides: Record<string, unknown> = {}) {
  return {
    reference: ID,
    channel: 'whatsapp',
    name: 'Irina Petrova',
    nameKey: 'irina petrova',
    phone: '+971501234567',
    preferredTime: '',
    message: '',
    language: 'ru',
    campaign: {},
    quote,
    status: 'confirmed',
    bookingId: 'booking-1',
    createdAt: new Date(),
    charter: { token: TOKEN, guestToken: GUEST },
    money: { paidFils: 150_000, refundedFils: 0, lastEntryId: 'cs_deposit' },
    ...overrides,
  };
}

async function seed(overrides: Record<string, unknown> = {}) {
  await owner.set(`enquiries/${ID}`, enquiry(overrides));
  await owner.set(`charters/${TOKEN}`, {
    token: TOKEN,
    guestToken: GUEST,
    reference: ID,
    status: 'active',
    paid: { paidFils: 150_000, deposit: 'paid' },
  });
  await owner.set(`enquiries/${ID}/ledger/cs_deposit`, {
    kind: 'payment',
    amountFils: 150_000,
    method: 'card-online',
    at: new Date(Date.now() - 48 * HOUR),
    note: 'Deposit paid online',
    recordedAt: new Date(Date.now() - 48 * HOUR),
    recordedBy: 'server',
    stripeId: 'pi_deposit',
  });
}

const balanceLink = (data: unknown, token: string | null = adminToken) =>
  callFunction(emulators, FUNCTION_NAMES.createBalanceLink, data, {
    origin: ORIGIN,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
const refundOnline = (data: unknown, token: string | null = adminToken) =>
  callFunction(
    emulators,
    FUNCTION_NAMES.refundOnline,
    data,
    token ? { authorization: `Bearer ${token}` } : {},
  );

type Json = Record<string, unknown>;
const resultOf = <T = Json>(answer: { body: Json }) => answer.body.result as T;
const stored = async (path = `enquiries/${ID}`) => (await owner.get(path)) as Json;
const ledger = async () => owner.list(`enquiries/${ID}/ledger`);
const documents = async () => (await owner.list('invoices')).map(({ data }) => data);
/** The enquiry as it is, with other totals (as if the operator recorded cash since), its stored link kept. */
const setPaid = async (paidFils: number) =>
  owner.set(`enquiries/${ID}`, {
    ...(await stored()),
    money: { paidFils, refundedFils: 0, lastEntryId: 'cash' },
  });
const webhook = (event: unknown, signature: string | null = 'sign') =>
  sendWebhook(emulators, event, signature);

let events = 0;
const eventId = () => `evt_test_balance_${++events}_${Date.now()}`;

/** A balance session's checkout.session.completed, as Stripe sends it. */
function paidEvent(sessionId: string, amountFils: number, paymentIntent: string, enquiryId = ID) {
  return {
    id: eventId(),
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        metadata: { enquiryId, reference: enquiryId, purpose: 'balance' },
        amount_total: amountFils,
        currency: 'aed',
        payment_intent: paymentIntent,
        payment_status: 'paid',
        customer_details: { email: 'irina@example.ru', name: 'Irina Petrova' },
      },
    },
  };
}

/** A refund's event as Stripe sends it, for one made by refundOnline or in Stripe's dashboard. */
function refundEvent(
  refund: { id: string; amount: number; paymentIntent: string; status?: string },
  type: 'refund.created' | 'refund.updated' = 'refund.created',
) {
  return {
    id: eventId(),
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: refund.id,
        object: 'refund',
        amount: refund.amount,
        currency: 'aed',
        payment_intent: refund.paymentIntent,
        status: refund.status ?? 'succeeded',
        created: Math.floor(Date.now() / 1000),
        metadata: {},
      },
    },
  };
}

/** The balance link made by the operator and paid through the webhook (payment intent `pi_balance`). */
async function balancePaid() {
  const link = resultOf<{ sessionId: string; amountFils: number }>(await balanceLink({ enquiryId: ID }));
  expect((await webhook(paidEvent(link.sessionId, link.amountFils, 'pi_balance'))).text).toMatch(/"paid"/);
  return link;
}

beforeAll(async () => {
  emulators = functionsEmulators();
  owner = ownerFirestore(emulators);
  stripe = await startStripeStandIn();
  adminEmail = `operator-${Date.now()}@marina.test`;
  adminToken = await idToken(emulators, adminEmail, { admin: true });
  visitorToken = await idToken(emulators, `visitor-${Date.now()}@marina.test`, {});
});
afterAll(async () => {
  await stripe?.close();
  await deleteApps();
});
beforeEach(async () => {
  await owner.clear();
  stripe.requests.length = 0;
  await seed();
});

describe('createBalanceLink (Functions emulator, Stripe stand-in)', () => {
  it('makes a Checkout Session for exactly what is still due, in the client’s language, back to their page', async () => {
    // An amount from the browser is never read: the stored quote's total less the ledger's net paid is.
    const answer = await balanceLink({ enquiryId: ID, amountFils: 1 });
    expect(answer.status).toBe(200);
    expect(stripe.requests).toHaveLength(1);
    expect(stripe.requests[0]).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(stripe.requests[0]?.form).toMatchObject({
      mode: 'payment',
      currency: 'aed',
      'line_items[0][price_data][unit_amount]': '150000',
      'line_items[0][price_data][product_data][name]': `Balance for charter ${ID}`,
      locale: 'ru',
      'metadata[enquiryId]': ID,
      'metadata[purpose]': 'balance',
      'payment_intent_data[metadata][purpose]': 'balance',
      success_url: `${ORIGIN}/ru/charter/${TOKEN}?balance=paid`,
      cancel_url: `${ORIGIN}/ru/charter/${TOKEN}?balance=unpaid`,
    });
    const link = resultOf(answer);
    expect(link).toMatchObject({ purpose: 'balance', status: 'open', amountFils: 150_000 });
    expect(Date.parse(String(link.expiresAt)) - Date.now()).toBeGreaterThan(23 * HOUR);
    expect((await stored()).balanceLink).toMatchObject({
      purpose: 'balance',
      status: 'open',
      amountFils: 150_000,
      sessionId: link.sessionId,
      url: link.url,
    });
  });

  it('gives the charter page’s holder the same link, without sign-in, while it is open', async () => {
    const operators = resultOf(await balanceLink({ enquiryId: ID }));
    const clients = await balanceLink({ token: TOKEN }, null);
    expect(clients.status).toBe(200);
    expect(resultOf(clients)).toEqual(operators);
    expect(stripe.requests).toHaveLength(1);
    // An address that names no charter, and one that is not an address at all.
    expect((await balanceLink({ token: 'Z'.repeat(22) }, null)).body.error).toMatchObject({
      status: 'NOT_FOUND',
    });
    expect((await balanceLink({ token: '../enquiries' }, null)).body.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
    });
  });

  it('speaks Arabic as Stripe can: the client’s browser language', async () => {
    await seed({ language: 'ar' });
    await balanceLink({ token: TOKEN }, null);
    expect(stripe.requests[0]?.form).toMatchObject({
      locale: 'auto',
      success_url: `${ORIGIN}/ar/charter/${TOKEN}?balance=paid`,
    });
  });

  it('closes a link for an old amount and makes one for what is due now', async () => {
    const first = resultOf<{ sessionId: string }>(await balanceLink({ enquiryId: ID }));
    // The operator recorded AED 500 in cash since.
    await setPaid(200_000);
    const second = resultOf<{ sessionId: string; amountFils: number }>(
      await balanceLink({ token: TOKEN }, null),
    );
    expect(stripe.requests.map(({ path }) => path)).toEqual([
      '/v1/checkout/sessions',
      `/v1/checkout/sessions/${first.sessionId}/expire`,
      '/v1/checkout/sessions',
    ]);
    expect(second.amountFils).toBe(100_000);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(stripe.requests[2]?.form['line_items[0][price_data][unit_amount]']).toBe('100000');
  });

  it('makes no new link while the old one may just have been paid', async () => {
    const first = resultOf<{ sessionId: string }>(await balanceLink({ enquiryId: ID }));
    stripe.complete(first.sessionId);
    await setPaid(200_000);
    expect((await balanceLink({ enquiryId: ID })).body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: expect.stringMatching(/just been paid/),
    });
    expect((await stored()).balanceLink).toMatchObject({ sessionId: first.sessionId });
  });

  it('refuses when nothing is due, the charter is not confirmed or was cancelled, and calls Stripe for none', async () => {
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ money: { paidFils: 300_000, refundedFils: 0, lastEntryId: 'c' } }, /Nothing is due/],
      [{ status: 'completed' }, /confirmed charter/],
      [{ status: 'lost', bookingId: null }, /confirmed charter/],
    ];
    for (const [overrides, message] of refusals) {
      await owner.set(`enquiries/${ID}`, enquiry(overrides));
      for (const answer of [
        await balanceLink({ enquiryId: ID }),
        await balanceLink({ token: TOKEN }, null),
      ]) {
        expect(answer.body.error).toMatchObject({
          status: 'FAILED_PRECONDITION',
          message: expect.stringMatching(message),
        });
      }
    }
    await seed();
    await owner.set(`charters/${TOKEN}`, { token: TOKEN, status: 'cancelled', paid: { paidFils: 150_000 } });
    expect((await balanceLink({ token: TOKEN }, null)).body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: expect.stringMatching(/cancelled/),
    });
    await owner.delete(`charters/${TOKEN}`);
    expect((await balanceLink({ enquiryId: ID })).body.error).toMatchObject({
      message: expect.stringMatching(/charter page first/),
    });
    expect(stripe.requests).toHaveLength(0);
  });

  it('refuses an enquiry named by anyone but the operator', async () => {
    expect((await balanceLink({ enquiryId: ID }, null)).body.error).toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    expect((await balanceLink({ enquiryId: ID }, visitorToken)).status).toBe(403);
    expect(stripe.requests).toHaveLength(0);
  });

  it('is what the site’s Firebase backend gives, with and without Functions', async () => {
    const backend = await siteBackend(emulators);
    await expect(backend.payments.available()).resolves.toBe(true);
    const clients = await backend.payments.balanceLinkForPage(TOKEN);
    expect(clients).toMatchObject({ purpose: 'balance', amountFils: 150_000, status: 'open' });
    await expect(backend.payments.balanceLinkForPage('Z'.repeat(22))).resolves.toBeNull();
    await expect(backend.payments.balanceLink(ID)).rejects.toMatchObject({ code: 'permission-denied' });
    await backend.auth.signIn(adminEmail, PASSWORD);
    await expect(backend.payments.balanceLink(ID)).resolves.toEqual(clients);
    // The admin reads the stored link with the enquiry (the converter).
    expect((await backend.enquiries.get(ID))?.balanceLink).toEqual(clients);
    await owner.set(
      `enquiries/${ID}`,
      enquiry({ money: { paidFils: 300_000, refundedFils: 0, lastEntryId: 'c' } }),
    );
    // Nothing due is the interface's 'invalid-argument'.
    await expect(backend.payments.balanceLink(ID)).rejects.toMatchObject({ code: 'invalid-argument' });
    await backend.auth.signOut();

    const withoutFunctions = await siteBackend(emulators, false);
    await expect(withoutFunctions.payments.available()).resolves.toBe(false);
    for (const call of [
      () => withoutFunctions.payments.balanceLink(ID),
      () => withoutFunctions.payments.balanceLinkForPage(TOKEN),
      () => withoutFunctions.payments.refundOnline(ID, 100),
    ]) {
      await expect(call()).rejects.toMatchObject({
        code: 'unavailable',
        message: ONLINE_PAYMENTS_NEED_FUNCTIONS,
      });
    }
  });
});

describe('the balance paid (stripeWebhook)', () => {
  it('records the payment once with its invoice, marks the link paid and shows it on the charter page', async () => {
    const link = resultOf<{ sessionId: string }>(await balanceLink({ enquiryId: ID }));
    const event = paidEvent(link.sessionId, 150_000, 'pi_balance');
    const paid = await webhook(event);
    expect(paid).toMatchObject({ status: 200, text: expect.stringMatching(/"paid"/) });
    expect(await owner.get(`enquiries/${ID}/ledger/${link.sessionId}`)).toMatchObject({
      kind: 'payment',
      amountFils: 150_000,
      method: 'card-online',
      stripeId: 'pi_balance',
      recordedBy: 'server',
      note: 'Balance paid online',
    });
    const enquiryNow = await stored();
    expect(enquiryNow.money).toEqual({ paidFils: 300_000, refundedFils: 0, lastEntryId: link.sessionId });
    expect(enquiryNow.balanceLink).toMatchObject({ status: 'paid', sessionId: link.sessionId });
    const [invoice] = await documents();
    expect(invoice).toMatchObject({
      kind: 'invoice',
      serial: 1,
      enquiryId: ID,
      entryId: link.sessionId,
      totalFils: 150_000,
      language: 'ru',
      number: expect.stringMatching(/^INV-\d{4}-000001$/),
    });
    expect(await stored('counters/invoice')).toEqual({ next: 2 });
    expect(await stored(`charters/${TOKEN}`)).toMatchObject({
      paid: { paidFils: 300_000, deposit: 'paid' },
      documents: [expect.objectContaining({ id: 'invoice-1', totalFils: 150_000 })],
    });
    expect(await stored('stripePayments/pi_balance')).toMatchObject({
      enquiryId: ID,
      entryId: link.sessionId,
    });

    // The same event again, and the same session reported by another event: nothing changes.
    expect((await webhook(event)).text).toMatch(/replay/);
    expect((await webhook(paidEvent(link.sessionId, 150_000, 'pi_balance'))).text).toMatch(/replay/);
    expect(await ledger()).toHaveLength(2);
    expect(await documents()).toHaveLength(1);
    expect((await stored()).money).toEqual(enquiryNow.money);
    // Now nothing is due: no link.
    expect((await balanceLink({ token: TOKEN }, null)).body.error).toMatchObject({
      message: expect.stringMatching(/Nothing is due/),
    });
  });

  it('changes nothing for an unsigned or wrongly signed request', async () => {
    const link = resultOf<{ sessionId: string }>(await balanceLink({ enquiryId: ID }));
    const event = paidEvent(link.sessionId, 150_000, 'pi_balance');
    expect((await webhook(event, null)).status).toBe(400);
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: 'whsec_not_the_endpoints',
    });
    expect((await webhook(event, forged)).status).toBe(400);
    expect(
      (await webhook(refundEvent({ id: 're_forged', amount: 1, paymentIntent: 'pi_deposit' }), forged))
        .status,
    ).toBe(400);
    expect(await ledger()).toHaveLength(1);
    expect(await documents()).toHaveLength(0);
    expect((await stored()).balanceLink).toMatchObject({ status: 'open' });
  });

  it('records a balance paid on an earlier link with the amount Stripe took, and a link that expired', async () => {
    const first = resultOf<{ sessionId: string }>(await balanceLink({ enquiryId: ID }));
    await setPaid(200_000);
    const second = resultOf<{ sessionId: string }>(await balanceLink({ enquiryId: ID }));
    // The client still paid the first page (before it closed).
    expect((await webhook(paidEvent(first.sessionId, 150_000, 'pi_old'))).text).toMatch(/"paid"/);
    expect(await owner.get(`enquiries/${ID}/ledger/${first.sessionId}`)).toMatchObject({
      amountFils: 150_000,
    });
    expect((await stored()).balanceLink).toMatchObject({ sessionId: second.sessionId, status: 'open' });
    const expired = { ...paidEvent(second.sessionId, 0, ''), type: 'checkout.session.expired' };
    expect((await webhook(expired)).text).toMatch(/expired/);
    expect((await stored()).balanceLink).toMatchObject({ status: 'expired' });
  });
});

describe('refunds to the card', () => {
  it('refundOnline refunds the newest payment first, records each refund with its credit note, once', async () => {
    const link = await balancePaid();
    const answer = await refundOnline({ enquiryId: ID, amountFils: 200_000 });
    expect(answer.status).toBe(200);
    const refunds = stripe.requests.filter(({ path }) => path === '/v1/refunds');
    expect(refunds.map(({ form }) => [form.payment_intent, form.amount])).toEqual([
      ['pi_balance', '150000'],
      ['pi_deposit', '50000'],
    ]);
    expect(refunds.every(({ idempotencyKey }) => idempotencyKey?.startsWith(`refund-${ID}-`))).toBe(true);
    const entries = resultOf<{ id: string; kind: string; amountFils: number; stripeId: string }[]>(answer);
    expect(entries).toMatchObject([
      { kind: 'refund', amountFils: 150_000, method: 'card-online', recordedBy: adminEmail },
      { kind: 'refund', amountFils: 50_000, method: 'card-online', recordedBy: adminEmail },
    ]);
    expect(entries.map(({ id, stripeId }) => id === stripeId && id.startsWith('re_'))).toEqual([true, true]);
    expect((await stored()).money).toMatchObject({ paidFils: 300_000, refundedFils: 200_000 });
    const notes = (await documents()).filter(({ kind }) => kind === 'credit-note');
    expect(notes.map(({ serial, totalFils }) => [serial, totalFils]).sort()).toEqual([
      [1, 150_000],
      [2, 50_000],
    ]);
    // Each cites the charter's last invoice: the balance's (the deposit's was issued before invoices).
    expect(notes.map(({ cites }) => cites)).toEqual([
      expect.stringMatching(/^INV-\d{4}-000001$/),
      expect.stringMatching(/^INV-\d{4}-000001$/),
    ]);
    expect(await stored(`charters/${TOKEN}`)).toMatchObject({ paid: { paidFils: 100_000 } });
    // The deposit's payment, recorded before the index existed, is indexed now for Stripe's reports.
    expect(await stored('stripePayments/pi_deposit')).toMatchObject({ enquiryId: ID });

    // Stripe's own reports of the same refunds change nothing.
    for (const entry of entries) {
      const paymentIntent = entry.amountFils === 150_000 ? 'pi_balance' : 'pi_deposit';
      const report = await webhook(refundEvent({ id: entry.id, amount: entry.amountFils, paymentIntent }));
      expect(report.text).toMatch(/replay/);
    }
    expect((await ledger()).filter(({ data }) => data.kind === 'refund')).toHaveLength(2);
    expect((await documents()).filter(({ kind }) => kind === 'credit-note')).toHaveLength(2);
    expect(link.amountFils).toBe(150_000);
  });

  it('refunds no more than was paid online and not yet refunded, and only for the operator', async () => {
    // Cash counts toward what was paid, but it is not on a card.
    await owner.set(
      `enquiries/${ID}`,
      enquiry({ money: { paidFils: 250_000, refundedFils: 0, lastEntryId: 'cash' } }),
    );
    await owner.set(`enquiries/${ID}/ledger/cash`, {
      kind: 'payment',
      amountFils: 100_000,
      method: 'cash',
      at: new Date(),
      note: '',
      recordedAt: new Date(),
      recordedBy: adminEmail,
    });
    const tooMuch = await refundOnline({ enquiryId: ID, amountFils: 150_001 });
    expect(tooMuch.body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: expect.stringMatching(/paid online and not yet refunded \(AED\s?1,500/),
    });
    expect((await refundOnline({ enquiryId: ID, amountFils: 0 })).body.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
    });
    expect((await refundOnline({ enquiryId: ID, amountFils: 100 }, visitorToken)).status).toBe(403);
    expect((await refundOnline({ enquiryId: ID, amountFils: 100 }, null)).body.error).toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    expect(stripe.requests).toHaveLength(0);

    // Within what is left, a refund once recorded makes the next one a new refund (its own idempotency key).
    const [once, twice] = [
      await refundOnline({ enquiryId: ID, amountFils: 40_000 }),
      await refundOnline({ enquiryId: ID, amountFils: 40_000 }),
    ];
    expect(resultOf<unknown[]>(once)).toHaveLength(1);
    expect(resultOf<unknown[]>(twice)).toHaveLength(1);
    expect(stripe.requests[0]?.idempotencyKey).not.toBe(stripe.requests[1]?.idempotencyKey);
    expect((await stored()).money).toMatchObject({ refundedFils: 80_000 });
  });

  it('records a refund made in Stripe’s dashboard from its webhook, once, with its credit note', async () => {
    await balancePaid();
    const dashboard = { id: 're_dashboard_1', amount: 30_000, paymentIntent: 'pi_balance' };
    const reported = await webhook(refundEvent(dashboard));
    expect(reported.text).toMatch(/refunded/);
    expect(await owner.get(`enquiries/${ID}/ledger/re_dashboard_1`)).toMatchObject({
      kind: 'refund',
      amountFils: 30_000,
      method: 'card-online',
      stripeId: 're_dashboard_1',
      paymentIntent: 'pi_balance',
      recordedBy: 'server',
    });
    expect((await stored()).money).toEqual({
      paidFils: 300_000,
      refundedFils: 30_000,
      lastEntryId: 're_dashboard_1',
    });
    const note = (await documents()).find(({ kind }) => kind === 'credit-note');
    expect(note).toMatchObject({
      serial: 1,
      totalFils: 30_000,
      entryId: 're_dashboard_1',
      cites: expect.stringMatching(/^INV-/),
    });
    expect(await stored(`charters/${TOKEN}`)).toMatchObject({
      paid: { paidFils: 270_000 },
      documents: expect.arrayContaining([
        expect.objectContaining({ kind: 'credit-note', totalFils: 30_000 }),
      ]),
    });
    // Replayed, then updated by Stripe: nothing more.
    expect((await webhook(refundEvent(dashboard))).text).toMatch(/replay/);
    expect((await webhook(refundEvent(dashboard, 'refund.updated'))).text).toMatch(/replay/);
    // A refund of a payment the site does not know, and one that failed, change nothing.
    expect(
      (await webhook(refundEvent({ id: 're_x', amount: 10, paymentIntent: 'pi_elsewhere' }))).text,
    ).toMatch(/unknown/);
    expect(
      (
        await webhook(
          refundEvent({ id: 're_failed', amount: 10, paymentIntent: 'pi_balance', status: 'failed' }),
        )
      ).text,
    ).toMatch(/ignored/);
    expect((await stored()).money).toMatchObject({ refundedFils: 30_000 });
    expect((await documents()).filter(({ kind }) => kind === 'credit-note')).toHaveLength(1);
    // refundOnline counts it: what is left to refund online is AED 2,700.
    expect((await refundOnline({ enquiryId: ID, amountFils: 270_001 })).body.error).toMatchObject({
      message: expect.stringMatching(/AED\s?2,700/),
    });
  });

  it('numbers documents issued at once consecutively: payments and refunds landing together', async () => {
    // Three more charters whose balance links are open, and the first with its balance paid.
    await balancePaid();
    const others = ['MLY-BALNC3', 'MLY-BALNC4', 'MLY-BALNC5'];
    for (const [i, id] of others.entries()) {
      const token = `${'P'.repeat(21)}${i}`;
      await owner.set(`enquiries/${id}`, {
        ...enquiry({ reference: id, charter: { token, guestToken: GUEST } }),
      });
      await owner.set(`charters/${token}`, { token, status: 'active', paid: { paidFils: 150_000 } });
    }
    const sessions: string[] = [];
    for (const id of others) {
      sessions.push(resultOf<{ sessionId: string }>(await balanceLink({ enquiryId: id })).sessionId);
    }
    const refunds = [1, 2, 3, 4].map((n) => ({
      id: `re_together_${n}`,
      amount: 10_000 * n,
      paymentIntent: 'pi_balance',
    }));
    const answers = await Promise.all([
      ...sessions.map((sessionId, i) =>
        webhook(paidEvent(sessionId, 150_000, `pi_together_${i}`, others[i])),
      ),
      ...refunds.map((refund) => webhook(refundEvent(refund))),
    ]);
    expect(answers.map(({ status }) => status)).toEqual(Array(7).fill(200));
    const issued = await documents();
    const serials = (kind: string) =>
      issued
        .filter((document) => document.kind === kind)
        .map(({ serial }) => Number(serial))
        .sort((a, b) => a - b);
    expect(serials('invoice')).toEqual([1, 2, 3, 4]);
    expect(serials('credit-note')).toEqual([1, 2, 3, 4]);
    expect(await stored('counters/invoice')).toEqual({ next: 5 });
    expect(await stored('counters/credit-note')).toEqual({ next: 5 });
    expect((await stored()).money).toMatchObject({ paidFils: 300_000, refundedFils: 100_000 });
    for (const id of others) {
      expect((await stored(`enquiries/${id}`)).money).toMatchObject({ paidFils: 300_000 });
    }
    // Seven transactions waiting their turn on the emulator (it aborts rather than queues): more than the default.
  }, 60_000);
});
