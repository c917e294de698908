/**
 * Imported blocks that overlap a confirmed charter of the same yacht: a double booking the operator must resolve
 * (the charter was sold here and the slot on another channel too).
 */
import type { BusyInterval } from '../booking/slots';

export interface Clash<I, C> {
  imported: I;
  charter: C;
}

const span = (interval: BusyInterval) => ({
  start: new Date(interval.start).getTime(),
  end: new Date(interval.end).getTime(),
});

/**
 * Each pair of an imported block and a charter on the same yacht whose spans overlap (end exclusive: one ending at
 * 14:00 and the next starting at 14:00 do not clash), by the block's start then the charter's. Sorted sweeps per
 * yacht, so thousands of blocks against hundreds of charters stay fast.
 */
export function clashes<I extends BusyInterval, C extends BusyInterval>(
  imported: readonly I[],
  charters: readonly C[],
): Clash<I, C>[] {
  const byYacht = new Map<string, { charter: C; start: number; end: number }[]>();
  for (const charter of charters) {
    const list = byYacht.get(charter.yachtId) ?? [];
    list.push({ charter, ...span(charter) });
    byYacht.set(charter.yachtId, list);
  }
  const longest = new Map<string, number>();
  for (const [yachtId, list] of byYacht) {
    list.sort((a, b) => a.start - b.start);
    longest.set(
      yachtId,
      list.reduce((most, item) => Math.max(most, item.end - item.start), 0),
    );
  }
  /** The index of the first charter of the list starting at or after `instant`. */
  const firstFrom = (list: readonly { start: number }[], instant: number) => {
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (list[middle].start < instant) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const sorted = imported.map((block) => ({ block, ...span(block) })).sort((a, b) => a.start - b.start);
  const found: Clash<I, C>[] = [];
  for (const { block, start, end } of sorted) {
    const list = byYacht.get(block.yachtId);
    if (!list) continue;
    // Only charters starting after (this start − the yacht's longest charter) and before this end can overlap.
    const last = firstFrom(list, end);
    for (let index = firstFrom(list, start - (longest.get(block.yachtId) ?? 0)); index < last; index += 1) {
      if (list[index].end > start) found.push({ imported: block, charter: list[index].charter });
    }
  }
  return found;
}
