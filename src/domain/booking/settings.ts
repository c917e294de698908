/**
 * Site-wide booking settings, per-yacht pricing and add-ons: their types, defaults and the validation the admin
 * forms show (field-keyed, plain English). Times of day are minutes after midnight in Dubai; money is whole fils.
 */
import { LIMITS, nameMessages, nameProblem } from '../limits';
import { addOnTranslations, type Translations } from '../translations';
import type { Weekday } from './dubai-time';
import { MINUTES_PER_DAY } from './dubai-time';
import type { Fils } from './money';
import { createFormats } from '../formats';
import { LOCALE_INFO, TRANSLATED_LOCALES } from '../locales';
import { aedToFils, isFils } from './money';
import { berthError, type Berth } from '../charter/berth';
import { GUEST_LIST_CUTOFF_RANGE, ID_RETENTION_RANGE } from '../charter/guest-list';
import { MAX_TIER_HOURS, tiersProblem, type CancellationTier } from '../charter/cancellation-policy';
import { legalIdentityErrors } from './legal-identity';
import { HOLD_HOURS_MESSAGE, isHoldHours } from './hold';

export type VatMode = 'included' | 'added';
export const VAT_PERCENT = 5;

export interface BookingSettings {
  /** Days charged at the weekend rate with the weekend minimum. */
  weekendDays: Weekday[];
  /** Minutes after midnight; a charter starts at or after this. */
  openingMinute: number;
  /** Minutes after midnight, at most 1440 (midnight); a charter ends at or before this, never past midnight. */
  closingMinute: number;
  /** Start times are multiples of this many minutes after midnight (10, 15, 20, 30 or 60). */
  startStepMinutes: number;
  /** Kept free before and after every booking and block. */
  turnaroundMinutes: number;
  /** The earliest start is this long after now. */
  leadTimeMinutes: number;
  /** The last bookable date is today + this many days. */
  horizonDays: number;
  depositPercent: number;
  /** `included`: prices include 5% VAT; `added`: 5% VAT is added to them. */
  vatMode: VatMode;
  /**
   * Hours an unpaid deposit link holds the yacht (1 to 72; Stripe's links last 24 hours at most, so more is brought
   * to that). None: 24 (src/domain/deposit.ts).
   */
  depositHoldHours?: number;
  /** Hours a quote holds its slot when the operator holds it (1 to 168). None: 24 (./hold.ts). */
  quoteHoldHours?: number;
  /** Hours before departure the guest list locks (0 to 168). None: 24 (src/domain/charter/guest-list.ts). */
  guestListCutoffHours?: number;
  /** Days after a charter its guests' ID numbers are erased (1 to 365). None: 30. */
  idRetentionDays?: number;
  /** Where clients board unless their yacht says otherwise (the charter page shows it). */
  berth?: Berth;
  /** Hours before departure the balance is due (0 to 720). None: 48 (src/domain/charter/cancellation-policy.ts). */
  balanceDueHours?: number;
  /** What a client's cancellation refunds by the hours left before departure. None: DEFAULT_CANCELLATION_TIERS. */
  cancellationTiers?: CancellationTier[];
  /** Who issues the tax invoices: the legal name, address and TRN (legal-identity.ts); none: plain receipts. */
  legalName?: string;
  legalAddress?: string;
  trn?: string;
}

export const DEFAULT_BOOKING_SETTINGS: Readonly<BookingSettings> = Object.freeze({
  weekendDays: [5, 6, 0] as Weekday[],
  openingMinute: 8 * 60,
  closingMinute: 24 * 60,
  startStepMinutes: 30,
  turnaroundMinutes: 60,
  leadTimeMinutes: 120,
  horizonDays: 90,
  depositPercent: 50,
  vatMode: 'included',
});

export interface YachtPricing {
  yachtId: string;
  hourlyFils: Fils;
  weekendHourlyFils: Fils;
  weekdayMinHours: number;
  weekendMinHours: number;
  maxHours: number;
}

/** Pricing for a yacht nobody has priced yet: its catalogue price per hour every day, 2 h (weekend 3 h) to 8 h. */
export function defaultYachtPricing(yacht: { id: string; price: number }): YachtPricing {
  const hourly = aedToFils(yacht.price);
  return {
    yachtId: yacht.id,
    hourlyFils: hourly,
    weekendHourlyFils: hourly,
    weekdayMinHours: 2,
    weekendMinHours: 3,
    maxHours: 8,
  };
}

/** The pricing a yacht's product holds (weekday rate = its `price`), or the defaults when it holds none. */
export function pricingFor(yacht: {
  id: string;
  price: number;
  pricing?: Omit<YachtPricing, 'yachtId' | 'hourlyFils'>;
}): YachtPricing {
  const fallback = defaultYachtPricing(yacht);
  return yacht.pricing ? { ...fallback, ...yacht.pricing, hourlyFils: fallback.hourlyFils } : fallback;
}

export type AddOnUnit = 'booking' | 'hour' | 'guest';
export const ADD_ON_UNITS: readonly AddOnUnit[] = ['booking', 'hour', 'guest'];

export interface AddOn {
  id: string;
  name: string;
  priceFils: Fils;
  unit: AddOnUnit;
  /** Inactive add-ons are neither offered nor priced. */
  active: boolean;
  /** Its name in Arabic and Russian (an empty one shows the English). */
  translations?: Translations<{ name: string }>;
}

/** An add-on as both backends store it: its fields, and its translations when it has some. */
export function storedAddOn({ id, name, priceFils, unit, active, translations }: AddOn): AddOn {
  const kept = addOnTranslations(translations);
  return { id, name, priceFils, unit, active, ...(kept ? { translations: kept } : {}) };
}

/** One message per field that is wrong; an empty object means valid. */
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export const hasErrors = <T>(errors: FieldErrors<T>): boolean => Object.keys(errors).length > 0;

const isWhole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

const START_STEPS = [10, 15, 20, 30, 60];
export const MAX_TURNAROUND_MINUTES = 240;
export const MAX_LEAD_TIME_MINUTES = 14 * MINUTES_PER_DAY;
export const MAX_HORIZON_DAYS = 730;
export const MAX_DEPOSIT_HOLD_HOURS = 72;
/** The catalogue's price limit (domain/limits, enforced by the rules) applies to hourly and add-on prices. */
export const MAX_PRICE_FILS: Fils = aedToFils(LIMITS.price);
export const MAX_CHARTER_HOURS = 24;

export function validateBookingSettings(settings: BookingSettings): FieldErrors<BookingSettings> {
  const errors: FieldErrors<BookingSettings> = {};
  const days = settings.weekendDays;
  if (!days.every((day) => isWhole(day, 0, 6)) || new Set(days).size !== days.length || days.length > 6) {
    errors.weekendDays = 'Weekend days must be days of the week, each at most once, and not all seven.';
  }
  if (!isWhole(settings.openingMinute, 0, MINUTES_PER_DAY - 1)) {
    errors.openingMinute = 'Opening time must be a time of day from 00:00 to 23:59.';
  }
  if (!isWhole(settings.closingMinute, settings.openingMinute + 60, MINUTES_PER_DAY)) {
    errors.closingMinute =
      'Closing time must be at least an hour after the opening time and no later than 24:00.';
  }
  if (!START_STEPS.includes(settings.startStepMinutes)) {
    errors.startStepMinutes = 'Start-time step must be 10, 15, 20, 30 or 60 minutes.';
  }
  if (!isWhole(settings.turnaroundMinutes, 0, MAX_TURNAROUND_MINUTES)) {
    errors.turnaroundMinutes = `Turnaround must be a whole number of minutes from 0 to ${MAX_TURNAROUND_MINUTES}.`;
  }
  if (!isWhole(settings.leadTimeMinutes, 0, MAX_LEAD_TIME_MINUTES)) {
    errors.leadTimeMinutes = `Lead time must be a whole number of minutes from 0 to ${MAX_LEAD_TIME_MINUTES} (14 days).`;
  }
  if (!isWhole(settings.horizonDays, 1, MAX_HORIZON_DAYS)) {
    errors.horizonDays = `Booking horizon must be a whole number of days from 1 to ${MAX_HORIZON_DAYS}.`;
  }
  if (!isWhole(settings.depositPercent, 0, 100)) {
    errors.depositPercent = 'Deposit must be a whole percentage from 0 to 100.';
  }
  if (
    settings.depositHoldHours !== undefined &&
    !isWhole(settings.depositHoldHours, 1, MAX_DEPOSIT_HOLD_HOURS)
  ) {
    errors.depositHoldHours = `Deposit hold must be a whole number of hours from 1 to ${MAX_DEPOSIT_HOLD_HOURS}.`;
  }
  if (settings.quoteHoldHours !== undefined && !isHoldHours(settings.quoteHoldHours)) {
    errors.quoteHoldHours = HOLD_HOURS_MESSAGE;
  }
  const { guestListCutoffHours: cutoff, idRetentionDays: retention } = settings;
  if (cutoff !== undefined && !isWhole(cutoff, GUEST_LIST_CUTOFF_RANGE.min, GUEST_LIST_CUTOFF_RANGE.max)) {
    errors.guestListCutoffHours = `The guest list cut-off must be a whole number of hours from ${GUEST_LIST_CUTOFF_RANGE.min} to ${GUEST_LIST_CUTOFF_RANGE.max}.`;
  }
  if (retention !== undefined && !isWhole(retention, ID_RETENTION_RANGE.min, ID_RETENTION_RANGE.max)) {
    errors.idRetentionDays = `ID numbers must be kept a whole number of days from ${ID_RETENTION_RANGE.min} to ${ID_RETENTION_RANGE.max}.`;
  }
  const berthProblem = settings.berth && berthError(settings.berth);
  if (berthProblem) errors.berth = berthProblem;
  if (settings.balanceDueHours !== undefined && !isWhole(settings.balanceDueHours, 0, MAX_TIER_HOURS)) {
    errors.balanceDueHours = `The balance must be due a whole number of hours from 0 to ${MAX_TIER_HOURS} before departure.`;
  }
  const tiers = settings.cancellationTiers && tiersProblem(settings.cancellationTiers);
  if (tiers) errors.cancellationTiers = tiers;
  Object.assign(errors, legalIdentityErrors(settings));
  if (settings.vatMode !== 'included' && settings.vatMode !== 'added') {
    errors.vatMode = 'VAT must be either included in the prices or added to them.';
  }
  return errors;
}

// A function, not a constant: formatting at module load would build an Intl formatter (costly on a phone) on every
// page that imports the settings, not only where a price is checked.
/** An amount in the admin's messages, which are English. */
const englishAed = (fils: number) => createFormats(LOCALE_INFO.en.intl).aed(fils);
const priceRange = () => `from ${englishAed(1)} to ${englishAed(MAX_PRICE_FILS)}`;

/** With `settings`, the maximum hours must also fit inside the operating hours. */
export function validateYachtPricing(
  pricing: YachtPricing,
  settings?: BookingSettings,
): FieldErrors<YachtPricing> {
  const errors: FieldErrors<YachtPricing> = {};
  if (!isFils(pricing.hourlyFils) || !isWhole(pricing.hourlyFils, 1, MAX_PRICE_FILS)) {
    errors.hourlyFils = `Hourly price must be an amount ${priceRange()}.`;
  }
  if (!isFils(pricing.weekendHourlyFils) || !isWhole(pricing.weekendHourlyFils, 1, MAX_PRICE_FILS)) {
    errors.weekendHourlyFils = `Weekend hourly price must be an amount ${priceRange()}.`;
  }
  const operatingHours = settings ? Math.floor((settings.closingMinute - settings.openingMinute) / 60) : null;
  const maxAllowed = Math.min(MAX_CHARTER_HOURS, operatingHours ?? MAX_CHARTER_HOURS);
  if (!isWhole(pricing.maxHours, 1, maxAllowed)) {
    errors.maxHours =
      operatingHours !== null && operatingHours < MAX_CHARTER_HOURS
        ? `Maximum hours must be a whole number from 1 to ${maxAllowed} (the operating hours).`
        : `Maximum hours must be a whole number from 1 to ${MAX_CHARTER_HOURS}.`;
  }
  const maxHours = isWhole(pricing.maxHours, 1, MAX_CHARTER_HOURS) ? pricing.maxHours : MAX_CHARTER_HOURS;
  if (!isWhole(pricing.weekdayMinHours, 1, maxHours)) {
    errors.weekdayMinHours = 'Weekday minimum hours must be a whole number from 1 to the maximum hours.';
  }
  if (!isWhole(pricing.weekendMinHours, 1, maxHours)) {
    errors.weekendMinHours = 'Weekend minimum hours must be a whole number from 1 to the maximum hours.';
  }
  return errors;
}

export function validateAddOn(addOn: AddOn): FieldErrors<AddOn> {
  const errors: FieldErrors<AddOn> = {};
  if (addOn.id.trim() === '') errors.id = 'Add-on id is missing.';
  const problem = nameProblem(addOn.name);
  if (problem === 'missing') errors.name = 'Enter a name for the add-on.';
  else if (problem) errors.name = nameMessages[problem];
  if (!isFils(addOn.priceFils) || addOn.priceFils > MAX_PRICE_FILS) {
    errors.priceFils = `Add-on price must be an amount from ${englishAed(0)} to ${englishAed(MAX_PRICE_FILS)}.`;
  }
  if (!ADD_ON_UNITS.includes(addOn.unit)) {
    errors.unit = 'Add-on unit must be per booking, per hour or per guest.';
  }
  for (const [locale, text] of Object.entries(addOn.translations ?? {})) {
    const translated = text.name?.trim() ?? '';
    const issue = translated === '' ? null : nameProblem(translated);
    if (!(TRANSLATED_LOCALES as readonly string[]).includes(locale)) {
      const languages = TRANSLATED_LOCALES.map((code) => LOCALE_INFO[code].englishName).join(' and ');
      errors.translations = `Add-on names are for ${languages}, not "${locale}".`;
    } else if (issue === 'too-long' || issue === 'control-characters') {
      errors.translations = nameMessages[issue];
    }
  }
  return errors;
}
