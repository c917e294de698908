import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../src/domain/offer';
import { orderOffers, visibleOffers } from '../../../src/domain/visible-offers';

const now = Date.parse('2025-03-01T12:00:00Z');
const offer = (id: string, startTime?: string, endTime?: string): Offer => ({
  id,
  name: id,
  description: '',
  features: [],
  startTime,
  endTime,
});

describe('visibleOffers', () => {
  it('hides offers that have not started yet', () => {
    const offers = [
      offer('started', '2025-02-28T00:00:00Z'),
      offer('starts-now', '2025-03-01T12:00:00Z'),
      offer('future', '2025-03-01T12:00:01Z'),
      offer('no-start'),
    ];
    expect(visibleOffers(offers, now).map((o) => o.id)).toEqual(['started', 'starts-now', 'no-start']);
  });
});

describe('orderOffers', () => {
  it('puts running offers first (soonest end on top), then open-ended, then ended ones', () => {
    const offers = [
      offer('ended', undefined, '2025-02-01T00:00:00Z'),
      offer('open-ended'),
      offer('ends-late', undefined, '2025-04-01T00:00:00Z'),
      offer('ends-soon', undefined, '2025-03-02T00:00:00Z'),
    ];
    expect(orderOffers(offers, now).map((o) => o.id)).toEqual([
      'ends-soon',
      'ends-late',
      'open-ended',
      'ended',
    ]);
  });
});
