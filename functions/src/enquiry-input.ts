/**
 * What createEnquiry accepts from the browser: an EnquiryInput whose quote counts only for its selection (the
 * server prices it again; the browser's lines and totals are ignored). Refusals are BackendErrors with the same
 * messages as the browser's own checks (src/backend/booking-checks.ts).
 */
import { checkEnquiryInput } from '../../src/backend/booking-checks';
import { BackendError } from '../../src/backend/types';
import { isDubaiDate, MINUTES_PER_DAY } from '../../src/domain/booking/dubai-time';
import type { BookingSelection } from '../../src/domain/booking/quote';
import type { Campaign, EnquiryInput } from '../../src/domain/enquiry';
import { fits, LIMITS, nameProblem } from '../../src/domain/limits';

/** The input without its quote, and the selection the server will price (null: a plain call-back request). */
export interface EnquiryRequest {
  input: Omit<EnquiryInput, 'quote'>;
  selection: BookingSelection | null;
  packageName?: string;
}

const invalid = (message: string): never => {
  throw new BackendError('invalid-argument', message);
};
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && fits(value, LIMITS.id) && !value.includes('/');
const textField = (data: Record<string, unknown>, key: string): string => {
  const value = data[key] ?? '';
  return typeof value === 'string' ? value : invalid(`${key} must be text.`);
};

function parseSelection(raw: unknown): BookingSelection {
  if (!isRecord(raw)) return invalid('The quote has no selection.');
  const { yachtId, date, startMinute, hours, guests, addOnIds } = raw;
  if (!isId(yachtId)) return invalid('The quote names no yacht.');
  if (typeof date !== 'string' || !isDubaiDate(date)) return invalid('The quote’s date is not a date.');
  if (!isWhole(startMinute, 0, MINUTES_PER_DAY - 1)) return invalid('The quote’s start time is not valid.');
  if (!isWhole(hours, 1, 24)) return invalid('The quote’s hours must be a whole number from 1 to 24.');
  if (!isWhole(guests, 1, LIMITS.capacity)) return invalid('The quote’s guests must be a whole number.');
  if (!Array.isArray(addOnIds) || addOnIds.length > LIMITS.quoteLines || !addOnIds.every(isId)) {
    return invalid(`A quote can hold at most ${LIMITS.quoteLines} add-ons.`);
  }
  return { yachtId, date, startMinute, hours, guests, addOnIds: [...new Set(addOnIds)] };
}

export function parseEnquiryRequest(raw: unknown): EnquiryRequest {
  if (!isRecord(raw)) return invalid('Send the enquiry as an object.');
  const campaign = raw.campaign ?? {};
  if (!isRecord(campaign)) return invalid('The campaign must be an object.');
  const input: Omit<EnquiryInput, 'quote'> = {
    channel: textField(raw, 'channel') as EnquiryInput['channel'],
    name: textField(raw, 'name'),
    phone: textField(raw, 'phone'),
    preferredTime: textField(raw, 'preferredTime'),
    message: textField(raw, 'message'),
    language: textField(raw, 'language'),
    campaign: campaign as Campaign,
    // A credit voucher's code (docs/decisions/0049-cancellations-and-vouchers.md): kept as typed, checked below.
    ...(raw.voucherCode !== undefined && raw.voucherCode !== ''
      ? { voucherCode: textField(raw, 'voucherCode') }
      : {}),
  };
  checkEnquiryInput({ ...input, quote: null });
  if (raw.quote === null || raw.quote === undefined) return { input, selection: null };
  if (!isRecord(raw.quote)) return invalid('The quote must be an object.');
  const { packageName } = raw.quote;
  if (packageName !== undefined && (typeof packageName !== 'string' || nameProblem(packageName))) {
    return invalid('The quote’s package name is not valid.');
  }
  return {
    input,
    selection: parseSelection(raw.quote.selection),
    ...(packageName ? { packageName } : {}),
  };
}
