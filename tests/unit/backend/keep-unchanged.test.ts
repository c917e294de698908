import { describe, expect, it } from 'vitest';
import { keepUnchanged, sameData } from '../../../src/backend/react/keep-unchanged';

describe('sameData', () => {
  it('compares plain data by value', () => {
    expect(sameData({ a: [1, { b: 'x' }], c: null }, { a: [1, { b: 'x' }], c: null })).toBe(true);
    expect(sameData({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData({ a: 1, b: 2 }, { a: 1, c: 2 })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
    expect(sameData('1', 1)).toBe(false);
  });
});

describe('keepUnchanged', () => {
  const shown = [
    { id: 'a', name: 'Azure', images: ['/a.webp'] },
    { id: 'b', name: 'Blue', images: [] as string[] },
  ];

  it('keeps the shown list when the fresh one equals it', () => {
    const fresh = structuredClone(shown);
    expect(keepUnchanged(shown, fresh)).toBe(shown);
  });

  it('keeps the unchanged items and takes the changed, added and reordered ones', () => {
    const fresh = [
      { id: 'b', name: 'Blue', images: [] },
      { id: 'c', name: 'Coral', images: [] },
      { id: 'a', name: 'Azure', images: ['/a2.webp'] },
    ];
    const kept = keepUnchanged(shown, fresh);
    expect(kept).toEqual(fresh);
    expect(kept[0]).toBe(shown[1]);
    expect(kept[1]).toBe(fresh[1]);
    expect(kept[2]).toBe(fresh[2]);
  });

  it('drops removed items', () => {
    expect(keepUnchanged(shown, [structuredClone(shown[0])])).toEqual([shown[0]]);
    expect(keepUnchanged(shown, [])).toEqual([]);
  });
});
