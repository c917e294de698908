import type { Product } from '../../../backend/types';
import { site } from '../../../config/site';

export const CUSTOM_PACKAGE_IMAGE = '/img/packages/custom.webp';

export const occasions = [
  'Birthday',
  'Party',
  'Honeymoon',
  'Anniversary',
  'Proposal',
  'Bachelor/Bachelorette',
  'Corporate event',
  'Family day out',
  'Sightseeing',
  'Fishing',
  'Other',
] as const;

export const addOns = [
  'Decoration',
  'Celebration cake',
  'Catering',
  'BBQ on board',
  'Photographer',
  'DJ',
  'Jet-ski',
  'Fishing gear',
] as const;

export const MAX_HOURS = 24;

/** What the person composes, as typed (numbers stay text until read). */
export interface TripPlan {
  occasion: string;
  yachtId: string;
  /** `YYYY-MM-DD` from a date input. */
  date: string;
  /** `HH:MM` from a time input. */
  startTime: string;
  hours: string;
  guests: string;
  addOns: string[];
  notes: string;
}

export const emptyTripPlan: TripPlan = {
  occasion: '',
  yachtId: '',
  date: '',
  startTime: '',
  hours: '2',
  guests: '',
  addOns: [],
  notes: '',
};

/** A whole number ≥ 1 (within `max`), or null. */
export function positiveWholeNumber(text: string, max = Number.MAX_SAFE_INTEGER): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2025-12-05` → `Fri 5 Dec 2025`; anything else as typed. */
export function formatTripDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  return dateFormat.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** Set when the guests do not fit on the chosen yacht. */
export function capacityWarning(plan: Pick<TripPlan, 'guests'>, yacht: Product | undefined): string | null {
  const guests = positiveWholeNumber(plan.guests);
  if (!yacht || guests === null || guests <= yacht.capacity) return null;
  return `${yacht.name} takes up to ${yacht.capacity} guests. Choose a larger yacht or fewer guests.`;
}

const money = new Intl.NumberFormat('en-US');

/** The readable enquiry sent through WhatsApp or with a call-back request. Lines not filled in are left out. */
export function tripMessage(plan: TripPlan, yacht: Product | undefined): string {
  const hours = positiveWholeNumber(plan.hours, MAX_HOURS);
  const guests = positiveWholeNumber(plan.guests);
  const lines = ['Hi, I would like to book a Custom Package.'];
  if (plan.occasion) lines.push(`Occasion: ${plan.occasion}`);
  lines.push(
    yacht
      ? `Yacht: ${yacht.name} (${yacht.feet} ft, up to ${yacht.capacity} guests, ${site.currency} ${money.format(yacht.price)}/hour)`
      : 'Yacht: please suggest one',
  );
  if (plan.date) lines.push(`Date: ${formatTripDate(plan.date)}`);
  if (plan.startTime) lines.push(`Start time: ${plan.startTime}`);
  if (hours !== null) lines.push(`Duration: ${hours} hour${hours === 1 ? '' : 's'}`);
  if (guests !== null) {
    const over = yacht && guests > yacht.capacity;
    lines.push(
      `Guests: ${guests}${over ? ` (more than the ${yacht.capacity} ${yacht.name} takes, please suggest a larger yacht)` : ''}`,
    );
  }
  if (plan.addOns.length > 0) lines.push(`Add-ons: ${plan.addOns.join(', ')}`);
  if (yacht && hours !== null) {
    lines.push(
      `Estimated charter price: ${site.currency} ${money.format(yacht.price * hours)} before add-ons`,
    );
  }
  const notes = plan.notes.trim();
  if (notes) lines.push(`Notes: ${notes}`);
  return lines.join('\n');
}
