/**
 * The list after moving the item at `index` one place up (-1) or down (+1); null when the move would leave the
 * list.
 */
export function moved<T>(items: readonly T[], index: number, direction: -1 | 1): T[] | null {
  const target = index + direction;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return null;
  const order = [...items];
  [order[index], order[target]] = [order[target], order[index]];
  return order;
}
