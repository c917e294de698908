import { expect, it } from 'vitest';
import { durationText } from '../../../src/features/admin/dashboard/duration-text';

it('writes an age short, rounded down', () => {
  const minute = 60_000;
  expect(
    [
      0,
      59_999,
      minute,
      59 * minute,
      60 * minute,
      3.9 * 60 * minute,
      24 * 60 * minute - 1,
      24 * 60 * minute,
      49 * 60 * minute,
      30 * 24 * 60 * minute,
    ].map(durationText),
  ).toEqual(['just now', 'just now', '1 min', '59 min', '1 h', '3 h', '23 h', '1 day', '2 days', '30 days']);
});
