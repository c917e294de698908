import { describe, expect, it } from 'vitest';
import type { Product } from '../../../src/domain/yacht';
import { moveProduct } from '../../../src/features/admin/products/reorder';

const product = (id: string, position?: number): Product => ({
  id,
  name: id,
  price: 100,
  feet: 40,
  capacity: 10,
  complementary: '',
  images: [],
  isVIP: false,
  position,
});

describe('moveProduct', () => {
  const list = [product('a', 1), product('b', 2), product('c', 3)];

  it('swaps a product with the one above and returns only the changed positions', () => {
    expect(moveProduct(list, 1, -1).map(({ product: p, position }) => [p.id, position])).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
  });

  it('moves down', () => {
    expect(moveProduct(list, 1, 1).map(({ product: p, position }) => [p.id, position])).toEqual([
      ['c', 2],
      ['b', 3],
    ]);
  });

  it('does nothing past either end', () => {
    expect(moveProduct(list, 0, -1)).toEqual([]);
    expect(moveProduct(list, 2, 1)).toEqual([]);
    expect(moveProduct(list, 5, 1)).toEqual([]);
  });

  it('numbers products without a position (999) or with duplicates', () => {
    const messy = [product('a', 5), product('b', 5), product('c')];
    expect(moveProduct(messy, 2, -1).map(({ product: p, position }) => [p.id, position])).toEqual([
      ['a', 1],
      ['c', 2],
      ['b', 3],
    ]);
  });
});
