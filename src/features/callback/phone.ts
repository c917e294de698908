import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Numbers without a country code are read as UAE numbers. */
export const DEFAULT_PHONE_REGION = 'AE';

/**
 * The number in E.164 (`+971501234567`), or null when it is not a valid phone number. Uses the small metadata set,
 * which checks the length of the number for its country.
 */
export function normalisePhone(value: string): string | null {
  const trimmed = value.trim();
  // The parser would pick a number out of any text; a phone field should hold only the number.
  if (!trimmed || /[^\d\s()+\-./]/.test(trimmed)) return null;
  const parsed = parsePhoneNumberFromString(trimmed, DEFAULT_PHONE_REGION);
  return parsed && parsed.isValid() ? parsed.number : null;
}
