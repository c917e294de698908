import type { Yacht } from '../../../domain/yacht';

export interface PositionChange {
  yacht: Yacht;
  position: number;
}

/**
 * Moves the product at `index` one place up (-1) or down (+1) in a list sorted by position, and numbers the list
 * 1, 2, 3... Returns only the products whose position changes (none when the move leaves the list).
 */
export function moveYacht(yachts: readonly Yacht[], index: number, direction: -1 | 1): PositionChange[] {
  const target = index + direction;
  if (index < 0 || index >= yachts.length || target < 0 || target >= yachts.length) return [];
  const order = [...yachts];
  [order[index], order[target]] = [order[target], order[index]];
  return order
    .map((yacht, at) => ({ yacht, position: at + 1 }))
    .filter(({ yacht, position }) => yacht.position !== position);
}
