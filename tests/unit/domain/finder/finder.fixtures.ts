/** A small fleet, settings and instants for the finder's tests. 2025-03-13 is a Thursday, 03-14 a Friday. */
import type { BusyInterval } from '../../../../src/domain/booking';
import { DEFAULT_BOOKING_SETTINGS, type BookingSettings } from '../../../../src/domain/booking';
import type { FinderSelection } from '../../../../src/domain/finder';
import type { Yacht } from '../../../../src/domain/yacht';
import { at, FRIDAY, THURSDAY } from '../booking/dates.fixtures';

export { at, FRIDAY, THURSDAY };
export const SATURDAY = '2025-03-15';

/** Weekend Friday to Sunday, 08:00–24:00, 30-min steps, 60-min turnaround, 120-min lead time, 90 days ahead. */
export const settings: BookingSettings = { ...DEFAULT_BOOKING_SETTINGS, weekendDays: [5, 6, 0] };

/** Thursday 09:00 in Dubai. */
export const NOW = at(THURSDAY, '09:00');

const yacht = (fields: Partial<Yacht> & Pick<Yacht, 'id'>): Yacht => ({
  name: fields.id,
  price: 1000,
  feet: 50,
  capacity: 10,
  complementary: '',
  images: [],
  isVIP: false,
  ...fields,
});

/** In the fleet's order (position) they are pearl, falcon, star, breeze, sea; the array is shuffled on purpose. */
export const fleet: Yacht[] = [
  yacht({ id: 'star', price: 800, feet: 45, capacity: 12, position: 3 }),
  yacht({
    id: 'pearl',
    price: 1500,
    feet: 60,
    capacity: 25,
    position: 1,
    pricing: { weekendHourlyFils: 180_000, weekdayMinHours: 2, weekendMinHours: 3, maxHours: 8 },
  }),
  yacht({ id: 'breeze', price: 1000, feet: 55, capacity: 20, position: 4 }),
  yacht({
    id: 'falcon',
    price: 3000,
    feet: 90,
    capacity: 40,
    isVIP: true,
    position: 2,
    pricing: { weekendHourlyFils: 350_000, weekdayMinHours: 3, weekendMinHours: 4, maxHours: 10 },
  }),
  yacht({ id: 'sea', price: 1000, feet: 55, capacity: 20 }),
];

export const FLEET_ORDER = ['pearl', 'falcon', 'star', 'breeze', 'sea'];

/** Friday 18:00, 4 hours, 20 guests (the journey). */
export const fridayEvening: FinderSelection = { date: FRIDAY, start: '18:00', hours: 4, guests: 20 };

/** A booking or block as visitors read it, in Dubai clock times. */
export const busy = (yachtId: string, date: string, from: string, to: string): BusyInterval => ({
  yachtId,
  start: new Date(at(date, from)).toISOString(),
  end: new Date(at(date, to)).toISOString(),
});

/** The yacht busy the whole Dubai day. */
export const busyAllDay = (yachtId: string, date: string): BusyInterval => ({
  yachtId,
  start: at(date, '00:00'),
  end: at(date, '23:59') + 60_000,
});

export const ids = (results: readonly { yacht: { id: string } }[]) =>
  results.map((result) => result.yacht.id);
