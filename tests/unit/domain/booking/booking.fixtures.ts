/** Settings, pricing, add-ons and their arbitraries for the booking engine's tests. */
import fc from 'fast-check';
import type { Weekday } from '../../../../src/domain/booking/dubai-time';
import type { AddOn, BookingSettings, YachtPricing } from '../../../../src/domain/booking/settings';
import { DEFAULT_BOOKING_SETTINGS } from '../../../../src/domain/booking/settings';

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

export const weekendDaysArb: fc.Arbitrary<Weekday[]> = fc.uniqueArray(
  fc.constantFrom<Weekday>(0, 1, 2, 3, 4, 5, 6),
  { maxLength: 6 },
);

export const settingsArb: fc.Arbitrary<BookingSettings> = fc
  .record({
    weekendDays: weekendDaysArb,
    openingMinute: fc.integer({ min: 0, max: 1380 }),
    length: fc.integer({ min: 60, max: 1440 }),
    startStepMinutes: fc.constantFrom(10, 15, 20, 30, 60),
    turnaroundMinutes: fc.integer({ min: 0, max: 240 }),
    leadTimeMinutes: fc.integer({ min: 0, max: 2880 }),
    horizonDays: fc.integer({ min: 1, max: 120 }),
    depositPercent: fc.integer({ min: 0, max: 100 }),
    vatMode: fc.constantFrom('included' as const, 'added' as const),
  })
  .map(({ length, ...rest }) => ({
    ...rest,
    closingMinute: Math.min(1440, rest.openingMinute + length),
  }));

export const pricingArb: fc.Arbitrary<YachtPricing> = fc
  .record({
    hourlyFils: fc.integer({ min: 1, max: 10_000_000 }),
    weekendHourlyFils: fc.integer({ min: 1, max: 10_000_000 }),
    maxHours: fc.integer({ min: 1, max: 24 }),
    weekdayMin: fc.integer({ min: 1, max: 24 }),
    weekendMin: fc.integer({ min: 1, max: 24 }),
  })
  .map(({ maxHours, weekdayMin, weekendMin, ...prices }) => ({
    yachtId: 'pearl',
    ...prices,
    maxHours,
    weekdayMinHours: Math.min(weekdayMin, maxHours),
    weekendMinHours: Math.min(weekendMin, maxHours),
  }));

export const addOnsArb: fc.Arbitrary<AddOn[]> = fc.uniqueArray(
  fc.record({
    id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
    name: fc.constantFrom('Cake', 'Jet ski', 'BBQ', 'Flowers'),
    priceFils: fc.integer({ min: 0, max: 1_000_000 }),
    unit: fc.constantFrom('booking' as const, 'hour' as const, 'guest' as const),
    active: fc.boolean(),
  }),
  { selector: (addOn) => addOn.id, maxLength: 6 },
);
