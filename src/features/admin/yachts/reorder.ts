import type { Yacht } from '../../../domain/yacht';
import { moved } from '../list/moved';

export interface PositionChange {
  yacht: Yacht;
  position: number;
}

/**
 * Moves the product at `index` one place up (-1) or down (+1) in a list sorted by position, and numbers the list
 * 1, 2, 3... Returns only the products whose position changes (none when the move leaves the list).
 */
export function moveYacht(yachts: readonly Yacht[], index: number, direction: -1 | 1): PositionChange[] {
  return (moved(yachts, index, direction) ?? [])
    .map((yacht, at) => ({ yacht, position: at + 1 }))
    .filter(({ yacht, position }) => yacht.position !== position);
}
