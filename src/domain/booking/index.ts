/** The booking engine: pure functions for Dubai time, prices, availability, checks, references and texts. */
export type { DubaiDate, Instant, Weekday } from './dubai-time';
export {
  addDays,
  daysBetween,
  DUBAI_TIME_ZONE,
  DUBAI_UTC_OFFSET_MINUTES,
  dubaiDateOf,
  dubaiInstant,
  dubaiMinuteOf,
  dubaiToday,
  isDubaiDate,
  MINUTES_PER_DAY,
  toDubaiDateTime,
  toEpochMs,
  weekdayOf,
} from './dubai-time';
export type { Fils } from './money';
export { aedToFils, CURRENCY, divideRounded, filsToAed, FILS_PER_AED, isFils } from './money';
export type { AddOn, AddOnUnit, BookingSettings, FieldErrors, VatMode, YachtPricing } from './settings';
export {
  ADD_ON_UNITS,
  DEFAULT_BOOKING_SETTINGS,
  defaultYachtPricing,
  hasErrors,
  pricingFor,
  storedAddOn,
  validateAddOn,
  validateBookingSettings,
  validateYachtPricing,
  VAT_PERCENT,
} from './settings';
export type { AddOnLine, BookingSelection, CharterLine, Quote, QuoteLine } from './quote';
export { chosenAddOns, hourlyRateFor, isWeekend, quote } from './quote';
export type { BusyInterval, SlotQuery, TimeSpan } from './slots';
export {
  allowedHours,
  bookableDateRange,
  bookableDates,
  bookedUpDates,
  charterSpan,
  findClash,
  isBookableDate,
  isFullyBooked,
  longestCharterHours,
  minimumHours,
  offeredStartMinutes,
} from './slots';
export type { SelectionContext, SelectionErrors, SelectionField } from './checks';
export { checkSelection } from './checks';
export type { RandomBytes } from './reference';
export {
  createReference,
  isReference,
  normaliseReference,
  REFERENCE_ALPHABET,
  REFERENCE_PREFIX,
} from './reference';
export { DUBAI_MARINA, spansSunset, sunsetMinute } from './sunset';
export type { BookingMessage } from './whatsapp';
export { bookingWhatsappText } from './whatsapp';
export {
  clockToMinute,
  minuteToClock,
  selectionFromSearchParams,
  selectionToSearchParams,
  SHARE_PARAMS,
  shareLink,
} from './share-link';
