import type { Product } from '../../../domain/yacht';

export interface PositionChange {
  product: Product;
  position: number;
}

/**
 * Moves the product at `index` one place up (-1) or down (+1) in a list sorted by position, and numbers the list
 * 1, 2, 3... Returns only the products whose position changes (none when the move leaves the list).
 */
export function moveProduct(
  products: readonly Product[],
  index: number,
  direction: -1 | 1,
): PositionChange[] {
  const target = index + direction;
  if (index < 0 || index >= products.length || target < 0 || target >= products.length) return [];
  const order = [...products];
  [order[index], order[target]] = [order[target], order[index]];
  return order
    .map((product, at) => ({ product, position: at + 1 }))
    .filter(({ product, position }) => product.position !== position);
}
