import { describe, expect, it } from 'vitest';
import type { AddOn, BookingSettings } from '../../../../src/domain/booking/settings';
import {
  DEFAULT_BOOKING_SETTINGS,
  defaultYachtPricing,
  hasErrors,
  validateAddOn,
  validateBookingSettings,
  validateYachtPricing,
} from '../../../../src/domain/booking/settings';
import { addOns, pricing, settings } from './booking.fixtures';
import { DEFAULT_CANCELLATION_TIERS } from '../../../../src/domain/charter/cancellation-policy';
import { isTrn } from '../../../../src/domain/booking/legal-identity';

describe('booking settings', () => {
  it('defaults to a Friday–Sunday weekend, 08:00–24:00, 30-minute starts, 50% deposit, VAT included', () => {
    expect(DEFAULT_BOOKING_SETTINGS).toEqual({
      weekendDays: [5, 6, 0],
      openingMinute: 480,
      closingMinute: 1440,
      startStepMinutes: 30,
      turnaroundMinutes: 60,
      leadTimeMinutes: 120,
      horizonDays: 90,
      depositPercent: 50,
      vatMode: 'included',
    });
    expect(validateBookingSettings(DEFAULT_BOOKING_SETTINGS)).toEqual({});
  });

  it('names each wrong field with a clear message', () => {
    const wrong: BookingSettings = {
      weekendDays: [5, 5],
      openingMinute: -30,
      closingMinute: 1500,
      startStepMinutes: 25,
      turnaroundMinutes: 300,
      leadTimeMinutes: 1.5,
      horizonDays: 0,
      depositPercent: 120,
      vatMode: 'maybe' as BookingSettings['vatMode'],
      depositHoldHours: 73,
      quoteHoldHours: 169,
    };
    expect(validateBookingSettings(wrong)).toEqual({
      weekendDays: 'Weekend days must be days of the week, each at most once, and not all seven.',
      openingMinute: 'Opening time must be a time of day from 00:00 to 23:59.',
      closingMinute: 'Closing time must be at least an hour after the opening time and no later than 24:00.',
      startStepMinutes: 'Start-time step must be 10, 15, 20, 30 or 60 minutes.',
      turnaroundMinutes: 'Turnaround must be a whole number of minutes from 0 to 240.',
      leadTimeMinutes: 'Lead time must be a whole number of minutes from 0 to 20160 (14 days).',
      horizonDays: 'Booking horizon must be a whole number of days from 1 to 730.',
      depositPercent: 'Deposit must be a whole percentage from 0 to 100.',
      depositHoldHours: 'Deposit hold must be a whole number of hours from 1 to 72.',
      quoteHoldHours: 'A hold lasts a whole number of hours from 1 to 168.',
      vatMode: 'VAT must be either included in the prices or added to them.',
    });
  });

  it('refuses a closing time less than an hour after opening, and a seven-day weekend', () => {
    const errors = validateBookingSettings({
      ...settings,
      openingMinute: 600,
      closingMinute: 630,
      weekendDays: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(Object.keys(errors).sort()).toEqual(['closingMinute', 'weekendDays']);
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({})).toBe(false);
  });
});

describe('yacht pricing', () => {
  it('accepts sensible pricing', () => {
    expect(validateYachtPricing(pricing, settings)).toEqual({});
  });

  it('starts an unpriced yacht at its catalogue price every day, 2 h (weekend 3 h) to 8 h', () => {
    expect(defaultYachtPricing({ id: 'pearl', price: 1500 })).toEqual({
      yachtId: 'pearl',
      hourlyFils: 150_000,
      weekendHourlyFils: 150_000,
      weekdayMinHours: 2,
      weekendMinHours: 3,
      maxHours: 8,
    });
  });

  it('explains prices and hours that are out of bounds', () => {
    expect(
      validateYachtPricing({
        ...pricing,
        hourlyFils: 0,
        weekendHourlyFils: 100.5,
        weekdayMinHours: 9,
        weekendMinHours: 0,
      }),
    ).toEqual({
      hourlyFils: 'Hourly price must be an amount from AED\u00a00.01 to AED\u00a01,000,000.',
      weekendHourlyFils: 'Weekend hourly price must be an amount from AED\u00a00.01 to AED\u00a01,000,000.',
      weekdayMinHours: 'Weekday minimum hours must be a whole number from 1 to the maximum hours.',
      weekendMinHours: 'Weekend minimum hours must be a whole number from 1 to the maximum hours.',
    });
  });

  it('keeps the maximum hours within the operating hours', () => {
    const short = { ...settings, openingMinute: 600, closingMinute: 1080 };
    expect(validateYachtPricing({ ...pricing, maxHours: 9 }, short)).toEqual({
      maxHours: 'Maximum hours must be a whole number from 1 to 8 (the operating hours).',
    });
    expect(validateYachtPricing({ ...pricing, maxHours: 8 }, short)).toEqual({});
    expect(validateYachtPricing({ ...pricing, maxHours: 25 })).toEqual({
      maxHours: 'Maximum hours must be a whole number from 1 to 24.',
    });
  });
});

describe('add-ons', () => {
  it('accepts the fixtures, including a free add-on', () => {
    for (const addOn of addOns) expect(validateAddOn(addOn)).toEqual({});
    expect(validateAddOn({ ...addOns[0], priceFils: 0 })).toEqual({});
  });

  it('asks for a name, a price and a unit', () => {
    const wrong: AddOn = {
      id: ' ',
      name: '  ',
      priceFils: -100,
      unit: 'night' as AddOn['unit'],
      active: true,
    };
    expect(validateAddOn(wrong)).toEqual({
      id: 'Add-on id is missing.',
      name: 'Enter a name for the add-on.',
      priceFils: 'Add-on price must be an amount from AED\u00a00 to AED\u00a01,000,000.',
      unit: 'Add-on unit must be per booking, per hour or per guest.',
    });
    expect(validateAddOn({ ...addOns[0], name: 'x'.repeat(121) })).toEqual({
      name: 'The name can be at most 120 characters.',
    });
    expect(validateAddOn({ ...addOns[0], name: 'Cake\tand candles' }).name).toBe(
      'The name contains characters that cannot be shown (such as tabs or line breaks).',
    );
    expect(validateAddOn({ ...addOns[0], name: '\u00a0' }).name).toBe('Enter a name for the add-on.');
  });
});

describe('the money’s settings', () => {
  const base = { ...DEFAULT_BOOKING_SETTINGS };

  it('accepts the balance due 0 to 720 hours before, the common tiers, none, and a legal identity with its TRN', () => {
    expect(validateBookingSettings({ ...base, balanceDueHours: 0 })).toEqual({});
    expect(validateBookingSettings({ ...base, balanceDueHours: 720 })).toEqual({});
    expect(validateBookingSettings({ ...base, cancellationTiers: [...DEFAULT_CANCELLATION_TIERS] })).toEqual(
      {},
    );
    expect(validateBookingSettings({ ...base, cancellationTiers: [] })).toEqual({});
    expect(
      validateBookingSettings({
        ...base,
        legalName: 'مارينا لوكس لتأجير اليخوت ذ.م.م',
        legalAddress: 'Dubai Marina, UAE',
        trn: '100123456700003',
      }),
    ).toEqual({});
  });

  it('names each wrong field', () => {
    expect(
      validateBookingSettings({
        ...base,
        balanceDueHours: 1.5,
        cancellationTiers: [
          { hoursBefore: 24, refundPercent: 50 },
          { hoursBefore: 12, refundPercent: 60 },
        ],
        legalName: 'x'.repeat(121),
        legalAddress: 'x'.repeat(301),
        trn: '10012345670000',
      }),
    ).toEqual({
      balanceDueHours: 'The balance must be due a whole number of hours from 0 to 720 before departure.',
      cancellationTiers: 'Tier 2: a later cancellation cannot get a larger refund than an earlier one.',
      legalName: 'The legal name must be at most 120 characters.',
      legalAddress: 'The address must be at most 300 characters.',
      trn: 'The TRN is 15 digits, as on the tax registration certificate.',
    });
    expect(isTrn('100123456700003')).toBe(true);
    expect(isTrn('1001 2345 6700 003')).toBe(false);
    expect(isTrn('١٠٠١٢٣٤٥٦٧٠٠٠٠٣')).toBe(false);
  });
});
