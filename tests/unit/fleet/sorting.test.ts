import { describe, expect, it } from 'vitest';
import { sortByPosition } from '../../../src/domain/yacht';
import { vipOnly } from '../../../src/features/fleet/vip-page';
import { yachtFixtures } from '../../../fixtures/yachts';

describe('sortByPosition', () => {
  it('sorts ascending with a missing position counting as 999', () => {
    const sorted = sortByPosition([
      { id: 'a', position: 1000 },
      { id: 'b' },
      { id: 'c', position: 2 },
      { id: 'd', position: 998 },
      { id: 'e', position: 999 },
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['c', 'd', 'b', 'e', 'a']);
  });

  it('keeps the original order for ties and does not modify its input', () => {
    const input = [{ id: 'x' }, { id: 'y' }, { id: 'z', position: 1 }];
    expect(sortByPosition(input).map((item) => item.id)).toEqual(['z', 'x', 'y']);
    expect(input.map((item) => item.id)).toEqual(['x', 'y', 'z']);
  });
});

describe('vipOnly', () => {
  it('keeps only VIP yachts', () => {
    const vip = vipOnly(yachtFixtures);
    expect(vip.length).toBeGreaterThan(0);
    expect(vip.length).toBeLessThan(yachtFixtures.length);
    expect(vip.every((yacht) => yacht.isVIP)).toBe(true);
  });

  it('is empty when no yacht is VIP', () => {
    expect(vipOnly(yachtFixtures.map((p) => ({ ...p, isVIP: false })))).toEqual([]);
  });
});
