import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectionFromSearchParams, shareLink } from '../../../../src/domain/booking';
import { bookingHref, bookingSearch, findYachts, prepareFleet } from '../../../../src/domain/finder';
import { useBookingForm } from '../../../../src/features/booking/use-booking-form';
import { busy, fleet, fridayEvening, FRIDAY, NOW, settings } from './finder.fixtures';

describe("a finder result's Book link", () => {
  it("holds the selection in the booking panel's share-link parameters", () => {
    expect(bookingSearch(fridayEvening)).toBe('?date=2025-03-14&start=18%3A00&hours=4&guests=20');
    expect(selectionFromSearchParams(bookingSearch(fridayEvening))).toEqual({
      date: FRIDAY,
      startMinute: 18 * 60,
      hours: 4,
      guests: 20,
    });
    // The same parameters as the panel's own "Share this quote" link.
    const shared = new URL(
      shareLink('https://example.com/productdetail/pearl', {
        date: FRIDAY,
        startMinute: 18 * 60,
        hours: 4,
        guests: 20,
      }),
    );
    expect(bookingSearch(fridayEvening)).toBe(shared.search);
  });

  it('is the yacht page alone without a selection, and leaves out what it cannot write', () => {
    expect(bookingSearch(null)).toBe('');
    expect(bookingHref('/productdetail/pearl', null)).toBe('/productdetail/pearl');
    expect(bookingHref('/productdetail/pearl', fridayEvening)).toBe(
      '/productdetail/pearl?date=2025-03-14&start=18%3A00&hours=4&guests=20',
    );
    expect(bookingSearch({ ...fridayEvening, start: 'dusk' })).toBe('?date=2025-03-14&hours=4&guests=20');
  });

  it('opens the booking panel with the same selection and the same price', () => {
    const busyIntervals = [busy('pearl', FRIDAY, '13:00', '17:00')];
    const answer = findYachts(
      prepareFleet(fleet, busyIntervals),
      { selection: fridayEvening, filters: {}, sort: null },
      settings,
      NOW,
    );
    expect(answer.results.length).toBe(4);
    for (const result of answer.results) {
      const { result: form } = renderHook(() =>
        useBookingForm(
          { yacht: result.yacht, pricing: result.pricing, settings, addOns: [], busy: busyIntervals },
          NOW,
          selectionFromSearchParams(result.bookingSearch),
        ),
      );
      expect(form.current.values.date).toBe(FRIDAY);
      expect(form.current.startMinute).toBe(18 * 60);
      expect(form.current.hours).toBe(4);
      expect(form.current.values.guests).toBe('20');
      expect(form.current.errors).toEqual({});
      expect(form.current.complete).toBe(true);
      expect(form.current.quote?.totalFils).toBe(result.priceFils);
    }
  });
});
