import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  diffBlocks,
  importBlocks,
  importedBlockId,
  parseFeed,
  type FeedInterval,
  type ImportedBlock,
} from '../../../../src/domain/calendar-import';
import { largeFeed } from '../../../../fixtures/feeds/large-feed';

const WINDOW = { from: '2026-06-01T00:00:00Z', to: '2028-06-01T00:00:00Z' };
const GETMYBOAT = { id: 'feed-gmb-1', label: 'GetMyBoat' };
const interval = (overrides: Partial<FeedInterval> = {}): FeedInterval => ({
  uid: 'event-1@channel.example',
  start: '2026-07-10T08:00:00.000Z',
  end: '2026-07-10T12:00:00.000Z',
  summary: 'Booking 88213 (Jean D.)',
  allDay: false,
  ...overrides,
});

describe('importBlocks', () => {
  it('makes a block per interval that names its channel and keeps the summary apart', () => {
    const [block] = importBlocks('yacht-7', GETMYBOAT, [interval()]);
    expect(block).toEqual({
      id: expect.stringMatching(/^imp-[0-9a-f]{16}$/),
      kind: 'block',
      blockKind: 'imported',
      yachtId: 'yacht-7',
      start: '2026-07-10T08:00:00.000Z',
      end: '2026-07-10T12:00:00.000Z',
      reason: 'Sold on GetMyBoat',
      summary: 'Booking 88213 (Jean D.)',
      allDay: false,
      source: { feedId: 'feed-gmb-1', uid: 'event-1@channel.example', recurrenceId: null },
    });
    expect(block.reason).not.toContain('Jean');
  });

  it('gives the same event the same id wherever it moves, and other feeds, events or instances other ids', () => {
    const id = importBlocks('yacht-7', GETMYBOAT, [interval()])[0].id;
    const moved = interval({ start: '2026-07-11T08:00:00.000Z', end: '2026-07-11T12:00:00.000Z' });
    expect(importBlocks('yacht-7', GETMYBOAT, [moved])[0].id).toBe(id);
    expect(importedBlockId('feed-gmb-1', 'event-1@channel.example', null)).toBe(id);
    const others = [
      importedBlockId('feed-crew', 'event-1@channel.example', null),
      importedBlockId('feed-gmb-1', 'event-2@channel.example', null),
      importedBlockId('feed-gmb-1', 'event-1@channel.example', '2026-07-10T08:00:00.000Z'),
    ];
    expect(new Set([id, ...others]).size).toBe(4);
  });

  it('tells apart two events that share a UID, and keeps an exact duplicate once', () => {
    const blocks = importBlocks('yacht-7', GETMYBOAT, [
      interval(),
      interval({ start: '2026-08-01T08:00:00.000Z', end: '2026-08-01T09:00:00.000Z' }),
      interval(),
    ]);
    expect(blocks).toHaveLength(2);
    expect(new Set(blocks.map((block) => block.id)).size).toBe(2);
  });

  it('gives every instance of a year of weekly events its own id, stable from one read to the next', () => {
    const text = readFileSync('fixtures/feeds/google-weekly.ics', 'utf8');
    const first = importBlocks('yacht-7', GETMYBOAT, parseFeed(text, WINDOW));
    const again = importBlocks('yacht-7', GETMYBOAT, parseFeed(text, WINDOW));
    expect(new Set(first.map((block) => block.id)).size).toBe(first.length);
    expect(again.map((block) => block.id)).toEqual(first.map((block) => block.id));
  });
});

describe('diffBlocks', () => {
  const read = (options: Parameters<typeof largeFeed>[0]) =>
    importBlocks('yacht-7', GETMYBOAT, parseFeed(largeFeed(options), WINDOW));

  it('adds everything on the first sync and writes nothing when the feed has not changed', () => {
    const blocks = read({ events: 50, firstDay: '2026-06-01' });
    expect(diffBlocks([], blocks)).toEqual({ add: blocks, update: [], remove: [] });
    // Stored records carry more (when they were written): not compared.
    const stored = blocks.map((block) => ({ ...block, createdAt: '2026-06-01T00:00:00.000Z' }));
    expect(diffBlocks(stored, read({ events: 50, firstDay: '2026-06-01' }))).toEqual({
      add: [],
      update: [],
      remove: [],
    });
  });

  it('updates a moved event, removes a cancelled one and adds a new one', () => {
    const before = read({ events: 50, firstDay: '2026-06-01' });
    const after = read({ events: 51, firstDay: '2026-06-01', moved: [3], dropped: [7] });
    const diff = diffBlocks(before, after);
    expect(diff.add.map((block) => block.source.uid)).toEqual([
      'listing-4410-booking-100050@boat-marketplace.example',
    ]);
    expect(diff.update.map((block) => [block.source.uid, block.start])).toEqual([
      ['listing-4410-booking-100003@boat-marketplace.example', '2026-06-04T06:00:00.000Z'],
    ]);
    expect(diff.remove).toEqual([before[7].id]);
  });

  it('updates a block when only its label or summary changed', () => {
    const [block] = importBlocks('yacht-7', GETMYBOAT, [interval()]);
    const relabelled = importBlocks('yacht-7', { ...GETMYBOAT, label: 'GetMyBoat (Dubai)' }, [interval()]);
    expect(diffBlocks([block], relabelled).update).toHaveLength(1);
    const renamed = importBlocks('yacht-7', GETMYBOAT, [
      interval({ summary: 'Booking 88213 (Jean Dupont)' }),
    ]);
    expect(diffBlocks([block], renamed).update).toHaveLength(1);
  });

  it('keeps past blocks the channel no longer lists when told where the window starts', () => {
    const past = importBlocks('yacht-7', GETMYBOAT, [
      interval({ uid: 'old', start: '2026-05-01T08:00:00.000Z', end: '2026-05-01T12:00:00.000Z' }),
    ]);
    expect(diffBlocks(past, [], { from: WINDOW.from }).remove).toEqual([]);
    expect(diffBlocks(past, []).remove).toEqual([past[0].id]);
  });

  it('syncs 10 feeds of 500 events: the second run with unchanged feeds writes nothing', () => {
    const store = new Map<string, ImportedBlock>();
    let writes = 0;
    const sync = () => {
      for (let feed = 0; feed < 10; feed += 1) {
        const text = largeFeed({ events: 500, firstDay: '2026-06-01', uidPrefix: `listing-${feed}` });
        const next = importBlocks(
          `yacht-${feed}`,
          { id: `feed-${feed}`, label: 'GetMyBoat' },
          parseFeed(text, WINDOW),
        );
        const existing = [...store.values()].filter((block) => block.source.feedId === `feed-${feed}`);
        const diff = diffBlocks(existing, next, { from: WINDOW.from });
        for (const block of [...diff.add, ...diff.update]) store.set(block.id, block);
        for (const id of diff.remove) store.delete(id);
        writes += diff.add.length + diff.update.length + diff.remove.length;
      }
    };
    sync();
    expect(writes).toBe(5_000);
    expect(store.size).toBe(5_000);
    writes = 0;
    sync();
    expect(writes).toBe(0);
  });
});
