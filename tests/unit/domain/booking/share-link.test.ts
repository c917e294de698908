import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clockToMinute,
  minuteToClock,
  selectionFromSearchParams,
  selectionToSearchParams,
  shareLink,
  type BookingSelection,
} from '../../../../src/domain/booking';
import { dateArb, FRIDAY } from './dates.fixtures';

const selection: BookingSelection = {
  yachtId: 'pearl',
  date: FRIDAY,
  startMinute: 17 * 60 + 30,
  hours: 3,
  guests: 10,
  addOnIds: ['cake', 'jet-ski'],
};

describe('a selection in a link', () => {
  it('is written as readable parameters, in a fixed order', () => {
    expect(selectionToSearchParams(selection).toString()).toBe(
      'yacht=pearl&date=2025-03-14&start=17%3A30&hours=3&guests=10&addons=cake%2Cjet-ski',
    );
  });

  it('reads back to the same selection (any valid selection)', () => {
    const selectionArb = fc.record({
      yachtId: fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
      date: dateArb,
      startMinute: fc.integer({ min: 0, max: 1439 }),
      hours: fc.integer({ min: 1, max: 24 }),
      guests: fc.integer({ min: 1, max: 999 }),
      addOnIds: fc.uniqueArray(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1, maxLength: 6 }),
    });
    fc.assert(
      fc.property(selectionArb, (picked) => {
        expect(selectionFromSearchParams(selectionToSearchParams(picked).toString())).toEqual(picked);
      }),
    );
  });

  it('reopens the page with the selection and nothing else from the address', () => {
    const link = shareLink('https://example.com/productdetail/pearl?utm_source=ig&gclid=abc#top', selection);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://example.com/productdetail/pearl');
    expect(url.hash).toBe('');
    expect(url.searchParams.has('utm_source')).toBe(false);
    expect(url.searchParams.has('gclid')).toBe(false);
    expect(selectionFromSearchParams(url.search)).toEqual(selection);
  });

  it('leaves out what is not valid when writing', () => {
    const params = selectionToSearchParams({
      yachtId: 'bad id!',
      date: '2025-02-30',
      startMinute: -1,
      hours: 2.5,
      guests: Number.NaN,
      addOnIds: ['ok', '<script>'],
    });
    expect(params.toString()).toBe('addons=ok');
  });

  it('ignores parameters it cannot read and keeps the rest', () => {
    expect(
      selectionFromSearchParams(
        '?date=2025-13-01&start=25:00&hours=0&guests=ten&addons=,cake,cake,<b>&utm_source=x&yacht=pearl',
      ),
    ).toEqual({ yachtId: 'pearl', addOnIds: ['cake'] });
    expect(selectionFromSearchParams('?start=08:00&hours=4&guests=012')).toEqual({
      startMinute: 480,
      hours: 4,
      guests: 12,
    });
    expect(selectionFromSearchParams('')).toEqual({});
  });

  it('writes clock times as HH:MM and reads only those', () => {
    expect(minuteToClock(0)).toBe('00:00');
    expect(minuteToClock(17 * 60 + 5)).toBe('17:05');
    expect(clockToMinute('17:05')).toBe(17 * 60 + 5);
    expect(clockToMinute('7:05')).toBeNull();
    expect(clockToMinute('24:00')).toBeNull();
    expect(clockToMinute('12:60')).toBeNull();
  });
});
