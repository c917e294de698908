/**
 * What both backends accept for the booking data, with messages that say what is wrong ('invalid-argument'), and
 * the pure pieces of the booking transactions both share: which Dubai days a span touches, the clash message, the
 * search term. The same limits as firestore.rules (src/domain/limits.ts).
 */
import {
  addDays,
  dubaiDateOf,
  dubaiMinuteOf,
  isDubaiDate,
  MINUTES_PER_DAY,
} from '../domain/booking/dubai-time';
import { normaliseReference } from '../domain/booking/reference';
import { createFormats } from '../domain/formats';
import { LOCALE_INFO } from '../domain/locales';
import {
  hasErrors,
  validateAddOn,
  validateBookingSettings,
  validateYachtPricing,
  type AddOn,
  type BookingSettings,
  type FieldErrors,
  type YachtPricing,
} from '../domain/booking/settings';
import { charterSpan, type TimeSpan } from '../domain/booking/slots';
import { charterProblem, missingYachtMessage, type FleetYacht } from '../domain/booking/quote-check';
import type { BookingSelection } from '../domain/booking/quote';
import { fits, LIMITS, nameMessages, nameProblem } from '../domain/limits';
import {
  CAMPAIGN_KEYS,
  ENQUIRY_LANGUAGES,
  ENQUIRY_STATUSES,
  enquiryProblem,
  type Enquiry,
  type EnquiryInput,
  type EnquiryQuote,
  type EnquiryStatus,
} from '../domain/enquiry';
import { BLOCK_KINDS, type BlockInput, type Booking } from '../domain/booking/bookings';
import { BackendError } from './types';

function invalid(message: string): never {
  throw new BackendError('invalid-argument', message);
}

const E164 = /^\+[1-9][0-9]{6,14}$/;
const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = MINUTES_PER_DAY * MS_PER_MINUTE;

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && fits(value, LIMITS.id) && !value.includes('/');
const isAmount = (value: unknown) => isWhole(value, 0, LIMITS.amountFils);

function checkPersonName(name: string) {
  const problem = nameProblem(name);
  if (problem === 'missing') invalid('A name is required.');
  if (problem) invalid(nameMessages[problem]);
}

function checkQuote(quote: EnquiryQuote) {
  const { selection } = quote;
  if (typeof selection !== 'object' || selection === null) invalid('The quote has no selection.');
  if (!isId(selection.yachtId)) invalid('The quote names no yacht.');
  if (!isDubaiDate(selection.date)) invalid('The quote’s date is not a date.');
  if (!isWhole(selection.startMinute, 0, MINUTES_PER_DAY - 1))
    invalid('The quote’s start time is not valid.');
  if (!isWhole(selection.hours, 1, 24)) invalid('The quote’s hours must be a whole number from 1 to 24.');
  if (!isWhole(selection.guests, 1, LIMITS.capacity)) invalid('The quote’s guests must be a whole number.');
  if (
    !Array.isArray(selection.addOnIds) ||
    selection.addOnIds.length > LIMITS.quoteLines ||
    !selection.addOnIds.every(isId)
  ) {
    invalid(`A quote can hold at most ${LIMITS.quoteLines} add-ons.`);
  }
  if (nameProblem(quote.yachtName)) invalid('The quote’s yacht name is not valid.');
  if (quote.packageName !== undefined && nameProblem(quote.packageName))
    invalid('The quote’s package name is not valid.');
  if (!Array.isArray(quote.lines) || quote.lines.length < 1 || quote.lines.length > LIMITS.quoteLines) {
    invalid(`A quote holds 1 to ${LIMITS.quoteLines} lines.`);
  }
  for (const [i, line] of quote.lines.entries()) {
    const amounts = [line.unitPriceFils, line.quantity, line.amountFils].every(isAmount);
    // One charter line for the chosen hours, then the chosen add-ons (how they are stored: booking-payloads.ts).
    const kind =
      i === 0
        ? line.kind === 'charter' &&
          (line.rate === 'weekday' || line.rate === 'weekend') &&
          line.quantity === selection.hours &&
          line.amountFils === line.unitPriceFils * line.quantity
        : line.kind === 'add-on' &&
          isId(line.addOnId) &&
          selection.addOnIds.includes(line.addOnId) &&
          nameProblem(line.name) === null &&
          ['booking', 'hour', 'guest'].includes(line.unit);
    if (!amounts || !kind) invalid('A line of the quote is not valid.');
  }
  if (![quote.subtotalFils, quote.vatFils, quote.totalFils, quote.depositFils].every(isAmount)) {
    invalid('The quote’s amounts must be whole fils.');
  }
  if (quote.vatMode !== 'included' && quote.vatMode !== 'added')
    invalid('The quote’s VAT mode is not valid.');
}

export function checkEnquiryInput(input: EnquiryInput) {
  if (input.channel !== 'whatsapp' && input.channel !== 'callback') invalid('Unknown enquiry channel.');
  if (input.channel === 'callback' || input.name !== '') checkPersonName(input.name);
  if ((input.channel === 'callback' || input.phone !== '') && !E164.test(input.phone)) {
    invalid('The phone number must be in international form, like +971501234567.');
  }
  if (input.preferredTime !== '' && !HH_MM.test(input.preferredTime))
    invalid('The preferred time must be HH:MM.');
  if (typeof input.message !== 'string' || !fits(input.message, LIMITS.text)) {
    invalid(`The message is longer than ${LIMITS.text} characters.`);
  }
  if (!(ENQUIRY_LANGUAGES as readonly string[]).includes(input.language))
    invalid('The language must be en, ar or ru.');
  const campaign: Record<string, unknown> = { ...input.campaign };
  for (const [key, value] of Object.entries(campaign)) {
    if (value === undefined) continue;
    if (!(CAMPAIGN_KEYS as readonly string[]).includes(key)) invalid(`Unknown campaign field ${key}.`);
    if (typeof value !== 'string' || !fits(value, LIMITS.campaign)) {
      invalid(`Each campaign value must be text of at most ${LIMITS.campaign} characters.`);
    }
  }
  if (input.quote !== null) checkQuote(input.quote);
}

/** The campaign without empty values (Firestore refuses `undefined`). */
export function cleanCampaign(input: EnquiryInput['campaign']): Record<string, string> {
  return Object.fromEntries(
    CAMPAIGN_KEYS.flatMap((key) => {
      const value = input[key];
      return typeof value === 'string' && value !== '' ? [[key, value]] : [];
    }),
  );
}

export function checkStatus(status: EnquiryStatus) {
  if (!ENQUIRY_STATUSES.includes(status)) invalid(`Unknown status ${String(status)}.`);
  if (status === 'confirmed') invalid('Confirm the enquiry to book its slot; its status follows.');
}

/** A confirmed enquiry with a booking may become 'completed'; anything else needs its booking cancelled first. */
export function checkStatusChange(
  current: { status: EnquiryStatus; bookingId: string | null },
  next: EnquiryStatus,
) {
  checkStatus(next);
  if (current.bookingId && next !== 'completed') {
    invalid('This enquiry has a booking: cancel the booking first.');
  }
}

export function checkNoteText(text: string) {
  if (typeof text !== 'string' || text.trim() === '') invalid('Write the note first.');
  if (!fits(text, LIMITS.text)) invalid(`A note can be at most ${LIMITS.text} characters.`);
}

export function checkBlockInput(input: BlockInput): TimeSpan {
  if (!isId(input.yachtId)) invalid('Choose a yacht.');
  const start = Date.parse(input.start);
  const end = Date.parse(input.end);
  if (Number.isNaN(start) || Number.isNaN(end)) invalid('The block needs a start and an end.');
  if (end <= start) invalid('The end must be after the start.');
  if (end - start > LIMITS.blockDays * MS_PER_DAY)
    invalid(`A block can last at most ${LIMITS.blockDays} days.`);
  if (!BLOCK_KINDS.includes(input.blockKind)) invalid('A block is for maintenance or private use.');
  if (typeof input.reason !== 'string' || input.reason.trim() === '')
    invalid('Enter a reason for the block.');
  if (!fits(input.reason, LIMITS.reason)) invalid(`The reason can be at most ${LIMITS.reason} characters.`);
  if (/\p{Cc}/u.test(input.reason)) invalid(nameMessages['control-characters']);
  return { start, end };
}

function firstError<T>(errors: FieldErrors<T>) {
  if (hasErrors(errors)) invalid(Object.values(errors).filter(Boolean).join(' '));
}

/**
 * What confirming an enquiry books: its quoted selection's yacht and span. Refused ('invalid-argument') when the
 * enquiry is booked already or has no quote (a plain call-back request has no slot).
 */
export function confirmation(enquiry: Pick<Enquiry, 'bookingId' | 'quote' | 'createdAt' | 'unreadable'>): {
  yachtId: string;
  span: TimeSpan;
  selection: BookingSelection;
} {
  const problem = enquiry.unreadable ?? enquiryProblem(enquiry);
  if (problem) invalid(`This enquiry could not be read: ${problem}. Delete it, or ask the client again.`);
  if (enquiry.bookingId) invalid('This enquiry is already booked.');
  if (!enquiry.quote) invalid('This enquiry has no quote: there is no slot to book.');
  const { selection } = enquiry.quote;
  const { yachtId, date, startMinute, hours } = selection;
  return { yachtId, span: charterSpan(date, startMinute, hours), selection };
}

/** An enquiry may be deleted (with its notes) unless it holds a booking, which is cancelled first. */
export function checkRemovable(enquiry: Pick<Enquiry, 'bookingId'>): void {
  if (enquiry.bookingId) invalid('This enquiry holds a booking: cancel the booking first, then delete it.');
}

/**
 * Confirm's terms, the same on both backends (and the same words the enquiry screen shows before Confirm,
 * domain/booking/quote-check.ts): refused ('invalid-argument') when the yacht is no longer in the fleet, or the
 * selection exceeds its capacity or maximum hours, or falls outside the operating hours.
 */
export function checkCharter(
  selection: BookingSelection,
  yacht: FleetYacht | null,
  settings: Pick<BookingSettings, 'openingMinute' | 'closingMinute'>,
) {
  if (!yacht) invalid(missingYachtMessage(selection.yachtId));
  const problem = charterProblem(selection, yacht, settings);
  if (problem) invalid(problem);
}

/** The booking a confirmed enquiry stores (both backends add their own `createdAt`). */
export function bookingRecord(
  id: string,
  enquiry: Pick<Enquiry, 'id' | 'reference'>,
  { yachtId, span }: { yachtId: string; span: TimeSpan },
): Omit<Booking, 'createdAt'> {
  return {
    id,
    kind: 'booking',
    yachtId,
    start: new Date(span.start).toISOString(),
    end: new Date(span.end).toISOString(),
    enquiryId: enquiry.id,
    reference: enquiry.reference,
  };
}

/** The block a checked `input` stores (both backends add their own `createdAt`). */
export function blockRecord(id: string, input: BlockInput, span: TimeSpan): Omit<Booking, 'createdAt'> {
  return {
    id,
    kind: 'block',
    yachtId: input.yachtId,
    start: new Date(span.start).toISOString(),
    end: new Date(span.end).toISOString(),
    enquiryId: null,
    reference: null,
    blockKind: input.blockKind,
    reason: input.reason.trim(),
  };
}

export const checkSettings = (settings: BookingSettings) => firstError(validateBookingSettings(settings));
export function checkPricing(pricing: YachtPricing, settings: BookingSettings) {
  if (!isId(pricing.yachtId)) invalid('Choose a yacht.');
  firstError(validateYachtPricing(pricing, settings));
}
export const checkAddOn = (addOn: AddOn) => {
  if (addOn.id !== '' && !isId(addOn.id)) invalid('Add-on id is not valid.');
  firstError(validateAddOn(addOn));
};

/** The Dubai dates an instant span [start, end) touches, in order. */
export function datesTouched(span: TimeSpan): string[] {
  const first = dubaiDateOf(span.start);
  const last = dubaiDateOf(Math.max(span.start, span.end - 1));
  const dates = [first];
  while (dates[dates.length - 1] < last) dates.push(addDays(dates[dates.length - 1], 1));
  return dates;
}

/** The dates whose busy intervals a clash check must read: the span widened by the turnaround on both sides. */
export const datesToCheck = (span: TimeSpan, turnaroundMinutes: number) =>
  datesTouched({
    start: span.start - turnaroundMinutes * MS_PER_MINUTE,
    end: span.end + turnaroundMinutes * MS_PER_MINUTE,
  });

/** `14 Mar 2025, 10:00–14:00` (or the end's date too when it differs), Dubai time, in the operator's English. */
export function formatDubaiSpan(start: number, end: number): string {
  const formats = createFormats(LOCALE_INFO.en.intl);
  const sameDay = dubaiDateOf(start) === dubaiDateOf(end - 1) && dubaiMinuteOf(end) !== 0;
  const endText = sameDay ? formats.time(dubaiMinuteOf(end)) : formats.dateTime(end);
  return `${formats.dateTime(start)}–${endText}`;
}

/** The refusal of a booking or block that overlaps `other` (± the turnaround), naming it. */
export function clashError(
  other: Pick<Booking, 'kind' | 'reference' | 'reason' | 'start' | 'end'> | null,
  turnaroundMinutes: number,
) {
  const margin = turnaroundMinutes > 0 ? ` (with the ${turnaroundMinutes}-minute turnaround)` : '';
  if (!other)
    return new BackendError('conflict', `This time overlaps another booking of the yacht${margin}.`);
  const what =
    other.kind === 'block'
      ? `the block “${other.reason ?? ''}”`
      : `booking ${other.reference ?? '(without a reference)'}`;
  const when = formatDubaiSpan(Date.parse(other.start), Date.parse(other.end));
  return new BackendError('conflict', `This time clashes with ${what}, ${when} Dubai time${margin}.`);
}

export const MAX_SEARCH_RESULTS = 50;

/** How many enquiries `getMany` reads at once: a day's charters and more, in a handful of queries. */
export const MAX_MANY_IDS = 100;

export function checkManyIds(ids: readonly string[]) {
  if (ids.length > MAX_MANY_IDS) invalid(`At most ${MAX_MANY_IDS} enquiries at once.`);
  if (ids.some((id) => typeof id !== 'string' || id === '')) invalid('An enquiry id is empty.');
}

/** `oldest`'s arguments: a known status (confirmed included) and a whole limit from 1. */
export function checkOldestQuery(status: EnquiryStatus, limit: number) {
  if (!ENQUIRY_STATUSES.includes(status)) invalid(`Unknown status ${String(status)}.`);
  if (!Number.isSafeInteger(limit) || limit < 1) invalid('The limit is a whole number from 1.');
}

/** What an admin's search term may be: a reference, a phone in E.164, and the lower-case start of a name. */
export function searchTerms(term: string): { reference: string | null; phone: string | null; name: string } {
  const trimmed = term.trim();
  let digits = trimmed.replace(/[\s\-().]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  else if (/^0\d/.test(digits)) digits = `+971${digits.slice(1)}`;
  return {
    reference: normaliseReference(trimmed),
    phone: E164.test(digits) ? digits : null,
    name: trimmed.toLowerCase(),
  };
}

/**
 * Whether an enquiry answers the search: its reference, its phone, or the start of its name (any case). Both
 * backends filter what they find through it, so a stored `nameKey` that is not the name (the rules check it
 * exactly only for ASCII names) answers no search.
 */
export function matchesSearch(
  enquiry: Pick<Enquiry, 'reference' | 'phone' | 'name'>,
  { reference, phone, name }: ReturnType<typeof searchTerms>,
): boolean {
  return (
    enquiry.reference === reference ||
    (phone !== null && enquiry.phone === phone) ||
    (name !== '' && enquiry.name.toLowerCase().startsWith(name))
  );
}

/** The lower-case name the name search matches the start of (the rules check it for ASCII names). */
export const nameKey = (name: string) => name.toLowerCase();

/** How many times `create` draws a new reference after a clash before giving up. */
export const REFERENCE_ATTEMPTS = 5;
