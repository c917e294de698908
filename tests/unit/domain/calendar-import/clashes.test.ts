import { describe, expect, it } from 'vitest';
import { clashes } from '../../../../src/domain/calendar-import';

const at = (day: number, hour: number) => Date.UTC(2026, 6, day, hour);
const span = (id: string, yachtId: string, start: number, end: number) => ({
  id,
  yachtId,
  start: new Date(start).toISOString(),
  end: new Date(end).toISOString(),
});

describe('clashes', () => {
  const charters = [
    span('charter-a', 'yacht-1', at(10, 8), at(10, 12)),
    span('charter-b', 'yacht-1', at(11, 8), at(11, 20)),
    span('charter-c', 'yacht-2', at(10, 8), at(10, 12)),
  ];

  it('pairs an imported block with each charter of the same yacht it overlaps', () => {
    const blocks = [
      span('imp-1', 'yacht-1', at(10, 10), at(11, 9)),
      span('imp-2', 'yacht-1', at(12, 8), at(12, 12)),
    ];
    expect(clashes(blocks, charters).map(({ imported, charter }) => [imported.id, charter.id])).toEqual([
      ['imp-1', 'charter-a'],
      ['imp-1', 'charter-b'],
    ]);
  });

  it('finds none for spans that only touch, or for another yacht', () => {
    const blocks = [
      span('imp-3', 'yacht-1', at(10, 12), at(10, 14)),
      span('imp-4', 'yacht-1', at(10, 4), at(10, 8)),
      span('imp-5', 'yacht-3', at(10, 8), at(10, 12)),
    ];
    expect(clashes(blocks, charters)).toEqual([]);
  });

  it('finds a charter that started long before the block and is still going', () => {
    const long = [span('week', 'yacht-1', at(1, 0), at(8, 0)), span('short', 'yacht-1', at(6, 8), at(6, 10))];
    expect(
      clashes([span('imp-6', 'yacht-1', at(7, 8), at(7, 9))], long).map((clash) => clash.charter.id),
    ).toEqual(['week']);
  });

  it('takes epoch milliseconds as well as ISO instants', () => {
    const block = { id: 'imp-7', yachtId: 'yacht-2', start: at(10, 11), end: at(10, 13) };
    expect(clashes([block], charters)).toHaveLength(1);
  });
});
