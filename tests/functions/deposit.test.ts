import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS } from '../../src/domain/booking/settings';
import { FUNCTION_NAMES } from '../../src/domain/server-api';
import type { Backend } from '../../src/backend/types';
import {
  callFunction,
  deleteApps,
  functionsEmulators,
  ownerFirestore,
  siteBackend,
  type FunctionsEmulators,
} from './functions-env';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';
import { PASSWORD, idToken as newIdToken, sendWebhook } from './stripe-kit';

/**
 * The deposit paid online (docs/decisions/0037-deposits.md) on the Functions, Firestore and Auth emulators, with the
 * functions pointed at a local stand-in for Stripe's API and webhooks signed by Stripe's own test helper.
 */
let emulators: FunctionsEmulators;
let owner: ReturnType<typeof ownerFirestore>;
let stripe: StripeStandIn;
let adminToken: string;
let visitorToken: string;
let adminEmail: string;
// The test run's SITE_ORIGIN (scripts/with-emulators.mjs): the return pages are made from it.
const ORIGIN = 'http://site.test';

const authApi = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

/** An account in the Auth emulator with these claims, and its ID token. */
const idToken = (email: string, claims: Record<string, unknown>) => newIdToken(emulators, email, claims);

/** Changes an account as the admin SDK does (`npm run grant-admin -- --revoke`: claims, then `validSince`). */
async function updateAccount(idTokenOfAccount: string, change: Record<string, unknown>) {
  const payload = Buffer.from(idTokenOfAccount.split('.')[1] ?? '', 'base64url').toString('utf8');
  const uid = (JSON.parse(payload) as { user_id: string }).user_id;
  const response = await fetch(`${authApi()}/projects/${emulators.projectId}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, ...change }),
  });
  expect(response.ok).toBe(true);
}

function enquiry(overrides: Record<string, unknown> = {}) {
  return {
    reference: 'MLY-DEP0S1',
    channel: 'whatsapp',
    name: 'Layla Haddad',
    nameKey: 'layla haddad',
    phone: '+971501234567',
    preferredTime: '',
    message: '',
    language: 'ar',
    campaign: {},
    quote: {
      selection: {
        yachtId: 'pearl',
        date: '2030-01-07',
        startMinute: 600,
        hours: 3,
        guests: 6,
        addOnIds: [],
      },
      yachtName: 'Ocean Pearl',
      lines: [{ kind: 'charter', rate: 'weekday', unitPriceFils: 100_000, quantity: 3, amountFils: 300_000 }],
      subtotalFils: 300_000,
      vatMode: 'included',
      vatFils: 14_286,
      totalFils: 300_000,
      depositFils: 150_000,
    },
    status: 'confirmed',
    bookingId: 'booking-1',
    createdAt: new Date(),
    ...overrides,
  };
}

const PEARL = { name: 'Ocean Pearl', price: 1_000, feet: 60, capacity: 12, isVIP: false, images: [] };

const depositLink = (data: unknown, token: string | null = adminToken) =>
  callFunction(emulators, FUNCTION_NAMES.createDepositLink, data, {
    origin: ORIGIN,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });

const stored = async (id = 'MLY-DEP0S1') =>
  ((await owner.get(`enquiries/${id}`)) as { deposit?: Record<string, unknown> }).deposit;

let events = 0;
/** A Checkout Session event as Stripe sends it, for the session stored on the enquiry. */
function sessionEvent(
  type: 'checkout.session.completed' | 'checkout.session.expired',
  session: { id: string; enquiryId?: string; paid?: boolean },
  id = `evt_test_${++events}_${Date.now()}`,
) {
  return {
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        metadata: { enquiryId: session.enquiryId ?? 'MLY-DEP0S1', reference: 'MLY-DEP0S1' },
        payment_status: session.paid === false ? 'unpaid' : type.endsWith('completed') ? 'paid' : 'unpaid',
        customer_details: { email: 'layla.paid@example.ae', name: 'Layla Haddad' },
      },
    },
  };
}

const webhook = (event: unknown, signature: string | null = 'sign') =>
  sendWebhook(emulators, event, signature);

beforeAll(async () => {
  emulators = functionsEmulators();
  owner = ownerFirestore(emulators);
  stripe = await startStripeStandIn();
  adminEmail = `operator-${Date.now()}@marina.test`;
  adminToken = await idToken(adminEmail, { admin: true });
  visitorToken = await idToken(`visitor-${Date.now()}@marina.test`, {});
});
afterAll(async () => {
  await stripe?.close();
  await deleteApps();
});

beforeEach(async () => {
  await owner.clear();
  stripe.requests.length = 0;
  await owner.set('settings/booking', { depositHoldHours: 2 });
  // Today's price list, at which the stored quote is right: AED 1,000 an hour on a weekday, half as the deposit.
  await owner.set('products/pearl', PEARL);
  await owner.set('enquiries/MLY-DEP0S1', enquiry());
});

describe('createDepositLink (Functions emulator, Stripe stand-in)', () => {
  it('makes a Checkout Session for the stored deposit in AED, expiring after the hold time', async () => {
    const before = Math.floor(Date.now() / 1000);
    // An amount from the browser is never read: the stored quote's deposit is.
    const { status, body } = await depositLink({ enquiryId: 'MLY-DEP0S1', amountFils: 1 });
    expect(status).toBe(200);
    expect(stripe.requests).toHaveLength(1);
    const [sent] = stripe.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(sent?.form).toMatchObject({
      mode: 'payment',
      currency: 'aed',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'aed',
      'line_items[0][price_data][unit_amount]': '150000',
      'metadata[enquiryId]': 'MLY-DEP0S1',
      'metadata[reference]': 'MLY-DEP0S1',
      client_reference_id: 'MLY-DEP0S1',
      success_url: `${ORIGIN}/ar/deposit/thanks?ref=MLY-DEP0S1`,
      cancel_url: `${ORIGIN}/ar/deposit/unpaid?ref=MLY-DEP0S1`,
    });
    const expiresAt = Number(sent?.form.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 2 * 3600 - 5);
    expect(expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 2 * 3600 + 5);

    const result = (body as { result: Record<string, unknown> }).result;
    expect(result).toMatchObject({
      status: 'link-sent',
      url: 'https://checkout.stripe.com/c/pay/cs_test_standin1',
      sessionId: 'cs_test_standin1',
      amountFils: 150_000,
      expiresAt: new Date(expiresAt * 1000).toISOString(),
    });
    expect(await stored()).toMatchObject({
      status: 'link-sent',
      sessionId: 'cs_test_standin1',
      amountFils: 150_000,
      expiresAt: new Date(expiresAt * 1000),
    });
  });

  it('is what the site’s own backend gets for the signed-in operator', async () => {
    // A browser sends its page's Origin with the call (the return URLs are made from it); Node's fetch does not.
    const send = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (!String(input).startsWith(emulators.functionsBaseUrl)) return send(input, init);
      const headers = new Headers(init.headers);
      headers.set('origin', ORIGIN);
      return send(input, { ...init, headers });
    });
    const backend: Backend = await siteBackend(emulators);
    await expect(backend.enquiries.createDepositLink('MLY-DEP0S1')).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await backend.auth.signIn(adminEmail, PASSWORD);
    const deposit = await backend.enquiries.createDepositLink('MLY-DEP0S1');
    expect(deposit).toMatchObject({ status: 'link-sent', amountFils: 150_000 });
    expect((await backend.enquiries.get('MLY-DEP0S1'))?.deposit).toEqual(deposit);
    expect(stripe.requests[0]?.form.success_url).toBe(`${ORIGIN}/ar/deposit/thanks?ref=MLY-DEP0S1`);
    await backend.auth.signOut();
    vi.unstubAllGlobals();
  });

  it('gives a still-open link again rather than making a second one', async () => {
    const first = await depositLink({ enquiryId: 'MLY-DEP0S1' });
    const second = await depositLink({ enquiryId: 'MLY-DEP0S1' });
    expect(second.body).toEqual(first.body);
    expect(stripe.requests).toHaveLength(1);
  });

  it('makes a new link once the old one expired', async () => {
    const first = await depositLink({ enquiryId: 'MLY-DEP0S1' });
    const firstId = (first.body as { result: { sessionId: string } }).result.sessionId;
    expect((await webhook(sessionEvent('checkout.session.expired', { id: firstId }))).status).toBe(200);
    const renewed = await depositLink({ enquiryId: 'MLY-DEP0S1' });
    expect(stripe.requests).toHaveLength(2);
    expect(stripe.requests[1]?.idempotencyKey).not.toBe(stripe.requests[0]?.idempotencyKey);
    const result = (renewed.body as { result: { status: string; sessionId: string } }).result;
    expect(result.status).toBe('link-sent');
    expect(result.sessionId).not.toBe(firstId);
    expect(await stored()).toMatchObject({ status: 'link-sent', sessionId: result.sessionId });
  });

  it('brings a hold time beyond 24 hours inside what Stripe allows', async () => {
    await owner.set('settings/booking', { depositHoldHours: 48 });
    const before = Math.floor(Date.now() / 1000);
    expect((await depositLink({ enquiryId: 'MLY-DEP0S1' })).status).toBe(200);
    const expiresAt = Number(stripe.requests[0]?.form.expires_at);
    expect(expiresAt).toBeLessThan(before + 24 * 3600);
    expect(expiresAt).toBeGreaterThan(before + 23 * 3600);
  });

  it('refuses a visitor, an anonymous caller, a bad id and an unknown enquiry, and calls Stripe for none', async () => {
    expect((await depositLink({ enquiryId: 'MLY-DEP0S1' }, null)).body.error).toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    const visitor = await depositLink({ enquiryId: 'MLY-DEP0S1' }, visitorToken);
    expect(visitor.status).toBe(403);
    expect((await depositLink({ enquiryId: 'a/b' })).body.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
    });
    expect((await depositLink({ enquiryId: 'MLY-NONE22' })).body.error).toMatchObject({
      status: 'NOT_FOUND',
    });
    expect(stripe.requests).toHaveLength(0);
    expect(await stored()).toBeUndefined();
  });

  it('refuses an operator whose sign-in was revoked, or whose admin was taken away, within the token’s hour', async () => {
    const revoked = await idToken(`revoked-${Date.now()}@marina.test`, { admin: true });
    // Revoking refresh tokens: tokens signed in before `validSince` no longer count.
    await updateAccount(revoked, { validSince: String(Math.floor(Date.now() / 1000) + 1) });
    expect((await depositLink({ enquiryId: 'MLY-DEP0S1' }, revoked)).body.error).toMatchObject({
      status: 'UNAUTHENTICATED',
    });
    const demoted = await idToken(`demoted-${Date.now()}@marina.test`, { admin: true });
    await updateAccount(demoted, { customAttributes: JSON.stringify({}) });
    expect((await depositLink({ enquiryId: 'MLY-DEP0S1' }, demoted)).body.error).toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    expect(stripe.requests).toHaveLength(0);
    // The operator as the account stands goes on.
    expect((await depositLink({ enquiryId: 'MLY-DEP0S1' })).status).toBe(200);
  });

  it('refuses an enquiry not confirmed, one without a deposit and one already paid', async () => {
    await owner.set('enquiries/MLY-DEP0S1', enquiry({ status: 'quoted', bookingId: null }));
    const quoted = await depositLink({ enquiryId: 'MLY-DEP0S1' });
    expect(quoted.status).toBe(400);
    expect(quoted.body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: expect.stringMatching(/confirmed/),
    });
    await owner.set('enquiries/MLY-DEP0S1', enquiry({ quote: null }));
    expect((await depositLink({ enquiryId: 'MLY-DEP0S1' })).body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
    });
    const paid = {
      status: 'paid',
      url: 'https://checkout.stripe.com/c/pay/cs_old',
      sessionId: 'cs_old',
      amountFils: 150_000,
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 3_600_000),
      paidAt: new Date(),
    };
    await owner.set('enquiries/MLY-DEP0S1', enquiry({ deposit: paid }));
    expect((await depositLink({ enquiryId: 'MLY-DEP0S1' })).body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: expect.stringMatching(/already paid/),
    });
    expect(stripe.requests).toHaveLength(0);
  });

  it('refuses, asking the operator to re-quote, when today’s price differs from the stored quote', async () => {
    // The operator raised the yacht's price after quoting.
    await owner.set('products/pearl', { ...PEARL, price: 1_200 });
    const changed = await depositLink({ enquiryId: 'MLY-DEP0S1' });
    expect(changed.status).toBe(400);
    expect(changed.body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: expect.stringMatching(/AED\s?3,000.*AED\s?3,600.*Re-quote/s),
    });
    // A deposit share changed in the booking settings changes what is due now too.
    await owner.set('products/pearl', PEARL);
    // (Stored settings count only when whole: the defaults, with another deposit share.)
    await owner.set('settings/booking', {
      ...DEFAULT_BOOKING_SETTINGS,
      depositHoldHours: 2,
      depositPercent: 30,
    });
    expect((await depositLink({ enquiryId: 'MLY-DEP0S1' })).body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: expect.stringMatching(/Re-quote/),
    });
    expect(stripe.requests).toHaveLength(0);
    expect(await stored()).toBeUndefined();
  });

  it('refuses a stored deposit that is not today’s share of the total (one written by a visitor)', async () => {
    const forged = enquiry();
    await owner.set('enquiries/MLY-DEP0S1', { ...forged, quote: { ...forged.quote, depositFils: 100 } });
    expect((await depositLink({ enquiryId: 'MLY-DEP0S1' })).body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: expect.stringMatching(/deposit AED\s?1\b.*Re-quote/s),
    });
    expect(stripe.requests).toHaveLength(0);
  });

  it('refuses when the quote’s yacht is no longer in the fleet', async () => {
    await owner.delete('products/pearl');
    expect((await depositLink({ enquiryId: 'MLY-DEP0S1' })).body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: expect.stringMatching(/no longer in the fleet.*Re-quote/s),
    });
    expect(stripe.requests).toHaveLength(0);
  });

  it('stores nothing when Stripe fails', async () => {
    stripe.failNext();
    const failed = await depositLink({ enquiryId: 'MLY-DEP0S1' });
    expect(failed.body.error).toMatchObject({ status: 'UNAVAILABLE' });
    expect(await stored()).toBeUndefined();
  });
});

describe('stripeWebhook (Functions emulator, events signed by Stripe’s test helper)', () => {
  async function linked() {
    const { body } = await depositLink({ enquiryId: 'MLY-DEP0S1' });
    return (body as { result: { sessionId: string } }).result.sessionId;
  }

  it('marks the deposit paid on checkout.session.completed, once; a replay changes nothing', async () => {
    const sessionId = await linked();
    const event = sessionEvent('checkout.session.completed', { id: sessionId });
    const paid = await webhook(event);
    expect(paid.status).toBe(200);
    const deposit = await stored();
    // The email the client paid with is kept for the charter's reminders (0043).
    expect(deposit).toMatchObject({ status: 'paid', sessionId, email: 'layla.paid@example.ae' });
    expect((deposit?.paidAt as Date).getTime()).toBe(event.created * 1000);
    // The charter's ledger has the payment, and the enquiry its totals (0045).
    expect(await owner.get(`enquiries/MLY-DEP0S1/ledger/${sessionId}`)).toMatchObject({
      kind: 'payment',
      method: 'card-online',
      amountFils: deposit?.amountFils,
      recordedBy: 'server',
    });
    // Its tax invoice (a receipt without a TRN), numbered with the series' counter (0046).
    const invoices = (await owner.list('invoices')).filter(({ data }) => data.entryId === sessionId);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]?.data).toMatchObject({
      kind: 'invoice',
      enquiryId: 'MLY-DEP0S1',
      totalFils: deposit?.amountFils,
      number: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
    });
    expect((await owner.get('counters/invoice')) as { next?: number }).toMatchObject({
      next: Number(invoices[0]?.data.serial) + 1,
    });
    expect(((await owner.get('enquiries/MLY-DEP0S1')) as { money?: unknown }).money).toEqual({
      paidFils: deposit?.amountFils,
      refundedFils: 0,
      lastEntryId: sessionId,
    });

    // Put it back by hand: the same event again must not mark it paid a second time.
    await owner.set(
      'enquiries/MLY-DEP0S1',
      enquiry({ deposit: { ...deposit, status: 'link-sent', paidAt: null } }),
    );
    const replay = await webhook(event);
    expect(replay.status).toBe(200);
    expect(replay.text).toMatch(/replay/);
    expect(await stored()).toMatchObject({ status: 'link-sent', paidAt: null });
  });

  it('shows the deposit paid, then a later link expired, on the client’s charter page', async () => {
    const token = 'T'.repeat(22);
    await owner.set('enquiries/MLY-DEP0S1', enquiry({ charter: { token, guestToken: 'G'.repeat(22) } }));
    await owner.set(`charters/${token}`, { token, guestToken: 'G'.repeat(22), paid: { paidFils: 0 } });
    const sessionId = await linked();
    await webhook(sessionEvent('checkout.session.completed', { id: sessionId }));
    const { amountFils } = (await stored()) as { amountFils: number };
    expect(amountFils).toBeGreaterThan(0);
    expect(await owner.get(`charters/${token}`)).toMatchObject({
      paid: { paidFils: amountFils, deposit: 'paid' },
      documents: [expect.objectContaining({ kind: 'invoice', totalFils: amountFils })],
    });

    await owner.set('enquiries/MLY-DEP0S1', enquiry({ charter: { token, guestToken: 'G'.repeat(22) } }));
    const next = await linked();
    await webhook(sessionEvent('checkout.session.expired', { id: next }));
    expect(await owner.get(`charters/${token}`)).toMatchObject({ paid: { deposit: 'expired' } });
  });

  it('does not mark an unpaid completed session paid', async () => {
    const sessionId = await linked();
    expect(
      (await webhook(sessionEvent('checkout.session.completed', { id: sessionId, paid: false }))).status,
    ).toBe(200);
    expect(await stored()).toMatchObject({ status: 'link-sent' });
  });

  it('marks the link expired on checkout.session.expired, but never a paid deposit', async () => {
    const sessionId = await linked();
    expect((await webhook(sessionEvent('checkout.session.expired', { id: sessionId }))).status).toBe(200);
    expect(await stored()).toMatchObject({ status: 'expired' });

    await owner.set('enquiries/MLY-DEP0S1', enquiry());
    const next = await linked();
    await webhook(sessionEvent('checkout.session.completed', { id: next }));
    await webhook(sessionEvent('checkout.session.expired', { id: next }));
    expect(await stored()).toMatchObject({ status: 'paid' });
  });

  it('refuses an unsigned and a wrongly signed request with 400, changing nothing', async () => {
    const sessionId = await linked();
    const event = sessionEvent('checkout.session.completed', { id: sessionId });
    expect((await webhook(event, null)).status).toBe(400);
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: 'whsec_not_the_endpoints',
    });
    expect((await webhook(event, forged)).status).toBe(400);
    expect((await webhook(event, 't=1,v1=deadbeef')).status).toBe(400);
    expect(await stored()).toMatchObject({ status: 'link-sent' });
    // The refused event was not recorded either: signed properly, it still counts.
    expect((await webhook(event)).status).toBe(200);
    expect(await stored()).toMatchObject({ status: 'paid' });
  });

  it('answers 200 to an event for an unknown session or enquiry and changes nothing', async () => {
    await linked();
    const otherSession = await webhook(
      sessionEvent('checkout.session.completed', { id: 'cs_test_someone_else' }),
    );
    expect(otherSession.status).toBe(200);
    expect(otherSession.text).toMatch(/unknown/);
    const otherEnquiry = await webhook(
      sessionEvent('checkout.session.completed', { id: 'cs_test_standin1', enquiryId: 'MLY-GH0ST2' }),
    );
    expect(otherEnquiry.status).toBe(200);
    expect(await stored()).toMatchObject({ status: 'link-sent' });
    await expect(owner.get('enquiries/MLY-GH0ST2')).rejects.toThrow(/404/);
  });
});
