import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/types';
import { addDays, dubaiToday } from '../../src/domain/booking/dubai-time';
import type { CancellationInput } from '../../src/domain/ledger/cancellation';
import { refundStillDue } from '../../src/domain/ledger/cancellation';
import type { LedgerInput } from '../../src/domain/ledger/ledger';
import { enquiry, yacht, YACHT } from './charters-contract';

/**
 * Cancellations by the policy and credit vouchers (docs/decisions/0049-cancellations-and-vouchers.md), called by
 * backend-contract.ts inside its describe, so it runs on both backends. The charter sails two days from now (10:00 in
 * Dubai), so a cancellation now falls between 72 and 24 hours before it: half back by the default tiers.
 */
export interface CancellationsContractContext {
  backend: () => Backend;
  signInAsAdmin: () => Promise<unknown>;
}

const cash = (amountFils: number, kind: LedgerInput['kind'] = 'payment'): LedgerInput => ({
  kind,
  amountFils,
  method: 'cash',
  at: new Date(Date.now() - 60_000).toISOString(),
  note: '',
});

const cancelling = (over: Partial<CancellationInput> = {}): CancellationInput => ({
  reason: 'client',
  requestedAt: new Date().toISOString(),
  refundFils: 0,
  note: '',
  ...over,
});

export function defineCancellationsContract(
  options: { enforcesAccess: boolean },
  context: CancellationsContractContext,
) {
  const backend = () => context.backend();
  const soon = () => addDays(dubaiToday(Date.now()), 2);

  /** A confirmed charter two days ahead with its page, `paidFils` paid in cash, the operator signed in. */
  async function paidCharter(paidFils: number, date = soon()) {
    const { id } = await backend().enquiries.create(enquiry(6, date));
    await context.signInAsAdmin();
    await backend().enquiries.confirm(id);
    const { page } = await backend().charters.open(id);
    if (paidFils > 0) await backend().ledger.record(id, cash(paidFils));
    return { id, token: page.token, guestToken: page.guestToken, date };
  }

  describe('cancellations and vouchers', () => {
    beforeEach(async () => {
      await context.signInAsAdmin();
      await backend().yachts.add(yacht, YACHT);
    });

    it('cancels for the client by the tier: half back, the slot freed, the page cancelled, the refund still to record', async () => {
      const { id, token, guestToken, date } = await paidCharter(40_500);
      const cancellation = await backend().cancellations.cancel(id, cancelling({ refundFils: 20_250 }));
      expect(cancellation).toMatchObject({
        reason: 'client',
        paidFils: 40_500,
        policyFils: 20_250,
        refundFils: 20_250,
        creditFils: 0,
        voucherCode: '',
        refundedBeforeFils: 0,
      });
      const stored = await backend().enquiries.get(id);
      expect(stored).toMatchObject({ status: 'lost', bookingId: null, cancellation: { policyFils: 20_250 } });
      expect(await backend().booking.busy(date, date)).toEqual([]);
      expect((await backend().charters.page(token))?.status).toBe('cancelled');
      expect((await backend().charters.guestList(guestToken))?.status).toBe('cancelled');
      expect(refundStillDue(cancellation, stored?.money)).toBe(20_250);
      await backend().ledger.record(id, cash(20_250, 'refund'));
      const documents = await backend().ledger.documents(id);
      expect(documents.map((d) => d.kind)).toEqual(['invoice', 'credit-note']);
      expect(refundStillDue(cancellation, (await backend().enquiries.get(id))?.money)).toBe(0);
      // The slot is free: another enquiry for it is confirmed.
      const { id: next } = await backend().enquiries.create(enquiry(4, date));
      await expect(backend().enquiries.confirm(next)).resolves.toEqual(expect.any(String));
      // Cancelled once only.
      await expect(backend().cancellations.cancel(id, cancelling())).rejects.toMatchObject({
        code: 'invalid-argument',
      });
    });

    it('refunds more than the policy, less only with a reason, never more than was paid', async () => {
      const { id } = await paidCharter(40_500);
      const refused = (input: CancellationInput) =>
        expect(backend().cancellations.cancel(id, input)).rejects.toMatchObject({ code: 'invalid-argument' });
      await refused(cancelling({ refundFils: 20_249 }));
      await refused(cancelling({ refundFils: 40_501 }));
      await refused(cancelling({ requestedAt: new Date(Date.now() + 86_400_000).toISOString() }));
      expect((await backend().enquiries.get(id))?.status).toBe('confirmed');
      const less = await backend().cancellations.cancel(
        id,
        cancelling({ refundFils: 10_000, note: 'Agreed with the client on the phone' }),
      );
      expect(less).toMatchObject({ refundFils: 10_000, policyFils: 20_250 });
      const { id: open } = await backend().enquiries.create(enquiry(4, addDays(soon(), 1)));
      await expect(backend().cancellations.cancel(open, cancelling())).rejects.toMatchObject({
        code: 'invalid-argument',
      });
    });

    it('turns a weather cancellation into a voucher that a new enquiry names and the operator applies', async () => {
      const { id, token } = await paidCharter(40_500);
      const cancellation = await backend().cancellations.cancel(id, cancelling({ reason: 'weather' }));
      expect(cancellation).toMatchObject({ policyFils: 0, refundFils: 0, creditFils: 40_500 });
      expect(cancellation.voucherCode).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
      // The credit leaves the charter as a refund by credit (its credit note).
      await backend().ledger.record(id, { ...cash(40_500, 'refund'), method: 'credit' });

      await backend().auth.signOut();
      // The client's page gives them the code.
      expect((await backend().charters.page(token))?.voucher).toMatchObject({
        code: cancellation.voucherCode,
        amountFils: 40_500,
      });
      const check = await backend().cancellations.checkVoucher(cancellation.voucherCode.toLowerCase());
      expect(check).toMatchObject({ code: cancellation.voucherCode, availableFils: 40_500 });
      expect(Date.parse(check?.expiresAt ?? '') - Date.now()).toBeGreaterThan(360 * 86_400_000);
      expect(await backend().cancellations.checkVoucher('ZZZZZZZZZZ')).toBeNull();
      const { id: next } = await backend().enquiries.create({
        ...enquiry(6, addDays(soon(), 3)),
        voucherCode: cancellation.voucherCode,
      });

      await context.signInAsAdmin();
      await backend().enquiries.confirm(next);
      const entry = await backend().cancellations.applyVoucher(next);
      expect(entry).toMatchObject({ kind: 'payment', method: 'credit', amountFils: 40_500 });
      expect((await backend().enquiries.get(next))?.money?.paidFils).toBe(40_500);
      expect((await backend().ledger.documents(next)).map((d) => d.kind)).toEqual(['invoice']);
      await expect(backend().cancellations.applyVoucher(next)).rejects.toMatchObject({
        code: 'invalid-argument',
      });
      expect((await backend().cancellations.checkVoucher(cancellation.voucherCode))?.availableFils).toBe(0);
    });

    it('issues a voucher by hand and applies only what the charter still owes, keeping the rest', async () => {
      const voucher = await backend().cancellations.issueVoucher(200_000);
      expect(voucher).toMatchObject({ reason: 'manual', amountFils: 200_000, usedFils: 0 });
      expect((await backend().cancellations.vouchers()).map((v) => v.code)).toContain(voucher.code);
      await expect(backend().cancellations.issueVoucher(0)).rejects.toMatchObject({
        code: 'invalid-argument',
      });
      const { id } = await backend().enquiries.create({
        ...enquiry(6, addDays(soon(), 5)),
        voucherCode: voucher.code,
      });
      await backend().enquiries.confirm(id);
      const entry = await backend().cancellations.applyVoucher(id);
      // The charter's total is AED 1,350: the rest of the voucher is kept for later.
      expect(entry.amountFils).toBe(135_000);
      expect((await backend().cancellations.checkVoucher(voucher.code))?.availableFils).toBe(65_000);
    });

    if (options.enforcesAccess) {
      it('lets a visitor check a code, and nothing else', async () => {
        const voucher = await backend().cancellations.issueVoucher(10_000);
        const { id } = await paidCharter(40_500);
        await backend().auth.signOut();
        expect((await backend().cancellations.checkVoucher(voucher.code))?.availableFils).toBe(10_000);
        await expect(backend().cancellations.issueVoucher(10_000)).rejects.toMatchObject({
          code: 'permission-denied',
        });
        await expect(backend().cancellations.vouchers()).rejects.toMatchObject({ code: 'permission-denied' });
        await expect(
          backend().cancellations.cancel(id, cancelling({ refundFils: 40_500 })),
        ).rejects.toMatchObject({
          code: 'permission-denied',
        });
      });
    }
  });
}
