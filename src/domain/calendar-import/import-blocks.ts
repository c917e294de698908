/**
 * A feed's busy intervals as the blocks the site stores on the yacht (docs/decisions/0050-calendar-import.md). Each
 * block remembers its feed and event, and its id is made from them alone (feed, UID, the instance's slot), so reading
 * the same feed again gives the same ids: a moved event updates its block, a vanished one removes it, and nothing
 * is duplicated.
 */
import type { FeedInterval } from './feed-interval';

/** The kind of an imported block, beside the operator's own `maintenance` and `private` blocks. */
export const IMPORTED_BLOCK_KIND = 'imported';

/** A calendar feed of another channel, as the operator named it on a yacht. */
export interface ImportFeed {
  /** Stable and unique among all feeds (the stored feed's id). */
  id: string;
  /** What the operator calls it: "GetMyBoat", "Crew calendar". */
  label: string;
}

/** Where an imported block came from: exactly one instance of one event of one feed. */
export interface ImportSource {
  feedId: string;
  uid: string;
  /** The slot of a recurring event's instance (ISO), null for a single event. */
  recurrenceId: string | null;
}

/** A block on a yacht made from a feed's event. */
export interface ImportedBlock {
  /** `imp-` and 16 hex digits: a hash of the feed, the UID and the slot; safe as a document id. */
  id: string;
  kind: 'block';
  blockKind: typeof IMPORTED_BLOCK_KIND;
  yachtId: string;
  /** ISO instants; end exclusive. */
  start: string;
  end: string;
  /** What the block says in the operator's calendar: "Sold on GetMyBoat". Nothing of the event's own text. */
  reason: string;
  /** The event's summary, for the operator only: never in what visitors read (start, end, yacht). */
  summary: string;
  allDay: boolean;
  source: ImportSource;
}

/** The block's words in the operator's calendar for a feed's label. */
export const importedBlockReason = (label: string) => `Sold on ${label.trim()}`;

/** FNV-1a, 64 bits, of the text's UTF-16 code units, as 16 hex digits: stable across runs, machines and engines. */
function fnv1a64(text: string): string {
  const prime = 0x100000001b3n;
  let hash = 0xcbf29ce484222325n;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= BigInt(text.charCodeAt(index));
    hash = (hash * prime) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** The id of the block of a feed's event instance. */
export const importedBlockId = (feedId: string, uid: string, recurrenceId: string | null, extra = '') =>
  `imp-${fnv1a64([feedId, uid, recurrenceId ?? '', extra].join('\u0000'))}`;

/**
 * The blocks a feed's intervals make on a yacht, one per interval, each with its stable id. Two intervals with the
 * same UID and slot (a feed that breaks RFC 5545 by repeating a UID) are told apart by their start; an exact
 * duplicate is kept once.
 */
export function importBlocks(
  yachtId: string,
  feed: ImportFeed,
  intervals: readonly FeedInterval[],
): ImportedBlock[] {
  const blocks = new Map<string, ImportedBlock>();
  for (const interval of intervals) {
    const recurrenceId = interval.recurrenceId ?? null;
    let id = importedBlockId(feed.id, interval.uid, recurrenceId);
    if (blocks.get(id)?.start === interval.start) continue;
    if (blocks.has(id)) id = importedBlockId(feed.id, interval.uid, recurrenceId, interval.start);
    if (blocks.has(id)) continue;
    blocks.set(id, {
      id,
      kind: 'block',
      blockKind: IMPORTED_BLOCK_KIND,
      yachtId,
      start: interval.start,
      end: interval.end,
      reason: importedBlockReason(feed.label),
      summary: interval.summary,
      allDay: interval.allDay,
      source: { feedId: feed.id, uid: interval.uid, recurrenceId },
    });
  }
  return [...blocks.values()];
}
