/** A priced yacht, its add-ons and a fixed clock for the booking panel's tests. */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import BookingPanel from '../../../src/features/booking/booking-panel';
import type { BookingPanelProps } from '../../../src/features/booking';
import {
  DEFAULT_BOOKING_SETTINGS,
  dubaiInstant,
  type AddOn,
  type BookingSettings,
  type YachtPricing,
} from '../../../src/domain/booking';

/**
 * 21:30 UTC on Wednesday 12 March 2025: already Thursday 13 March (01:30) in Dubai, still Wednesday afternoon on
 * the American west coast. A panel that used the device's date would offer the 12th.
 */
export const NOW = Date.parse('2025-03-12T21:30:00Z');
export const THURSDAY = '2025-03-13';
export const FRIDAY = '2025-03-14';

export const yacht = { id: 'pearl', name: 'Ocean Pearl', capacity: 12 };

export const settings: BookingSettings = { ...DEFAULT_BOOKING_SETTINGS, weekendDays: [5, 6, 0] };

export const pricing: YachtPricing = {
  yachtId: 'pearl',
  hourlyFils: 150_000,
  weekendHourlyFils: 180_000,
  weekdayMinHours: 2,
  weekendMinHours: 3,
  maxHours: 8,
};

export const addOns: AddOn[] = [
  { id: 'cake', name: 'Birthday cake', priceFils: 35_000, unit: 'booking', active: true },
  { id: 'jetski', name: 'Jet ski', priceFils: 40_000, unit: 'hour', active: true },
  { id: 'bbq', name: 'BBQ menu', priceFils: 12_050, unit: 'guest', active: true },
  { id: 'drone', name: 'Drone video', priceFils: 99_900, unit: 'booking', active: false },
];

/** A busy interval of the yacht, written in Dubai time. */
export const busyAt = (date: string, from: string, to: string, yachtId = 'pearl') => {
  const minute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  return { yachtId, start: dubaiInstant(date, minute(from)), end: dubaiInstant(date, minute(to)) };
};

export function renderPanel(props: Partial<BookingPanelProps> = {}, path = '/productdetail/pearl') {
  const send = vi.fn<BookingPanelProps['send']>().mockResolvedValue({ reference: 'MLY-7K2Q9P' });
  const all: BookingPanelProps = {
    yacht,
    pricing,
    settings,
    addOns,
    busy: [],
    now: () => NOW,
    send,
    ...props,
  };
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <BookingPanel {...all} />
    </MemoryRouter>,
  );
  return { ...result, send: all.send, props: all };
}

/** Fils from a shown amount such as `AED 1,350.50`. */
export const filsOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
