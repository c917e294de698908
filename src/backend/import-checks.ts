/**
 * What both backends accept for imported calendars (docs/decisions/0050-calendar-import.md) and the pure part of a
 * sync they share: which stored blocks to add, change and remove, and the feed's record after it.
 */
import type { Booking } from '../domain/booking/bookings';
import { diffBlocks, type BlockDiff } from '../domain/calendar-import/diff-blocks';
import {
  checkFeedInput,
  FEEDS_PER_YACHT,
  IMPORTED_SUMMARY_DAYS,
  withinBlockLimit,
  type FeedSyncOutcome,
  type FeedSyncReport,
  type ImportFeedInput,
  type ImportFeedRecord,
} from '../domain/calendar-import/feed';
import { MAX_FEED_INTERVALS, MAX_SUMMARY_LENGTH } from '../domain/calendar-import/feed-interval';
import { IMPORTED_BLOCK_KIND, type ImportedBlock } from '../domain/calendar-import/import-blocks';
import { fits, LIMITS } from '../domain/limits';
import { invalid, isId } from './input-rules';

/** The feed as stored from the operator's input, or 'invalid-argument' naming each field that cannot be. */
export function checkedFeedInput(input: ImportFeedInput, feedsOfYacht: number): ImportFeedInput {
  const { value, errors } = checkFeedInput(input);
  if (!errors.yachtId && !isId(value.yachtId)) errors.yachtId = 'Choose the yacht the feed is for.';
  const messages = Object.values(errors).filter(Boolean);
  if (messages.length > 0) invalid(messages.join(' '));
  if (feedsOfYacht >= FEEDS_PER_YACHT) invalid(`A yacht can have at most ${FEEDS_PER_YACHT} feeds.`);
  return value;
}

/** A new feed's record. */
export const newFeedRecord = (id: string, input: ImportFeedInput, now: Date): ImportFeedRecord => ({
  id,
  ...input,
  createdAt: now.toISOString(),
  lastAttemptAt: null,
  lastSuccessAt: null,
  lastError: null,
  blockCount: 0,
  etag: null,
  lastModified: null,
});

/** A stored booking as the imported block it is (or null: not one of this feed's). */
export function asImportedBlock(booking: Booking, feedId: string): ImportedBlock | null {
  if (booking.kind !== 'block' || booking.blockKind !== IMPORTED_BLOCK_KIND) return null;
  if (booking.source?.feedId !== feedId) return null;
  return {
    id: booking.id,
    kind: 'block',
    blockKind: IMPORTED_BLOCK_KIND,
    yachtId: booking.yachtId,
    start: booking.start,
    end: booking.end,
    reason: booking.reason ?? '',
    summary: booking.summary ?? '',
    allDay: booking.allDay ?? false,
    source: booking.source,
  };
}

/** An imported block as the booking record both backends store (without its `createdAt`). */
export function importedBookingRecord(block: ImportedBlock): Omit<Booking, 'createdAt'> {
  return {
    id: block.id,
    kind: 'block',
    yachtId: block.yachtId,
    start: block.start,
    end: block.end,
    enquiryId: null,
    reference: null,
    blockKind: IMPORTED_BLOCK_KIND,
    reason: block.reason,
    summary: block.summary,
    source: block.source,
    allDay: block.allDay,
  };
}

/** Refuses blocks that are not the feed's own or not within what a block may be. */
function checkBlocks(feed: ImportFeedRecord, blocks: readonly ImportedBlock[]) {
  if (blocks.length > MAX_FEED_INTERVALS * 2) invalid('The feed has too many events to import.');
  for (const block of blocks) {
    if (!/^imp-[0-9a-f]{16}(-[0-9]{1,3})?$/.test(block.id))
      invalid('An imported block has an unexpected id.');
    if (block.yachtId !== feed.yachtId || block.source.feedId !== feed.id) {
      invalid('An imported block belongs to another yacht or feed.');
    }
    const start = Date.parse(block.start);
    const end = Date.parse(block.end);
    if (Number.isNaN(start) || Number.isNaN(end) || end <= start)
      invalid('An imported block has no valid span.');
    if (!fits(block.reason, LIMITS.reason) || !fits(block.summary, MAX_SUMMARY_LENGTH)) {
      invalid('An imported block has too long a text.');
    }
  }
}

/**
 * What a sync writes, from the feed's stored blocks and the outcome: the blocks to add, update and remove (none on
 * a failure or a 304), and the feed's record after it. `unchanged`: nothing but the times would change (no block,
 * the same validators, the same error or none): the scheduled sync then leaves the feed's record as it is.
 */
export function planImport(
  feed: ImportFeedRecord,
  stored: readonly Booking[],
  outcome: FeedSyncOutcome,
  now: Date,
): { diff: BlockDiff; feed: ImportFeedRecord; report: FeedSyncReport; unchanged: boolean } {
  const at = now.toISOString();
  const none: BlockDiff = { add: [], update: [], remove: [] };
  const existing = stored.flatMap((booking) => asImportedBlock(booking, feed.id) ?? []);
  if (!outcome.ok) {
    return {
      diff: none,
      feed: { ...feed, lastAttemptAt: at, lastError: outcome.error },
      report: { added: 0, updated: 0, removed: 0 },
      unchanged:
        feed.lastError?.code === outcome.error.code && feed.lastError.message === outcome.error.message,
    };
  }
  if ('notModified' in outcome) {
    return {
      diff: none,
      feed: { ...feed, lastAttemptAt: at, lastSuccessAt: at, lastError: null },
      report: { added: 0, updated: 0, removed: 0 },
      unchanged: feed.lastError === null,
    };
  }
  // A summary is kept IMPORTED_SUMMARY_DAYS after its event, in what the feed still sends and in what it dropped.
  const forgetBefore = now.getTime() - IMPORTED_SUMMARY_DAYS * 86_400_000;
  const forgotten = (block: ImportedBlock) =>
    Date.parse(block.end) < forgetBefore && block.summary !== '' ? { ...block, summary: '' } : block;
  const next = withinBlockLimit(outcome.blocks).map(forgotten);
  checkBlocks(feed, next);
  const found = diffBlocks(existing, next, { from: outcome.from });
  const sent = new Set(next.map((block) => block.id));
  const erased = existing.filter((block) => !sent.has(block.id) && forgotten(block) !== block).map(forgotten);
  const diff = { ...found, update: [...found.update, ...erased.filter((b) => !found.remove.includes(b.id))] };
  const count = existing.length + diff.add.length - diff.remove.length;
  return {
    diff,
    feed: {
      ...feed,
      lastAttemptAt: at,
      lastSuccessAt: at,
      lastError: null,
      blockCount: count,
      etag: outcome.etag ?? null,
      lastModified: outcome.lastModified ?? null,
    },
    report: { added: found.add.length, updated: found.update.length, removed: found.remove.length },
    unchanged:
      diff.add.length + diff.update.length + diff.remove.length === 0 &&
      feed.lastError === null &&
      feed.etag === (outcome.etag ?? null) &&
      feed.lastModified === (outcome.lastModified ?? null),
  };
}
