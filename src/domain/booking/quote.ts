/**
 * The price of a selection, line by line, in whole fils.
 *
 * Rounding: every line is a whole price × a whole quantity, so lines and the subtotal are exact. Only two amounts
 * are divided, each rounded once to the nearest fils with halves rounded up (`divideRounded`):
 * - VAT: `added` → round(subtotal × 5 / 100), total = subtotal + VAT; `included` → the total is the subtotal and the
 *   VAT inside it is round(subtotal × 5 / 105), shown for information only.
 * - Deposit: round(total × percent / 100); the balance is total − deposit, so the two always add up to the total.
 */
import type { DubaiDate } from './dubai-time';
import { weekdayOf } from './dubai-time';
import type { Fils } from './money';
import { divideRounded } from './money';
import type { AddOn, AddOnUnit, BookingSettings, VatMode, YachtPricing } from './settings';
import { VAT_PERCENT } from './settings';

/** What the visitor picked; `date` and `startMinute` are Dubai time. */
export interface BookingSelection {
  yachtId: string;
  date: DubaiDate;
  /** Minutes after midnight in Dubai. */
  startMinute: number;
  hours: number;
  guests: number;
  addOnIds: string[];
}

export interface CharterLine {
  kind: 'charter';
  /** Which hourly price applies: the weekend one on the operator's weekend days (of the Dubai date). */
  rate: 'weekday' | 'weekend';
  unitPriceFils: Fils;
  /** Hours. */
  quantity: number;
  amountFils: Fils;
}

export interface AddOnLine {
  kind: 'add-on';
  addOnId: string;
  name: string;
  unit: AddOnUnit;
  unitPriceFils: Fils;
  /** 1 per booking, the hours per hour, the guests per guest. */
  quantity: number;
  amountFils: Fils;
}

export type QuoteLine = CharterLine | AddOnLine;

export interface Quote {
  lines: QuoteLine[];
  /** Sum of the lines. */
  subtotalFils: Fils;
  vatMode: VatMode;
  vatPercent: number;
  /** The VAT added to the subtotal, or (when `included`) the part of the total that is VAT. */
  vatFils: Fils;
  /** Subtotal, plus VAT when it is added. */
  totalFils: Fils;
  depositPercent: number;
  depositFils: Fils;
  /** Total − deposit. */
  balanceFils: Fils;
}

export function isWeekend(date: DubaiDate, settings: Pick<BookingSettings, 'weekendDays'>): boolean {
  return settings.weekendDays.includes(weekdayOf(date));
}

/** The hourly price that applies on a Dubai date. */
export function hourlyRateFor(
  date: DubaiDate,
  pricing: YachtPricing,
  settings: Pick<BookingSettings, 'weekendDays'>,
): { rate: CharterLine['rate']; unitPriceFils: Fils } {
  return isWeekend(date, settings)
    ? { rate: 'weekend', unitPriceFils: pricing.weekendHourlyFils }
    : { rate: 'weekday', unitPriceFils: pricing.hourlyFils };
}

function addOnQuantity(unit: AddOnUnit, selection: Pick<BookingSelection, 'hours' | 'guests'>): number {
  switch (unit) {
    case 'booking':
      return 1;
    case 'hour':
      return selection.hours;
    case 'guest':
      return selection.guests;
  }
}

/**
 * The chosen add-ons that can be priced: active ones in the list, each once, in the list's order. Unknown and
 * inactive ids are left out (checks.ts reports them).
 */
export function chosenAddOns(addOnIds: readonly string[], addOns: readonly AddOn[]): AddOn[] {
  const chosen = new Set(addOnIds);
  return addOns.filter((addOn) => addOn.active && chosen.has(addOn.id));
}

export function quote(
  selection: BookingSelection,
  pricing: YachtPricing,
  settings: BookingSettings,
  addOns: readonly AddOn[],
): Quote {
  const { rate, unitPriceFils } = hourlyRateFor(selection.date, pricing, settings);
  const lines: QuoteLine[] = [
    {
      kind: 'charter',
      rate,
      unitPriceFils,
      quantity: selection.hours,
      amountFils: unitPriceFils * selection.hours,
    },
  ];
  for (const addOn of chosenAddOns(selection.addOnIds, addOns)) {
    const quantity = addOnQuantity(addOn.unit, selection);
    lines.push({
      kind: 'add-on',
      addOnId: addOn.id,
      name: addOn.name,
      unit: addOn.unit,
      unitPriceFils: addOn.priceFils,
      quantity,
      amountFils: addOn.priceFils * quantity,
    });
  }
  const subtotalFils = lines.reduce((sum, line) => sum + line.amountFils, 0);
  const included = settings.vatMode === 'included';
  const vatFils = included
    ? divideRounded(subtotalFils * VAT_PERCENT, 100 + VAT_PERCENT)
    : divideRounded(subtotalFils * VAT_PERCENT, 100);
  const totalFils = included ? subtotalFils : subtotalFils + vatFils;
  const depositFils = divideRounded(totalFils * settings.depositPercent, 100);
  return {
    lines,
    subtotalFils,
    vatMode: settings.vatMode,
    vatPercent: VAT_PERCENT,
    vatFils,
    totalFils,
    depositPercent: settings.depositPercent,
    depositFils,
    balanceFils: totalFils - depositFils,
  };
}
