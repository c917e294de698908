import { describe, expect, it } from 'vitest';
import type { Yacht } from '../../../src/domain/yacht';
import { moveYacht } from '../../../src/features/admin/yachts/reorder';

const yacht = (id: string, position?: number): Yacht => ({
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
  const list = [yacht('a', 1), yacht('b', 2), yacht('c', 3)];

  it('swaps a product with the one above and returns only the changed positions', () => {
    expect(moveYacht(list, 1, -1).map(({ yacht: p, position }) => [p.id, position])).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
  });

  it('moves down', () => {
    expect(moveYacht(list, 1, 1).map(({ yacht: p, position }) => [p.id, position])).toEqual([
      ['c', 2],
      ['b', 3],
    ]);
  });

  it('does nothing past either end', () => {
    expect(moveYacht(list, 0, -1)).toEqual([]);
    expect(moveYacht(list, 2, 1)).toEqual([]);
    expect(moveYacht(list, 5, 1)).toEqual([]);
  });

  it('numbers products without a position (999) or with duplicates', () => {
    const messy = [yacht('a', 5), yacht('b', 5), yacht('c')];
    expect(moveYacht(messy, 2, -1).map(({ yacht: p, position }) => [p.id, position])).toEqual([
      ['a', 1],
      ['c', 2],
      ['b', 3],
    ]);
  });
});
