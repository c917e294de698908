/**
 * The booking engine at any moment of a year, on a device in any zone: the dates and start times offered, the
 * hours the panel opens on and moves to, and the deadlines (the lead time, a deposit link's expiry, an offer's
 * countdown), each checked against an answer worked out another way.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addDays,
  allowedHours,
  bookableDateRange,
  minimumHours,
  offeredStartMinutes,
  type BookingSettings,
  type DubaiDate,
  type YachtPricing,
} from '../../../src/domain/booking';
import { countdownText, TIMES_UP } from '../../../src/domain/countdown';
import {
  CHECKOUT_MAX_SECONDS,
  CHECKOUT_MIN_SECONDS,
  depositExpiry,
  depositState,
  type Deposit,
} from '../../../src/domain/deposit';
import { changeField, initialValues, quotedHours } from '../../../src/features/booking/use-booking-form';
import { pricingArb, settingsArb } from '../domain/booking/booking.fixtures';
import { independentWeekday } from '../domain/booking/dates.fixtures';

const MINUTE = 60_000;
/** Any millisecond of 2026 and 2027 (weekends, midnights, the last minute of a Dubai day, New Year's Eve). */
const nowArb = fc.integer({
  min: Date.parse('2026-01-01T00:00:00Z'),
  max: Date.parse('2028-01-01T00:00:00Z'),
});
/** Devices far from Dubai on both sides of the date line, and Dubai itself. */
const ZONES = [
  'Pacific/Kiritimati',
  'Pacific/Honolulu',
  'America/Los_Angeles',
  'Europe/London',
  'Asia/Dubai',
];

const originalZone = process.env.TZ;
afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});
beforeEach(() => {
  process.env.TZ = ZONES[0];
});

/** Dubai's date and minute of an instant, read by Intl rather than by the engine's arithmetic. */
function dubaiWallClock(instant: number): { date: DubaiDate; minute: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Dubai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** The day's minimum, worked out from the weekday Intl gives rather than the engine's weekend test. */
const expectedMinimum = (date: DubaiDate, pricing: YachtPricing, settings: BookingSettings) =>
  settings.weekendDays.includes(independentWeekday(date)) ? pricing.weekendMinHours : pricing.weekdayMinHours;

const yacht = { id: 'pearl', name: 'Ocean Pearl', capacity: 12 };
const momentArb = fc.record({
  now: nowArb,
  settings: settingsArb,
  pricing: pricingArb,
  zone: fc.constantFrom(...ZONES),
  offset: fc.nat({ max: 60 }),
});

describe('the booking engine at any moment of the year', () => {
  it('offers dates from Dubai’s today and only starts past the lead time, inside the day’s hours', () => {
    fc.assert(
      fc.property(momentArb, ({ now, settings, pricing, zone, offset }) => {
        process.env.TZ = zone;
        const range = bookableDateRange(now, settings);
        const today = dubaiWallClock(now);
        expect(range.first).toBe(today.date);
        expect(range.last).toBe(addDays(today.date, settings.horizonDays));
        // Yesterday in Dubai offers nothing, whatever the device's date.
        const query = { yachtId: 'pearl', busy: [], settings, now };
        const hours = allowedHours(today.date, pricing, settings)[0] ?? 1;
        expect(offeredStartMinutes({ ...query, date: addDays(today.date, -1), hours })).toEqual([]);
        for (const date of [today.date, addDays(today.date, Math.min(offset, settings.horizonDays))]) {
          for (const minute of offeredStartMinutes({ ...query, date, hours })) {
            const start = Date.parse(`${date}T00:00:00+04:00`) + minute * MINUTE;
            expect(start).toBeGreaterThanOrEqual(now + settings.leadTimeMinutes * MINUTE);
            expect(dubaiWallClock(start)).toEqual({ date, minute });
            expect(minute).toBeGreaterThanOrEqual(settings.openingMinute);
            expect(minute + hours * 60).toBeLessThanOrEqual(settings.closingMinute);
            expect(minute % settings.startStepMinutes).toBe(0);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('opens the panel on a day with a start left, at that day’s minimum hours', () => {
    fc.assert(
      fc.property(momentArb, ({ now, settings, pricing, zone }) => {
        process.env.TZ = zone;
        const values = initialValues({ yacht, pricing, settings, addOns: [], busy: [] }, now, {});
        const range = bookableDateRange(now, settings);
        expect(values.date >= range.first && values.date <= range.last).toBe(true);
        expect(values.hoursChosen).toBe(false);
        expect(values.hours).toBe(expectedMinimum(values.date, pricing, settings));
        const starts = (date: DubaiDate) =>
          offeredStartMinutes({
            yachtId: 'pearl',
            date,
            hours: minimumHours(date, pricing, settings),
            busy: [],
            settings,
            now,
          });
        // It is the first such day: every day before it has no start left (late in the evening, today).
        for (let date = range.first; date < values.date; date = addDays(date, 1)) {
          expect(starts(date)).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('moves hours nobody chose to a new day’s minimum, and keeps chosen hours, quoting at least the minimum', () => {
    fc.assert(
      fc.property(
        momentArb,
        fc.nat({ max: 60 }),
        fc.integer({ min: 1, max: 12 }),
        ({ now, settings, pricing, zone }, days, chosen) => {
          process.env.TZ = zone;
          const opened = initialValues({ yacht, pricing, settings, addOns: [], busy: [] }, now, {});
          const date = addDays(bookableDateRange(now, settings).first, Math.min(days, settings.horizonDays));
          const allowed = allowedHours(date, pricing, settings);

          const untouched = changeField(opened, 'date', date, pricing, settings);
          expect(untouched.hours).toBe(expectedMinimum(date, pricing, settings));

          const asked = changeField(opened, 'hours', chosen, pricing, settings);
          const moved = changeField(asked, 'date', date, pricing, settings);
          expect(moved.hours).toBe(chosen);
          const quoted = quotedHours(moved, date, pricing, settings);
          if (allowed.length > 0) {
            expect(allowed).toContain(quoted);
            if (allowed.includes(chosen)) expect(quoted).toBe(chosen);
            else if (chosen < allowed[0]) expect(quoted).toBe(allowed[0]);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps deadlines on the instant: a deposit link’s expiry and an offer’s countdown', () => {
    fc.assert(
      fc.property(
        nowArb,
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.integer({ min: 1, max: 90 * 24 * 3600_000 }),
        (now, holdHours, left) => {
          const { expiresAtSeconds } = depositExpiry(now, holdHours);
          const held = expiresAtSeconds - Math.floor(now / 1000);
          expect(held).toBeGreaterThan(CHECKOUT_MIN_SECONDS);
          expect(held).toBeLessThan(CHECKOUT_MAX_SECONDS);
          const deposit: Deposit = {
            status: 'link-sent',
            url: 'https://checkout.stripe.com/c/pay/cs_test_any',
            sessionId: 'cs_test_any',
            amountFils: 50_000,
            createdAt: new Date(now).toISOString(),
            expiresAt: new Date(expiresAtSeconds * 1000).toISOString(),
          };
          expect(depositState(deposit, expiresAtSeconds * 1000 - 1)).toBe('link-sent');
          expect(depositState(deposit, expiresAtSeconds * 1000)).toBe('expired');

          const end = new Date(now + left).toISOString();
          expect(countdownText(end, now)).not.toBe(TIMES_UP);
          expect(countdownText(end, now + left)).toBe(TIMES_UP);
        },
      ),
      { numRuns: 300 },
    );
  });
});
