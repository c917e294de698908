/**
 * What a sync writes: the blocks to add, to change and to remove, so that a feed that did not change writes nothing
 * (docs/decisions/0050-calendar-import.md).
 */
import type { ImportedBlock } from './import-blocks';

export interface BlockDiff {
  /** New events (or instances): blocks to create. */
  add: ImportedBlock[];
  /** Events moved, renamed or relabelled: blocks to overwrite with these. */
  update: ImportedBlock[];
  /** Ids of blocks whose event is gone (cancelled, deleted) from the feed. */
  remove: string[];
}

export interface DiffOptions {
  /**
   * The start of the window the feed was read over (epoch ms or ISO). A stored block that ended before it is kept,
   * not removed: channels drop past bookings from their feeds, and the operator's calendar keeps its history.
   */
  from?: number | string;
}

/** The fields a sync owns; anything else stored with a block (when it was written, by whom) is not compared. */
function sameBlock(a: ImportedBlock, b: ImportedBlock): boolean {
  return (
    a.yachtId === b.yachtId &&
    Date.parse(a.start) === Date.parse(b.start) &&
    Date.parse(a.end) === Date.parse(b.end) &&
    a.reason === b.reason &&
    a.summary === b.summary &&
    a.allDay === b.allDay &&
    a.blockKind === b.blockKind &&
    a.source.feedId === b.source.feedId &&
    a.source.uid === b.source.uid &&
    a.source.recurrenceId === b.source.recurrenceId
  );
}

/**
 * The writes that turn `existing` (the stored blocks of one feed) into `next` (importBlocks of its latest read).
 * Blocks are matched by id; the order of either list does not matter.
 */
export function diffBlocks(
  existing: readonly ImportedBlock[],
  next: readonly ImportedBlock[],
  options: DiffOptions = {},
): BlockDiff {
  const stored = new Map(existing.map((block) => [block.id, block]));
  const wanted = new Set(next.map((block) => block.id));
  const from = options.from === undefined ? -Infinity : new Date(options.from).getTime();
  const diff: BlockDiff = { add: [], update: [], remove: [] };
  for (const block of next) {
    const before = stored.get(block.id);
    if (!before) diff.add.push(block);
    else if (!sameBlock(before, block)) diff.update.push(block);
  }
  for (const block of existing) {
    if (!wanted.has(block.id) && Date.parse(block.end) > from) diff.remove.push(block.id);
  }
  return diff;
}
