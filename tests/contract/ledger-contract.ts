import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/types';
import { addDays, dubaiInstant, dubaiToday } from '../../src/domain/booking/dubai-time';
import type { LedgerInput } from '../../src/domain/ledger/ledger';
import { enquiry, yacht, YACHT } from './charters-contract';

/**
 * A charter's ledger (docs/decisions/0045-ledger.md), called by backend-contract.ts inside its describe, so it runs
 * on both backends: offline payments and refunds recorded by the operator, with the enquiry's totals and the charter
 * page's paid amount kept in step, refunds never above the net paid, nothing for a visitor.
 */
export interface LedgerContractContext {
  backend: () => Backend;
  signInAsAdmin: () => Promise<unknown>;
}

const payment = (amountFils: number, over: Partial<LedgerInput> = {}): LedgerInput => ({
  kind: 'payment',
  amountFils,
  method: 'cash',
  at: new Date(Date.now() - 3_600_000).toISOString(),
  note: '',
  ...over,
});

export function defineLedgerContract(options: { enforcesAccess: boolean }, context: LedgerContractContext) {
  const backend = () => context.backend();

  /** A confirmed enquiry with its charter page, the operator signed in. */
  async function confirmed(date?: string) {
    const { id } = await backend().enquiries.create(enquiry(6, date));
    await context.signInAsAdmin();
    await backend().enquiries.confirm(id);
    const { page } = await backend().charters.open(id);
    return { id, token: page.token };
  }

  describe('the ledger', () => {
    beforeEach(async () => {
      await context.signInAsAdmin();
      await backend().yachts.add(yacht, YACHT);
    });

    it('records offline payments and refunds, oldest first, and keeps the totals and the charter page in step', async () => {
      const { id, token } = await confirmed();
      expect(await backend().ledger.entries(id)).toEqual([]);
      const later = await backend().ledger.record(
        id,
        payment(94_500, { method: 'bank-transfer', note: '  Balance, ENBD transfer  ' }),
      );
      const first = await backend().ledger.record(
        id,
        payment(40_500, { at: new Date(Date.now() - 86_400_000).toISOString() }),
      );
      expect(later).toMatchObject({ kind: 'payment', amountFils: 94_500, note: 'Balance, ENBD transfer' });
      expect(later.recordedBy).toMatch(/@/);
      await backend().ledger.record(id, payment(10_000, { kind: 'refund', method: 'cash' }));

      const entries = await backend().ledger.entries(id);
      expect(entries.map((entry) => [entry.kind, entry.amountFils, entry.method])).toEqual([
        ['payment', 40_500, 'cash'],
        ['payment', 94_500, 'bank-transfer'],
        ['refund', 10_000, 'cash'],
      ]);
      expect(entries[0]?.id).toBe(first.id);
      expect((await backend().enquiries.get(id))?.money).toMatchObject({
        paidFils: 135_000,
        refundedFils: 10_000,
      });
      // Each payment its invoice, the refund a credit note citing the last invoice, numbered in their series.
      const issued = await backend().ledger.documents(id);
      // In the order they were issued; two issued in the same millisecond may come either way, so each series is
      // checked by its numbers.
      expect(issued.map((d) => d.issuedAt)).toEqual(issued.map((d) => d.issuedAt).sort());
      const documents = [...issued].sort((a, b) => a.kind.localeCompare(b.kind) * -1 || a.serial - b.serial);
      // The Dubai year of issue in each number: the clock's, read around the calls.
      const year = expect.stringMatching(/^\d{4}$/);
      expect(documents.map((d) => [d.number, d.totalFils, d.vatFils, d.netFils, d.cites])).toEqual([
        [expect.stringMatching(/^INV-\d{4}-000001$/), 94_500, 4_500, 90_000, ''],
        [expect.stringMatching(/^INV-\d{4}-000002$/), 40_500, 1_929, 38_571, ''],
        [expect.stringMatching(/^CN-\d{4}-000001$/), 10_000, 476, 9_524, documents[1]?.number],
      ]);
      expect(documents[0]?.number.split('-')[1]).toEqual(year);
      expect(documents[0]).toMatchObject({
        enquiryId: id,
        entryId: later.id,
        reference: expect.stringMatching(/^MLY-/),
        charter: { yachtName: 'Contract Yacht', selection: { date: '2031-03-04', startMinute: 600 } },
        language: 'ar',
        // No TRN in the settings: plain receipts.
        taxInvoice: false,
      });
      await backend().auth.signOut();
      const page = await backend().charters.page(token);
      expect(page?.paid.paidFils).toBe(125_000);
      expect(page?.documents?.map((d) => d.number).sort()).toEqual(documents.map((d) => d.number).sort());
      // Written again, the page keeps them.
      await context.signInAsAdmin();
      await backend().charters.open(id);
      await backend().auth.signOut();
      expect((await backend().charters.page(token))?.documents?.length).toBe(3);
    });

    it('numbers documents with no gap and no repeat when payments are recorded at the same moment', async () => {
      const settings = await backend().booking.getSettings();
      await backend().booking.saveSettings({
        ...settings,
        legalName: 'Marina Luxe Yachts L.L.C.',
        legalAddress: 'Dubai Marina, Dubai, UAE',
        trn: '100123456700003',
      });
      const { id } = await confirmed();
      const before = (await backend().ledger.documents(id)).length;
      await Promise.all(Array.from({ length: 12 }, () => backend().ledger.record(id, payment(1_000))));
      const documents = await backend().ledger.documents(id);
      const serials = documents.map((d) => d.serial).sort((a, b) => a - b);
      expect(serials.length).toBe(before + 12);
      expect(new Set(serials).size).toBe(serials.length);
      expect(Math.max(...serials) - Math.min(...serials) + 1).toBe(serials.length);
      expect(documents.every((d) => d.taxInvoice && d.supplier.trn === '100123456700003')).toBe(true);
      expect((await backend().enquiries.get(id))?.money?.paidFils).toBe(12_000);
    });

    it('lists every charter’s entries whose money moved in a period of Dubai dates, oldest first, with its enquiry', async () => {
      const today = dubaiToday(Date.now());
      /** Dubai time `minute` on the day `daysAgo` before today: always in the past. */
      const at = (daysAgo: number, minute = 12 * 60) =>
        new Date(dubaiInstant(addDays(today, -daysAgo), minute)).toISOString();
      const { id: first } = await confirmed();
      const { id: second } = await confirmed('2031-03-05');
      await backend().ledger.record(first, payment(40_500, { at: at(10) }));
      // The period's first Dubai midnight and its last minute are in it; today's midnight, after it, is not.
      const opening = await backend().ledger.record(first, payment(94_500, { at: at(3, 0) }));
      await backend().ledger.record(second, payment(50_000, { method: 'bank-transfer', at: at(2) }));
      await backend().ledger.record(first, payment(10_000, { kind: 'refund', at: at(1, 24 * 60 - 1) }));
      await backend().ledger.record(second, payment(1_000, { at: at(0, 0) }));

      const { entries, cut } = await backend().ledger.moved(addDays(today, -3), addDays(today, -1));
      expect(cut).toBe(false);
      expect(entries.map((entry) => [entry.enquiryId, entry.kind, entry.amountFils, entry.method])).toEqual([
        [first, 'payment', 94_500, 'cash'],
        [second, 'payment', 50_000, 'bank-transfer'],
        [first, 'refund', 10_000, 'cash'],
      ]);
      expect(entries[0]).toMatchObject({
        id: opening.id,
        at: at(3, 0),
        recordedBy: expect.stringMatching(/@/),
      });
      expect((await backend().ledger.moved(addDays(today, -9), addDays(today, -4))).entries).toEqual([]);
      expect((await backend().ledger.moved(today, today)).entries.map((entry) => entry.amountFils)).toEqual([
        1_000,
      ]);
    });

    it('refuses a refund above the net paid, an online card, no amount, a future time, and an unconfirmed enquiry', async () => {
      const { id } = await confirmed();
      await backend().ledger.record(id, payment(40_500));
      const refused = (input: LedgerInput, enquiryId = id) =>
        expect(backend().ledger.record(enquiryId, input)).rejects.toMatchObject({ code: 'invalid-argument' });
      await refused(payment(40_501, { kind: 'refund' }));
      await refused(payment(100, { method: 'card-online' as never }));
      await refused(payment(0));
      await refused(payment(100, { at: new Date(Date.now() + 86_400_000).toISOString() }));
      await refused(payment(100, { note: 'two\nlines' }));
      const { id: open } = await backend().enquiries.create(enquiry(4, '2031-03-05'));
      await refused(payment(100), open);
      await expect(backend().ledger.record('no-such-enquiry', payment(100))).rejects.toMatchObject({
        code: 'not-found',
      });
      expect((await backend().ledger.entries(id)).map((entry) => entry.amountFils)).toEqual([40_500]);
      expect((await backend().enquiries.get(id))?.money?.paidFils).toBe(40_500);
    });

    it('keeps an enquiry that holds money from being deleted', async () => {
      const { id } = await confirmed();
      await backend().ledger.record(id, payment(40_500));
      const booking = (await backend().enquiries.get(id))?.bookingId;
      if (booking) await backend().bookings.cancel(booking);
      await expect(backend().enquiries.remove(id)).rejects.toMatchObject({ code: 'invalid-argument' });
      await expect(backend().ledger.record(id, payment(40_500, { kind: 'refund' }))).resolves.toMatchObject({
        kind: 'refund',
      });
    });

    if (options.enforcesAccess) {
      it('lets nobody but the admin read or record', async () => {
        const { id } = await confirmed();
        await backend().auth.signOut();
        await expect(backend().ledger.entries(id)).rejects.toMatchObject({ code: 'permission-denied' });
        await expect(backend().ledger.record(id, payment(100))).rejects.toMatchObject({
          code: 'permission-denied',
        });
        const today = dubaiToday(Date.now());
        await expect(backend().ledger.moved(addDays(today, -30), today)).rejects.toMatchObject({
          code: 'permission-denied',
        });
      });
    }
  });
}
