import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../src/backend/types';
import type { LedgerInput } from '../../src/domain/ledger/ledger';
import { ONLINE_PAYMENTS_NEED_FUNCTIONS } from '../../src/domain/ledger/payment-link';
import type { ContractHarness } from './backend-contract';
import { enquiry, yacht, YACHT } from './charters-contract';

/**
 * The balance paid online and refunds to the card (src/backend/payment-types.ts), on both backends: the demo, whose
 * own payment page stands in for Stripe (docs/decisions/0048-demo-payment-page.md), checked in full; Firebase without
 * Functions (the emulators), where every method but `available` is refused as unavailable.
 */
export interface PaymentsContractOptions {
  /** What `available()` answers on this backend. */
  online: boolean;
  /** Whether it has the demo's own payment page (`Backend.demoCheckout`), through which a balance is paid here. */
  demoCheckout: boolean;
}

const HOUR = 3_600_000;
const UNKNOWN_TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA';
/** The contract enquiry's total (AED 1,350) and deposit (AED 405). */
const TOTAL = 135_000;
const DEPOSIT = 40_500;

const cash = (amountFils: number): LedgerInput => ({
  kind: 'payment',
  amountFils,
  method: 'cash',
  at: new Date(Date.now() - 60_000).toISOString(),
  note: '',
});

export function definePaymentsContract(
  name: string,
  options: PaymentsContractOptions,
  setup: () => Promise<ContractHarness>,
) {
  describe(`Payments contract: ${name}`, () => {
    let harness: ContractHarness;
    let backend: Backend;
    const signInAsAdmin = () => backend.auth.signIn(harness.admin.email, harness.admin.password);

    beforeEach(async () => {
      harness = await setup();
      backend = harness.backend;
      await signInAsAdmin();
      await backend.yachts.add(yacht, YACHT);
    });

    afterEach(async () => {
      vi.useRealTimers();
      await backend.auth.signOut();
      await harness.dispose?.();
    });

    /** A confirmed charter with its page (the client's language Arabic), `paidFils` paid in cash. */
    async function charter(paidFils = DEPOSIT) {
      const { id, reference } = await backend.enquiries.create(enquiry(6));
      await backend.enquiries.confirm(id);
      const { page } = await backend.charters.open(id);
      if (paidFils > 0) await backend.ledger.record(id, cash(paidFils));
      return { id, reference, token: page.token };
    }

    it(`says whether it takes money online (${String(options.online)})`, async () => {
      expect(await backend.payments.available()).toBe(options.online);
      expect(backend.demoCheckout !== undefined).toBe(options.demoCheckout);
    });

    describe.skipIf(options.online)('without the server', () => {
      it('refuses every link and refund as unavailable, saying what it needs', async () => {
        const { id, token } = await charter();
        const unavailable = { code: 'unavailable', message: ONLINE_PAYMENTS_NEED_FUNCTIONS };
        await expect(backend.payments.balanceLink(id)).rejects.toMatchObject(unavailable);
        await expect(backend.payments.balanceLinkForPage(token)).rejects.toMatchObject(unavailable);
        await expect(backend.payments.refundOnline(id, 10_000)).rejects.toMatchObject(unavailable);
        expect((await backend.enquiries.get(id))?.balanceLink).toBeUndefined();
      });
    });

    describe.runIf(options.online)('balance links', () => {
      it('links exactly what is due, the same link while open, a new one when the amount changes', async () => {
        const { id, reference, token } = await charter();
        const link = await backend.payments.balanceLink(id);
        expect(link).toMatchObject({ purpose: 'balance', amountFils: TOTAL - DEPOSIT, status: 'open' });
        expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(24 * HOUR);
        // Nothing personal in the address: no reference, no page token.
        expect(link.url).not.toContain(reference);
        expect(link.url).not.toContain(token);
        expect((await backend.enquiries.get(id))?.balanceLink).toEqual(link);
        expect(await backend.payments.balanceLink(id)).toEqual(link);
        expect(await backend.payments.balanceLinkForPage(token)).toEqual(link);

        await backend.ledger.record(id, cash(10_000));
        const next = await backend.payments.balanceLinkForPage(token);
        expect(next).toMatchObject({ amountFils: TOTAL - DEPOSIT - 10_000, status: 'open' });
        expect(next?.sessionId).not.toBe(link.sessionId);
      });

      it('refuses a link when nothing is due or the charter is not confirmed; none for an unknown page', async () => {
        const unconfirmed = await backend.enquiries.create(enquiry(4));
        await expect(backend.payments.balanceLink(unconfirmed.id)).rejects.toMatchObject({
          code: 'invalid-argument',
          message: expect.stringMatching(/confirmed/),
        });
        const { id, token } = await charter(TOTAL);
        await expect(backend.payments.balanceLink(id)).rejects.toMatchObject({
          code: 'invalid-argument',
          message: expect.stringMatching(/Nothing is due/),
        });
        await expect(backend.payments.balanceLinkForPage(token)).rejects.toMatchObject({
          code: 'invalid-argument',
        });
        expect(await backend.payments.balanceLinkForPage(UNKNOWN_TOKEN)).toBeNull();
      });

      it('refuses a link once the booking is cancelled (the charter no longer confirmed)', async () => {
        const { id, token } = await charter();
        await backend.bookings.cancel((await backend.enquiries.get(id))?.bookingId ?? '');
        await expect(backend.payments.balanceLink(id)).rejects.toMatchObject({ code: 'invalid-argument' });
        await expect(backend.payments.balanceLinkForPage(token)).rejects.toMatchObject({
          code: 'invalid-argument',
        });
      });

      it('refuses a refund to the card of more than was paid online', async () => {
        const { id } = await charter();
        await expect(backend.payments.refundOnline(id, 10_000)).rejects.toMatchObject({
          code: 'invalid-argument',
          message: expect.stringMatching(/paid online/),
        });
        await expect(backend.payments.refundOnline(id, 0)).rejects.toMatchObject({
          code: 'invalid-argument',
        });
        expect(await backend.ledger.entries(id)).toHaveLength(1);
      });
    });

    describe.runIf(options.demoCheckout)('the demo payment page', () => {
      const checkout = () => {
        if (!backend.demoCheckout) throw new Error('No demo payment page.');
        return backend.demoCheckout;
      };

      it('shows the session; a declined card and a cancel record nothing; paying records the card payment and its invoice', async () => {
        const { id, reference, token } = await charter();
        const link = await backend.payments.balanceLinkForPage(token);
        const sessionId = link?.sessionId ?? '';
        expect(await checkout().session(sessionId)).toMatchObject({
          status: 'open',
          amountFils: TOTAL - DEPOSIT,
          totalFils: TOTAL,
          paidFils: DEPOSIT,
          reference,
          yachtName: 'Contract Yacht',
          language: 'ar',
          charterToken: token,
        });
        expect(await checkout().complete(sessionId, 'declined')).toMatchObject({ status: 'open' });
        expect(await checkout().complete(sessionId, 'cancelled')).toMatchObject({ status: 'open' });
        expect(await backend.ledger.entries(id)).toHaveLength(1);

        const paid = await checkout().complete(sessionId, 'paid');
        expect(paid).toMatchObject({ status: 'paid', paidFils: TOTAL });
        const entries = await backend.ledger.entries(id);
        expect(entries.at(-1)).toMatchObject({
          kind: 'payment',
          method: 'card-online',
          amountFils: TOTAL - DEPOSIT,
          recordedBy: 'server',
          stripeId: expect.stringMatching(/^pi_demo_/),
        });
        const stored = await backend.enquiries.get(id);
        expect(stored?.money).toMatchObject({ paidFils: TOTAL, refundedFils: 0 });
        expect(stored?.balanceLink).toMatchObject({ sessionId, status: 'paid' });
        const page = await backend.charters.page(token);
        expect(page?.paid.paidFils).toBe(TOTAL);
        expect(page?.documents?.map((document) => [document.kind, document.totalFils])).toEqual([
          ['invoice', DEPOSIT],
          ['invoice', TOTAL - DEPOSIT],
        ]);
        // Once: paid, the session takes nothing more, and nothing is due.
        await expect(checkout().complete(sessionId, 'paid')).rejects.toMatchObject({
          code: 'invalid-argument',
        });
        await expect(backend.payments.balanceLink(id)).rejects.toMatchObject({ code: 'invalid-argument' });
        expect(await backend.ledger.entries(id)).toHaveLength(2);
      });

      it('takes no payment on a link that expired, was replaced, or no longer matches what is due', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.parse('2031-01-10T08:00:00Z'));
        const { id } = await charter();
        const first = await backend.payments.balanceLink(id);
        await backend.ledger.record(id, cash(5_000));
        // What is due moved: paying the old amount is refused, and the next link replaces it.
        await expect(checkout().complete(first.sessionId, 'paid')).rejects.toMatchObject({
          code: 'invalid-argument',
        });
        const second = await backend.payments.balanceLink(id);
        expect(await checkout().session(first.sessionId)).toMatchObject({ status: 'expired' });
        vi.setSystemTime(Date.parse('2031-01-11T08:00:01Z'));
        expect(await checkout().session(second.sessionId)).toMatchObject({ status: 'expired' });
        await expect(checkout().complete(second.sessionId, 'paid')).rejects.toMatchObject({
          code: 'invalid-argument',
        });
        const third = await backend.payments.balanceLink(id);
        expect(third.sessionId).not.toBe(second.sessionId);
        expect(await backend.ledger.entries(id)).toHaveLength(2);
        expect(await checkout().session('cs_demo_AAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
        await expect(checkout().complete('cs_demo_AAAAAAAAAAAAAAAAAAAAAA', 'paid')).rejects.toMatchObject({
          code: 'not-found',
        });
      });

      it('refunds to the card the newest online payments first, each with its credit note, never more', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.parse('2031-01-10T08:00:00Z'));
        const { id } = await charter();
        const pay = async () => {
          const link = await backend.payments.balanceLink(id);
          await checkout().complete(link.sessionId, 'paid');
          vi.setSystemTime(Date.now() + 60_000);
          return link.amountFils;
        };
        expect(await pay()).toBe(TOTAL - DEPOSIT);
        const [first] = await backend.payments.refundOnline(id, 50_000);
        vi.setSystemTime(Date.now() + 60_000);
        expect(first).toMatchObject({ kind: 'refund', method: 'card-online', amountFils: 50_000 });
        expect(first?.stripeId).toMatch(/^re_demo_/);
        expect(await pay()).toBe(50_000);

        // 94,500 paid then 50,000 refunded of it; 50,000 paid since: 60,000 back takes that, then 10,000 of the first.
        const refunds = await backend.payments.refundOnline(id, 60_000);
        expect(refunds.map((entry) => entry.amountFils)).toEqual([50_000, 10_000]);
        await expect(backend.payments.refundOnline(id, 34_501)).rejects.toMatchObject({
          code: 'invalid-argument',
          message: expect.stringMatching(/345/),
        });
        expect((await backend.enquiries.get(id))?.money).toMatchObject({
          paidFils: TOTAL + 50_000,
          refundedFils: 110_000,
        });
        const notes = (await backend.ledger.documents(id)).filter((d) => d.kind === 'credit-note');
        expect(notes.map((note) => note.totalFils).sort()).toEqual([10_000, 50_000, 50_000]);
      });
    });
  });
}
