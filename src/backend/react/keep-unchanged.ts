/**
 * Fresh data that equals what is shown keeps the shown objects: React then skips the unchanged parts (memoized
 * cards), so the refresh after a prerendered page's hydration costs next to nothing when nothing changed.
 */

/** Structural equality of plain data (what the backend returns: objects, arrays, strings, numbers, …). */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  // Arrays too: their keys are their indexes.
  const aKeys = Object.keys(a);
  const [aRecord, bRecord] = [a, b] as Record<string, unknown>[];
  return (
    aKeys.length === Object.keys(b).length &&
    aKeys.every((key) => key in bRecord && sameData(aRecord[key], bRecord[key]))
  );
}

/**
 * `next`, with each item that equals the shown item of the same id replaced by the shown one; the shown list
 * itself when nothing changed at all.
 */
export function keepUnchanged<T extends { id: string }>(shown: readonly T[], next: T[]): T[] {
  const byId = new Map(shown.map((item) => [item.id, item]));
  const kept = next.map((item) => {
    const previous = byId.get(item.id);
    return previous !== undefined && sameData(previous, item) ? previous : item;
  });
  const unchanged = kept.length === shown.length && kept.every((item, index) => item === shown[index]);
  return unchanged ? (shown as T[]) : kept;
}
