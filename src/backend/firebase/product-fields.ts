// The fields of a product (a yacht) that its own reads share with the booking's: its pricing and its berth. Apart
// from booking-converters.ts, so a page that shows the fleet reads them without the booking's converters.
import type { Berth } from '../../domain/charter/berth';
import { type YachtPriceFields } from '../../domain/yacht';
import { asData, numberFrom, text } from './fields';

const whole = (value: unknown, fallback = 0) => {
  const number = numberFrom(value);
  return number !== undefined && Number.isInteger(number) ? number : fallback;
};

/** A stored berth; a malformed one reads as none named (the settings' check then refuses the whole). */
export function toBerth(raw: unknown): Berth {
  const data = asData(raw);
  return { name: text(data.name), mapUrl: text(data.mapUrl), notes: text(data.notes) };
}

/** A product's `pricing` map, or undefined when it is missing or malformed (the defaults apply). */
export function toYachtPriceFields(raw: unknown): YachtPriceFields | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const data = asData(raw);
  const pricing = {
    weekendHourlyFils: whole(data.weekendHourlyFils, -1),
    weekdayMinHours: whole(data.weekdayMinHours, -1),
    weekendMinHours: whole(data.weekendMinHours, -1),
    maxHours: whole(data.maxHours, -1),
  };
  return Object.values(pricing).every((value) => value > 0) ? pricing : undefined;
}
