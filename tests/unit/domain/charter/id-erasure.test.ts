import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dubaiInstant } from '../../../../src/domain/booking/dubai-time';
import { erasureDates, idErasuresDue, retentionDaysOf } from '../../../../src/domain/charter/id-erasure';
import type { Enquiry } from '../../../../src/domain/enquiry';

const link = { token: 'A'.repeat(22), guestToken: 'B'.repeat(22) };

/** An enquiry for a 4-hour charter on `date` from 20:00 Dubai (it ends at midnight). */
const enquiry = (id: string, date: string, overrides: Partial<Enquiry> = {}) =>
  ({
    id,
    status: 'completed',
    charter: link,
    quote: { selection: { yachtId: 'y', date, startMinute: 20 * 60, hours: 4, guests: 6, addOnIds: [] } },
    ...overrides,
  }) as Pick<Enquiry, 'id' | 'status' | 'quote' | 'charter'>;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the ID numbers due for erasure', () => {
  it('are a charter’s once its end plus the retention has passed, to the minute', () => {
    // Ended 1 May 2030 at midnight Dubai (20:00 UTC on 1 May): due 30 days later.
    const charter = enquiry('e1', '2030-05-01');
    const due = dubaiInstant('2030-05-02', 0) + 30 * 86_400_000;
    vi.setSystemTime(due - 1);
    expect(idErasuresDue([charter], Date.now(), 30)).toEqual([]);
    vi.setSystemTime(due);
    expect(idErasuresDue([charter], Date.now(), 30)).toEqual([charter]);
  });

  it('leaves out enquiries not confirmed or completed, without a page, or erased already, and counts each once', () => {
    vi.setSystemTime(Date.parse('2031-01-01T00:00:00Z'));
    const now = Date.now();
    const due = enquiry('due', '2030-05-01', { status: 'confirmed' });
    const list = [
      due,
      due,
      enquiry('lost', '2030-05-01', { status: 'lost' }),
      enquiry('no-page', '2030-05-01', { charter: undefined }),
      enquiry('no-quote', '2030-05-01', { quote: null }),
      enquiry('erased', '2030-05-01', {
        charter: { ...link, idsErasedAt: '2030-06-01T00:00:00Z', idsErasedCount: 3 },
      }),
      enquiry('recent', '2030-12-20'),
    ];
    expect(idErasuresDue(list, now, 30).map(({ id }) => id)).toEqual(['due']);
  });

  it('take the retention from the settings, or 30 days', () => {
    expect(retentionDaysOf({})).toBe(30);
    expect(retentionDaysOf({ idRetentionDays: 7 })).toBe(7);
  });

  it('are looked for among the charters of the 90 days before the retention, in Dubai dates', () => {
    // 23:30 UTC on 10 June is already 11 June in Dubai.
    vi.setSystemTime(Date.parse('2030-06-10T23:30:00Z'));
    expect(erasureDates(Date.now(), 30)).toEqual({ from: '2030-02-11', to: '2030-05-12' });
  });
});
