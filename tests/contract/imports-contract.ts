import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../src/backend/types';
import { dubaiInstant } from '../../src/domain/booking/dubai-time';
import type { FeedInterval } from '../../src/domain/calendar-import/feed-interval';
import { importBlocks } from '../../src/domain/calendar-import/import-blocks';
import { enquiry, yacht, YACHT } from './charters-contract';

/**
 * Imported calendars (docs/decisions/0050-calendar-import.md), called by backend-contract.ts inside its describe, so
 * they run on both backends: a feed added and checked, a sync's blocks stored where visitors see the yacht busy, a
 * second sync of the same feed writing nothing, a moved and a cancelled event, a failure that keeps the last good
 * blocks, and a clash with a charter stored (the double booking the dashboard raises) but refused to a new Confirm.
 */
export interface ImportsContractContext {
  backend: () => Backend;
  signInAsAdmin: () => Promise<unknown>;
}

const DAY = '2031-03-04';
const at = (date: string, minute: number) => new Date(dubaiInstant(date, minute)).toISOString();

const interval = (
  uid: string,
  date: string,
  from: number,
  to: number,
  summary = `Booking ${uid}`,
): FeedInterval => ({
  uid,
  start: at(date, from),
  end: at(date, to),
  summary,
  allDay: false,
});

const FROM = at('2031-03-01', 0);

export function defineImportsContract(options: { enforcesAccess: boolean }, context: ImportsContractContext) {
  const backend = () => context.backend();

  async function feedWith(label = 'GetMyBoat') {
    const id = await backend().bookings.addImportFeed({
      yachtId: YACHT,
      label,
      url: 'webcal://calendar.example.com/feed/abc.ics',
    });
    return { id, label };
  }

  const sync = (feed: { id: string; label: string }, intervals: FeedInterval[], yachtId = YACHT) =>
    backend().bookings.recordImport(feed.id, {
      ok: true,
      blocks: importBlocks(yachtId, feed, intervals),
      from: FROM,
      etag: '"v1"',
      lastModified: null,
    });

  describe('imported calendars', () => {
    beforeEach(async () => {
      await context.signInAsAdmin();
      await backend().yachts.add(yacht, YACHT);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('adds a feed with a checked label and address, and refuses what cannot be fetched', async () => {
      const { id } = await feedWith('  Crew calendar ');
      const feeds = await backend().bookings.importFeeds();
      expect(feeds).toEqual([
        expect.objectContaining({
          id,
          yachtId: YACHT,
          label: 'Crew calendar',
          url: 'https://calendar.example.com/feed/abc.ics',
          lastSuccessAt: null,
          lastError: null,
          blockCount: 0,
        }),
      ]);
      await expect(
        backend().bookings.addImportFeed({ yachtId: YACHT, label: 'Plain', url: 'http://example.com/a.ics' }),
      ).rejects.toMatchObject({ code: 'invalid-argument', message: expect.stringContaining('https://') });
      await expect(
        backend().bookings.addImportFeed({ yachtId: YACHT, label: ' ', url: '' }),
      ).rejects.toMatchObject({ code: 'invalid-argument', message: expect.stringContaining('label') });
      // A feed of uploaded files has no address.
      await expect(
        backend().bookings.addImportFeed({ yachtId: YACHT, label: 'Click&Boat', url: '' }),
      ).resolves.toEqual(expect.any(String));
    });

    it('stores a sync as blocks visitors see busy, and a second sync of the same feed writes nothing', async () => {
      const feed = await feedWith();
      const events = [
        interval('a', DAY, 10 * 60, 14 * 60, 'Ahmed, 8 pax'),
        interval('b', '2031-03-06', 16 * 60, 18 * 60),
      ];
      expect(await sync(feed, events)).toEqual({ added: 2, updated: 0, removed: 0 });

      const stored = await backend().bookings.list(DAY, '2031-03-06');
      expect(stored).toHaveLength(2);
      expect(stored[0]).toMatchObject({
        kind: 'block',
        blockKind: 'imported',
        yachtId: YACHT,
        start: at(DAY, 600),
        end: at(DAY, 840),
        reason: 'Sold on GetMyBoat',
        summary: 'Ahmed, 8 pax',
        source: { feedId: feed.id, uid: 'a', recurrenceId: null },
      });
      const [record] = await backend().bookings.importFeeds();
      expect(record).toMatchObject({ blockCount: 2, lastError: null, etag: '"v1"' });
      expect(record.lastSuccessAt).not.toBeNull();

      expect(await sync(feed, events)).toEqual({ added: 0, updated: 0, removed: 0 });
      expect(await backend().bookings.list(DAY, '2031-03-06')).toHaveLength(2);

      await backend().auth.signOut();
      const busy = await backend().booking.busy(DAY, DAY);
      expect(busy.map(({ start, end, yachtId }) => ({ start, end, yachtId }))).toEqual([
        { start: at(DAY, 600), end: at(DAY, 840), yachtId: YACHT },
      ]);
      // Visitors read the span only: nothing of the event or its channel.
      expect(JSON.stringify(busy)).not.toMatch(/Ahmed|GetMyBoat/);
    });

    it('moves a moved event, removes a cancelled one, and keeps the last good blocks when a sync fails', async () => {
      const feed = await feedWith();
      await sync(feed, [interval('a', DAY, 600, 840), interval('b', DAY, 900, 1000)]);
      expect(await sync(feed, [interval('a', DAY, 660, 900)])).toEqual({ added: 0, updated: 1, removed: 1 });
      expect((await backend().bookings.list(DAY, DAY)).map((b) => [b.start, b.end])).toEqual([
        [at(DAY, 660), at(DAY, 900)],
      ]);
      await backend().auth.signOut();
      expect((await backend().booking.busy(DAY, DAY)).map((b) => [b.start, b.end])).toEqual([
        [at(DAY, 660), at(DAY, 900)],
      ]);
      await context.signInAsAdmin();

      const before = (await backend().bookings.importFeeds())[0];
      expect(
        await backend().bookings.recordImport(feed.id, {
          ok: false,
          error: { code: 'http-status', message: 'The feed answered 404 Not Found.' },
        }),
      ).toEqual({ added: 0, updated: 0, removed: 0 });
      const after = (await backend().bookings.importFeeds())[0];
      expect(after.lastError).toEqual({ code: 'http-status', message: 'The feed answered 404 Not Found.' });
      expect(after.lastSuccessAt).toBe(before.lastSuccessAt);
      expect(after.blockCount).toBe(1);
      expect(await backend().bookings.list(DAY, DAY)).toHaveLength(1);
    });

    it('stores a block that clashes with a charter here, and a new Confirm over an imported block is refused by name', async () => {
      const { id: confirmed } = await backend().enquiries.create(enquiry(6, DAY));
      await backend().enquiries.confirm(confirmed);
      const feed = await feedWith();
      // The charter is 10:00–13:00; the channel sold 12:00–15:00 too.
      expect(
        await sync(feed, [interval('a', DAY, 720, 900), interval('c', '2031-03-07', 600, 780)]),
      ).toMatchObject({
        added: 2,
      });
      expect((await backend().bookings.list(DAY, DAY)).map((b) => b.blockKind ?? b.kind)).toEqual([
        'booking',
        'imported',
      ]);

      const { id: second } = await backend().enquiries.create(enquiry(4, '2031-03-07'));
      await expect(backend().enquiries.confirm(second)).rejects.toMatchObject({
        code: 'conflict',
        message: expect.stringContaining('Sold on GetMyBoat'),
      });
    });

    it('removes a feed with its blocks, and refuses blocks of another yacht', async () => {
      const feed = await feedWith();
      await sync(feed, [interval('a', DAY, 600, 840)]);
      await expect(sync(feed, [interval('x', DAY, 600, 700)], 'another-yacht')).rejects.toMatchObject({
        code: 'invalid-argument',
      });
      await backend().bookings.removeImportFeed(feed.id);
      expect(await backend().bookings.importFeeds()).toEqual([]);
      expect(await backend().bookings.list(DAY, DAY)).toEqual([]);
      expect(await backend().booking.busy(DAY, DAY)).toEqual([]);
      await expect(backend().bookings.removeImportFeed(feed.id)).rejects.toMatchObject({ code: 'not-found' });
      await expect(
        backend().bookings.recordImport(feed.id, { ok: true, notModified: true }),
      ).rejects.toMatchObject({ code: 'not-found' });
    });

    it('erases an event’s summary 30 days after it ended, keeping its block in the calendar’s history', async () => {
      const feed = await feedWith();
      // Two weeks ago (before the window read, so kept once the channel drops it), with the renter's name.
      const past = interval('gmb-old', '2026-11-10', 600, 720, 'Ahmed, +971 50 123 4567');
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-24T08:00:00Z') });
      await sync(feed, [past]);
      const [kept] = await backend().bookings.list('2026-11-10', '2026-11-10');
      expect(kept).toMatchObject({ blockKind: 'imported', summary: 'Ahmed, +971 50 123 4567' });
      // Six weeks on, the channel no longer sends it: the next sync erases the summary, nothing else.
      vi.setSystemTime(Date.parse('2027-01-05T08:00:00Z'));
      await expect(sync(feed, [])).resolves.toEqual({ added: 0, updated: 0, removed: 0 });
      const [erased] = await backend().bookings.list('2026-11-10', '2026-11-10');
      expect(erased).toMatchObject({
        id: kept.id,
        reason: 'Sold on GetMyBoat',
        summary: '',
        start: kept.start,
      });
      // A feed that still sends an event that old brings no summary back.
      await sync(feed, [past]);
      expect((await backend().bookings.list('2026-11-10', '2026-11-10'))[0].summary).toBe('');
    });

    it('says the server cannot read a feed without Cloud Functions, so the browser reads it', async () => {
      const feed = await feedWith();
      await expect(backend().bookings.syncImportFeedOnServer(feed.id)).rejects.toMatchObject({
        code: 'unavailable',
        message: expect.stringContaining('Cloud Functions'),
      });
    });

    it('keeps a secret per yacht for its feed of busy times, and a new one replaces it', async () => {
      expect(await backend().bookings.yachtFeed(YACHT)).toEqual({ endpoint: null, secret: null });
      const first = await backend().bookings.rotateYachtFeed(YACHT);
      expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await backend().bookings.yachtFeed(YACHT)).toEqual(first);
      // Another yacht's is its own; the operator's feed of charters is untouched.
      expect((await backend().bookings.yachtFeed('another-yacht')).secret).toBeNull();
      expect((await backend().bookings.calendarFeed()).secret).toBeNull();
      const second = await backend().bookings.rotateYachtFeed(YACHT);
      expect(second.secret).not.toBe(first.secret);
      expect((await backend().bookings.yachtFeed(YACHT)).secret).toBe(second.secret);
    });

    if (options.enforcesAccess) {
      it('keeps the feeds and their blocks to the operator', async () => {
        const feed = await feedWith();
        await backend().auth.signOut();
        await expect(backend().bookings.importFeeds()).rejects.toMatchObject({ code: 'permission-denied' });
        await expect(
          backend().bookings.addImportFeed({ yachtId: YACHT, label: 'Mine', url: '' }),
        ).rejects.toMatchObject({ code: 'permission-denied' });
        await expect(sync(feed, [interval('a', DAY, 600, 840)])).rejects.toMatchObject({
          code: 'permission-denied',
        });
        await expect(backend().bookings.yachtFeed(YACHT)).rejects.toMatchObject({
          code: 'permission-denied',
        });
        await expect(backend().bookings.rotateYachtFeed(YACHT)).rejects.toMatchObject({
          code: 'permission-denied',
        });
      });
    }
  });
}
