import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../src/backend/types';
import { HOLD_HOURS_MESSAGE } from '../../src/domain/booking/hold';
import { enquiry, yacht, YACHT } from './charters-contract';

/**
 * A quote's hold on its slot (docs/decisions/0052-quote-holds.md), called by backend-contract.ts inside its
 * describe, so it runs on both backends: the slot busy to visitors and named to a clashing Confirm or hold, one
 * winner of many at once, its own Confirm replacing it, held again, released, released by 'lost' and by deleting the enquiry, lapsing by itself, and
 * refused to visitors.
 */
export interface HoldsContractContext {
  backend: () => Backend;
  signInAsAdmin: () => Promise<unknown>;
}

const DAY = '2031-03-11';
const HOUR = 3_600_000;

export function defineHoldsContract(options: { enforcesAccess: boolean }, context: HoldsContractContext) {
  const backend = () => context.backend();

  /** Two enquiries for the same slot, as the operator. */
  async function twoQuotes() {
    await context.signInAsAdmin();
    const first = await backend().enquiries.create(enquiry(6, DAY));
    const second = await backend().enquiries.create(enquiry(8, DAY));
    return { first, second };
  }

  describe('holds', () => {
    beforeEach(async () => {
      await context.signInAsAdmin();
      await backend().yachts.add(yacht, YACHT);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('holds a quote’s slot: busy to visitors, named to another Confirm or hold, replaced by its own Confirm', async () => {
      const { first, second } = await twoQuotes();
      const before = Date.now();
      const expiresAt = await backend().enquiries.hold(first.id, 24);
      expect(Date.parse(expiresAt) - before).toBeGreaterThan(24 * HOUR - 2_000);
      expect(Date.parse(expiresAt) - before).toBeLessThanOrEqual(24 * HOUR);
      expect((await backend().enquiries.get(first.id))?.heldUntil).toBe(expiresAt);
      expect(await backend().bookings.list(DAY, DAY)).toEqual([
        expect.objectContaining({
          kind: 'block',
          blockKind: 'hold',
          yachtId: YACHT,
          enquiryId: first.id,
          reference: first.reference,
          reason: `Quote ${first.reference}`,
          expiresAt,
        }),
      ]);
      await backend().auth.signOut();
      expect(await backend().booking.busy(DAY, DAY)).toEqual([
        expect.objectContaining({ yachtId: YACHT, start: '2031-03-11T06:00:00.000Z' }),
      ]);
      await context.signInAsAdmin();
      const refused = backend().enquiries.confirm(second.id);
      await expect(refused).rejects.toMatchObject({ code: 'conflict' });
      await expect(refused).rejects.toThrow(`the hold of quote ${first.reference} (until `);
      await expect(backend().enquiries.hold(second.id, 24)).rejects.toMatchObject({ code: 'conflict' });
      expect((await backend().enquiries.get(second.id))?.heldUntil).toBeUndefined();

      const bookingId = await backend().enquiries.confirm(first.id);
      expect(await backend().bookings.list(DAY, DAY)).toEqual([
        expect.objectContaining({ id: bookingId, kind: 'booking', reference: first.reference }),
      ]);
      expect((await backend().enquiries.get(first.id))?.heldUntil).toBeUndefined();
      expect(await backend().booking.busy(DAY, DAY)).toHaveLength(1);
      await expect(backend().enquiries.hold(first.id, 24)).rejects.toMatchObject({
        code: 'invalid-argument',
        message: 'This enquiry is already booked.',
      });
    });

    it('holds again from now, releases, and lets go when the quote is lost or deleted; refuses a bad number of hours', async () => {
      const { first } = await twoQuotes();
      for (const hours of [0, 169, 2.5, Number.NaN]) {
        await expect(backend().enquiries.hold(first.id, hours)).rejects.toMatchObject({
          code: 'invalid-argument',
          message: HOLD_HOURS_MESSAGE,
        });
      }
      await backend().enquiries.hold(first.id, 1);
      const later = await backend().enquiries.hold(first.id, 168);
      const held = await backend().bookings.list(DAY, DAY);
      expect(held).toEqual([expect.objectContaining({ blockKind: 'hold', expiresAt: later })]);

      await backend().enquiries.releaseHold(first.id);
      expect(await backend().bookings.list(DAY, DAY)).toEqual([]);
      expect(await backend().booking.busy(DAY, DAY)).toEqual([]);
      expect((await backend().enquiries.get(first.id))?.heldUntil).toBeUndefined();
      // Nothing held: nothing to do.
      await backend().enquiries.releaseHold(first.id);

      await backend().enquiries.hold(first.id, 4);
      await backend().enquiries.setStatus(first.id, 'lost');
      expect(await backend().booking.busy(DAY, DAY)).toEqual([]);
      expect(await backend().enquiries.get(first.id)).toMatchObject({ status: 'lost' });
      expect((await backend().enquiries.get(first.id))?.heldUntil).toBeUndefined();
      await expect(backend().enquiries.hold(first.id, 4)).rejects.toMatchObject({
        code: 'invalid-argument',
        message: 'This enquiry is lost: its quote holds no slot.',
      });

      await backend().enquiries.setStatus(first.id, 'quoted');
      await backend().enquiries.hold(first.id, 4);
      await backend().enquiries.remove(first.id);
      expect(await backend().bookings.list(DAY, DAY)).toEqual([]);
      expect(await backend().booking.busy(DAY, DAY)).toEqual([]);
      await expect(backend().enquiries.releaseHold(first.id)).rejects.toMatchObject({ code: 'not-found' });
    });

    it('a hold lapses by itself: neither visitors, the calendar nor Confirm see it once its time is past', async () => {
      const { first, second } = await twoQuotes();
      const expiresAt = await backend().enquiries.hold(first.id, 1);
      // Only the clock moves (Date), past the hold's end.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(expiresAt) + 1_000 });
      expect(await backend().bookings.list(DAY, DAY)).toEqual([]);
      expect(await backend().booking.busy(DAY, DAY)).toEqual([]);
      // The enquiry keeps when it lapsed.
      expect((await backend().enquiries.get(first.id))?.heldUntil).toBe(expiresAt);
      const bookingId = await backend().enquiries.confirm(second.id);
      expect(await backend().bookings.list(DAY, DAY)).toEqual([expect.objectContaining({ id: bookingId })]);
      expect(await backend().booking.busy(DAY, DAY)).toHaveLength(1);
      const refused = backend().enquiries.hold(first.id, 24);
      await expect(refused).rejects.toMatchObject({ code: 'conflict' });
      await expect(refused).rejects.toThrow(`booking ${second.reference}`);
    });

    it('of 10 holds and Confirms of one slot at once, exactly one takes it; the others are told which', async () => {
      await context.signInAsAdmin();
      const quotes = [];
      for (let index = 0; index < 10; index += 1)
        quotes.push(await backend().enquiries.create(enquiry(6, DAY)));
      const results = await Promise.allSettled(
        quotes.map(({ id }, index) =>
          index % 2 === 0 ? backend().enquiries.hold(id, 24) : backend().enquiries.confirm(id),
        ),
      );
      const won = quotes.filter((_, index) => results[index].status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') {
          expect(result.reason).toMatchObject({ code: 'conflict' });
          expect((result.reason as Error).message).toContain(won[0].reference);
        }
      }
      expect(await backend().bookings.list(DAY, DAY)).toEqual([
        expect.objectContaining({ enquiryId: won[0].id }),
      ]);
      expect(await backend().booking.busy(DAY, DAY)).toHaveLength(1);
    });

    it('removing a hold on the calendar frees the slot and the quote holds nothing', async () => {
      const { first } = await twoQuotes();
      await backend().enquiries.hold(first.id, 24);
      const [held] = await backend().bookings.list(DAY, DAY);
      await backend().bookings.cancel(held.id);
      expect(await backend().booking.busy(DAY, DAY)).toEqual([]);
      expect(await backend().enquiries.get(first.id)).toMatchObject({ status: 'new', bookingId: null });
      expect((await backend().enquiries.get(first.id))?.heldUntil).toBeUndefined();
    });

    if (options.enforcesAccess) {
      it('lets no visitor hold or release a slot', async () => {
        const { first } = await twoQuotes();
        await backend().enquiries.hold(first.id, 24);
        await backend().auth.signOut();
        const denied = { code: 'permission-denied' };
        await expect(backend().enquiries.hold(first.id, 24)).rejects.toMatchObject(denied);
        await expect(backend().enquiries.releaseHold(first.id)).rejects.toMatchObject(denied);
        expect(await backend().booking.busy(DAY, DAY)).toHaveLength(1);
      });
    }
  });
}
