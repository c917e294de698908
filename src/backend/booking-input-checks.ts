/**
 * What both backends accept for the enquiries and booking data, with messages that say what is wrong
 * ('invalid-argument'). The same limits as firestore.rules (src/domain/limits.ts).
 */
import { MINUTES_PER_DAY } from '../domain/booking/dubai-time';
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
  type EnquiryStatus,
} from '../domain/enquiry';
import { BLOCK_KINDS, type BlockInput } from '../domain/booking/bookings';
import { normaliseVoucherCode } from '../domain/ledger/voucher-code';
import { E164, invalid, isId } from './input-rules';
import { checkQuote } from './quote-checks';

const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const MS_PER_DAY = MINUTES_PER_DAY * 60_000;

function checkPersonName(name: string) {
  const problem = nameProblem(name);
  if (problem === 'missing') invalid('A name is required.');
  if (problem) invalid(nameMessages[problem]);
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
  if (input.voucherCode !== undefined && normaliseVoucherCode(input.voucherCode) !== input.voucherCode)
    invalid('A voucher code is 10 capital letters and digits, as it was sent to you.');
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
export function checkRemovable(enquiry: Pick<Enquiry, 'bookingId' | 'money'>): void {
  if (enquiry.bookingId) invalid('This enquiry holds a booking: cancel the booking first, then delete it.');
  // Its ledger is the tax record (docs/decisions/0045-ledger.md).
  if (enquiry.money) invalid('Money was recorded on this enquiry: it is kept with its payments and refunds.');
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

export const checkSettings = (settings: BookingSettings) => firstError(validateBookingSettings(settings));
export function checkPricing(pricing: YachtPricing, settings: BookingSettings) {
  if (!isId(pricing.yachtId)) invalid('Choose a yacht.');
  firstError(validateYachtPricing(pricing, settings));
}
export const checkAddOn = (addOn: AddOn) => {
  if (addOn.id !== '' && !isId(addOn.id)) invalid('Add-on id is not valid.');
  firstError(validateAddOn(addOn));
};

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

/** How many times `create` draws a new reference after a clash before giving up. */
export const REFERENCE_ATTEMPTS = 5;
