import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS, validateBookingSettings } from '../../../../src/domain/booking/settings';
import {
  berthError,
  charterPageFrom,
  charterSpan,
  guestListPageOf,
  type Berth,
} from '../../../../src/domain/charter';
import type { EnquiryQuote } from '../../../../src/domain/enquiry';

const marina: Berth = {
  name: 'Dubai Marina Yacht Club, pontoon C',
  mapUrl: 'https://maps.app.goo.gl/x',
  notes: '',
};
const quote: EnquiryQuote = {
  selection: { yachtId: 'y1', date: '2030-06-01', startMinute: 23 * 60, hours: 2, guests: 20, addOnIds: [] },
  yachtName: 'Quoted Name',
  lines: [],
  subtotalFils: 100_000,
  vatMode: 'included',
  vatFils: 4_762,
  totalFils: 100_000,
  depositFils: 50_000,
};
const source = {
  token: 'a'.repeat(22),
  guestToken: 'b'.repeat(22),
  enquiry: { reference: 'MLY-1', language: 'xx', name: '  Layla ', quote },
  yacht: null,
  settings: {},
  now: new Date('2030-05-01T00:00:00Z'),
};

describe('the charter page', () => {
  it('is written from the enquiry: the yacht’s berth before the site’s, the deposit once paid', () => {
    const yacht = { id: 'y1', name: 'Azure', images: [], complementary: 'Towels', berth: marina };
    const page = charterPageFrom({
      ...source,
      yacht,
      settings: { berth: { ...marina, name: 'Site berth' }, guestListCutoffHours: 12 },
      enquiry: { ...source.enquiry, deposit: { status: 'paid', amountFils: 50_000 } },
    });
    expect(page).toMatchObject({
      language: 'en',
      clientName: 'Layla',
      berth: marina,
      cutoffHours: 12,
      paid: { paidFils: 50_000, deposit: 'paid' },
      yacht: { name: 'Azure', photo: null, included: 'Towels' },
    });
    expect(guestListPageOf(page)).toMatchObject({ booked: 20, yachtName: 'Azure', cutoffHours: 12 });
  });

  it('keeps the quote’s yacht name when the yacht is gone, and has no berth rather than an empty one', () => {
    const page = charterPageFrom({ ...source, settings: { berth: { name: ' ', mapUrl: '', notes: '' } } });
    expect(page).toMatchObject({
      yacht: { name: 'Quoted Name' },
      berth: null,
      cutoffHours: 24,
      paid: { paidFils: 0 },
    });
  });

  it('runs from the Dubai start: 23:00 for 2 hours ends at 01:00 the next day', () => {
    const { start, end } = charterSpan(quote.selection);
    expect(new Date(start).toISOString()).toBe('2030-06-01T19:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('2030-06-01T21:00:00.000Z');
  });
});

describe('berths and the guest list settings', () => {
  it('take an https map link and bounded texts', () => {
    expect(berthError(marina)).toBeNull();
    expect(berthError({ ...marina, mapUrl: 'http://maps.example' })).toMatch(/https/);
    expect(berthError({ ...marina, mapUrl: 'javascript:alert(1)' })).toMatch(/https/);
    expect(berthError({ ...marina, name: 'x'.repeat(121) })).toMatch(/120/);
    expect(berthError({ ...marina, notes: 'x'.repeat(2001) })).toMatch(/2000/);
  });

  it('bound the cut-off (0 to 168 hours) and the retention (1 to 365 days)', () => {
    const check = (extra: object) =>
      Object.keys(validateBookingSettings({ ...DEFAULT_BOOKING_SETTINGS, ...extra }));
    expect(check({ guestListCutoffHours: 0, idRetentionDays: 365, berth: marina })).toEqual([]);
    expect(check({ guestListCutoffHours: 169, idRetentionDays: 0 })).toEqual([
      'guestListCutoffHours',
      'idRetentionDays',
    ]);
    expect(check({ guestListCutoffHours: 1.5, berth: { ...marina, mapUrl: 'ftp://x' } })).toEqual([
      'guestListCutoffHours',
      'berth',
    ]);
  });
});
