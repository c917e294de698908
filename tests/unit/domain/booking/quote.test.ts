import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dubaiDateOf } from '../../../../src/domain/booking/dubai-time';
import type { BookingSelection } from '../../../../src/domain/booking/quote';
import { chosenAddOns, isWeekend, quote } from '../../../../src/domain/booking/quote';
import { addOns, addOnsArb, pricing, pricingArb, settings, settingsArb } from './booking.fixtures';
import { dateArb, FRIDAY, independentWeekday, MONDAY, THURSDAY } from './dates.fixtures';

const selection = (overrides: Partial<BookingSelection> = {}): BookingSelection => ({
  yachtId: 'pearl',
  date: MONDAY,
  startMinute: 17 * 60,
  hours: 3,
  guests: 10,
  addOnIds: [],
  ...overrides,
});

describe('quote', () => {
  it('prices a weekday charter as rate × hours, VAT included in the total', () => {
    const result = quote(selection(), pricing, settings, addOns);
    expect(result.lines).toEqual([
      { kind: 'charter', rate: 'weekday', unitPriceFils: 150_000, quantity: 3, amountFils: 450_000 },
    ]);
    expect(result).toMatchObject({
      subtotalFils: 450_000,
      vatMode: 'included',
      vatPercent: 5,
      vatFils: 21_429, // 450,000 × 5 / 105 = 21,428.57…
      totalFils: 450_000,
      depositPercent: 50,
      depositFils: 225_000,
      balanceFils: 225_000,
    });
  });

  it('uses the weekend rate on a Friday, even for a 02:00 start that is Thursday in UTC', () => {
    const fridayEarly = dubaiDateOf('2025-03-13T22:00:00Z');
    expect(fridayEarly).toBe(FRIDAY);
    const friday = quote(selection({ date: fridayEarly, startMinute: 120 }), pricing, settings, []);
    expect(friday.lines[0]).toMatchObject({ rate: 'weekend', unitPriceFils: 180_000, amountFils: 540_000 });
    const thursday = quote(selection({ date: THURSDAY }), pricing, settings, []);
    expect(thursday.lines[0]).toMatchObject({ rate: 'weekday', unitPriceFils: 150_000 });
  });

  it('prices each chosen active add-on by its unit, in the list order, and ignores the rest', () => {
    const result = quote(
      selection({ addOnIds: ['bbq', 'drone', 'cake', 'unknown', 'jetski', 'cake'] }),
      pricing,
      settings,
      addOns,
    );
    expect(result.lines.slice(1)).toEqual([
      {
        kind: 'add-on',
        addOnId: 'cake',
        name: 'Birthday cake',
        unit: 'booking',
        unitPriceFils: 35_000,
        quantity: 1,
        amountFils: 35_000,
      },
      {
        kind: 'add-on',
        addOnId: 'jetski',
        name: 'Jet ski',
        unit: 'hour',
        unitPriceFils: 40_000,
        quantity: 3,
        amountFils: 120_000,
      },
      {
        kind: 'add-on',
        addOnId: 'bbq',
        name: 'BBQ menu',
        unit: 'guest',
        unitPriceFils: 12_050,
        quantity: 10,
        amountFils: 120_500,
      },
    ]);
    expect(result.subtotalFils).toBe(450_000 + 35_000 + 120_000 + 120_500);
    expect(result.totalFils).toBe(725_500);
  });

  it('adds 5% VAT when the operator sets it so, rounding to the fils', () => {
    const added = { ...settings, vatMode: 'added' as const, depositPercent: 25 };
    const result = quote(selection({ hours: 1 }), { ...pricing, hourlyFils: 10_010 }, added, []);
    expect(result.vatFils).toBe(501); // 500.5 rounds up
    expect(result.totalFils).toBe(10_511);
    expect(result.depositFils).toBe(2628); // 2,627.75
    expect(result.balanceFils).toBe(7883);
  });

  it('rounds the included VAT to the nearest fils and the deposit half up', () => {
    const vatIncluded = (fils: number) =>
      quote(selection({ hours: 1 }), { ...pricing, hourlyFils: fils }, settings, []);
    expect(vatIncluded(115).vatFils).toBe(5); // 5.476…
    expect(vatIncluded(116).vatFils).toBe(6); // 5.523…
    const odd = vatIncluded(101);
    expect(odd.vatFils).toBe(5); // 4.809…
    expect(odd.depositFils).toBe(51); // 50.5
    expect(odd.balanceFils).toBe(50);
  });

  it('knows weekend days from the settings', () => {
    expect(isWeekend(FRIDAY, settings)).toBe(true);
    expect(isWeekend(MONDAY, settings)).toBe(false);
    expect(isWeekend(FRIDAY, { weekendDays: [6] })).toBe(false);
    expect(chosenAddOns(['drone', 'cake'], addOns).map((addOn) => addOn.id)).toEqual(['cake']);
  });
});

const selectionArb: fc.Arbitrary<BookingSelection> = fc.record({
  yachtId: fc.constant('pearl'),
  date: dateArb,
  startMinute: fc.integer({ min: 0, max: 1439 }),
  hours: fc.integer({ min: 1, max: 24 }),
  guests: fc.integer({ min: 1, max: 200 }),
  addOnIds: fc.array(fc.constantFrom<string>('a', 'b', 'c', 'd', 'e', 'f', 'x')),
});

describe('quote properties', () => {
  it('the total is exactly the sum of its lines, plus VAT only when added', () => {
    fc.assert(
      fc.property(selectionArb, pricingArb, settingsArb, addOnsArb, (chosen, yachtPricing, site, extras) => {
        const result = quote(chosen, yachtPricing, site, extras);
        const sum = result.lines.reduce((total, line) => total + line.amountFils, 0);
        expect(result.subtotalFils).toBe(sum);
        expect(result.totalFils).toBe(site.vatMode === 'added' ? sum + result.vatFils : sum);
        expect(result.depositFils + result.balanceFils).toBe(result.totalFils);
        expect(result.depositFils).toBeGreaterThanOrEqual(0);
        expect(result.depositFils).toBeLessThanOrEqual(result.totalFils);
        for (const line of result.lines) expect(line.amountFils).toBe(line.unitPriceFils * line.quantity);
        for (const amount of [result.totalFils, result.vatFils, result.depositFils]) {
          expect(Number.isSafeInteger(amount)).toBe(true);
        }
      }),
    );
  });

  it('VAT and deposit are each within half a fils of the exact amount', () => {
    fc.assert(
      fc.property(selectionArb, pricingArb, settingsArb, addOnsArb, (chosen, yachtPricing, site, extras) => {
        const result = quote(chosen, yachtPricing, site, extras);
        const vatBase = site.vatMode === 'included' ? 105 : 100;
        expect(Math.abs(result.vatFils * vatBase - result.subtotalFils * 5) * 2).toBeLessThanOrEqual(vatBase);
        const depositError = Math.abs(result.depositFils * 100 - result.totalFils * site.depositPercent);
        expect(depositError * 2).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('charges the weekend rate exactly on weekend days of the Dubai date', () => {
    fc.assert(
      fc.property(selectionArb, pricingArb, settingsArb, (chosen, yachtPricing, site) => {
        const [charter] = quote(chosen, yachtPricing, site, []).lines;
        const weekend = site.weekendDays.includes(independentWeekday(chosen.date));
        expect(charter).toMatchObject({
          kind: 'charter',
          rate: weekend ? 'weekend' : 'weekday',
          unitPriceFils: weekend ? yachtPricing.weekendHourlyFils : yachtPricing.hourlyFils,
          quantity: chosen.hours,
        });
      }),
    );
  });

  it('prices each chosen active add-on once, by its unit', () => {
    fc.assert(
      fc.property(selectionArb, pricingArb, settingsArb, addOnsArb, (chosen, yachtPricing, site, extras) => {
        const lines = quote(chosen, yachtPricing, site, extras).lines.slice(1);
        const expected = extras.filter((addOn) => addOn.active && chosen.addOnIds.includes(addOn.id));
        expect(lines.map((line) => (line.kind === 'add-on' ? line.addOnId : ''))).toEqual(
          expected.map((addOn) => addOn.id),
        );
        for (const line of lines) {
          const quantity = { booking: 1, hour: chosen.hours, guest: chosen.guests };
          if (line.kind === 'add-on') expect(line.quantity).toBe(quantity[line.unit]);
        }
      }),
    );
  });
});
