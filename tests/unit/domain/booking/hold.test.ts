import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUOTE_HOLD_HOURS,
  holdExpiry,
  isHoldHours,
  isLive,
  liveItems,
  quoteHoldHours,
} from '../../../../src/domain/booking/hold';
import { holdPlan, holdRecord } from '../../../../src/backend/hold-checks';
import type { Enquiry } from '../../../../src/domain/enquiry';

const NOW = Date.parse('2026-11-29T10:15:42.678Z');

const enquiry = (changes: Partial<Enquiry> = {}): Enquiry => ({
  id: 'MLY-AAAAAA',
  reference: 'MLY-AAAAAA',
  channel: 'whatsapp',
  name: '',
  phone: '',
  preferredTime: '',
  message: '',
  language: 'en',
  campaign: {},
  createdAt: '2026-11-28T10:00:00.000Z',
  status: 'quoted',
  bookingId: null,
  quote: {
    selection: { yachtId: 'y', date: '2026-12-03', startMinute: 600, hours: 3, guests: 6, addOnIds: [] },
    yachtName: 'Y',
    lines: [{ kind: 'charter', rate: 'weekday', unitPriceFils: 45_000, quantity: 3, amountFils: 135_000 }],
    subtotalFils: 135_000,
    vatMode: 'included',
    vatFils: 6_429,
    totalFils: 135_000,
    depositFils: 67_500,
  },
  ...changes,
});

describe('a quote’s hold', () => {
  it('lasts whole hours from 1 to 168, 24 unless the settings say otherwise', () => {
    expect([1, 24, 168].every(isHoldHours)).toBe(true);
    expect([0, 169, 1.5, -1, Number.NaN, Infinity].some(isHoldHours)).toBe(false);
    expect(quoteHoldHours({})).toBe(DEFAULT_QUOTE_HOLD_HOURS);
    expect(quoteHoldHours({ quoteHoldHours: 6 })).toBe(6);
  });

  it('lapses the given hours after now, to the whole second; until then it is live', () => {
    const expiresAt = holdExpiry(NOW, 48);
    expect(expiresAt).toBe('2026-12-01T10:15:42.000Z');
    expect(isLive({ expiresAt }, Date.parse(expiresAt) - 1)).toBe(true);
    expect(isLive({ expiresAt }, Date.parse(expiresAt))).toBe(false);
    expect(isLive({}, Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(liveItems([{ id: 'a' }, { id: 'b', expiresAt: '2026-11-29T10:00:00Z' }], NOW)).toEqual([
      { id: 'a' },
    ]);
  });

  it('is planned for the quote’s Dubai slot, and refused without a quote, once booked, lost, completed or cancelled', () => {
    const plan = holdPlan(enquiry(), 24, NOW);
    expect(plan).toMatchObject({ yachtId: 'y', expiresAt: '2026-11-30T10:15:42.000Z' });
    expect(holdRecord('h1', enquiry(), plan)).toEqual({
      id: 'h1',
      kind: 'block',
      yachtId: 'y',
      start: '2026-12-03T06:00:00.000Z',
      end: '2026-12-03T09:00:00.000Z',
      enquiryId: 'MLY-AAAAAA',
      reference: 'MLY-AAAAAA',
      blockKind: 'hold',
      reason: 'Quote MLY-AAAAAA',
      expiresAt: '2026-11-30T10:15:42.000Z',
    });
    expect(() => holdPlan(enquiry({ quote: null }), 24, NOW)).toThrow('no quote');
    expect(() => holdPlan(enquiry({ bookingId: 'b1', status: 'confirmed' }), 24, NOW)).toThrow(
      'already booked',
    );
    expect(() => holdPlan(enquiry({ status: 'lost' }), 24, NOW)).toThrow('This enquiry is lost');
    expect(() => holdPlan(enquiry({ status: 'completed' }), 24, NOW)).toThrow('This enquiry is completed');
    expect(() => holdPlan(enquiry(), 0, NOW)).toThrow('from 1 to 168');
  });
});
