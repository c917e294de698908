/**
 * The identity documents a guest may name on a charter's guest list (the passenger list the Coast Guard checks before
 * departure), and the checks of their numbers as a guest types them.
 */

export type GuestIdType = 'passport' | 'emirates-id' | 'gcc-id';
export const GUEST_ID_TYPES: readonly GuestIdType[] = ['passport', 'emirates-id', 'gcc-id'];

export const isGuestIdType = (value: unknown): value is GuestIdType =>
  typeof value === 'string' && (GUEST_ID_TYPES as readonly string[]).includes(value);

/** What is wrong with a number, for the form's message; null when it is right. */
export type IdNumberProblem =
  'missing' | 'emirates-id-shape' | 'emirates-id-check-digit' | 'passport-shape' | 'gcc-id-shape';

/** The longest number stored of any type (a GCC civil number has 12 digits). */
export const ID_NUMBER_MAX_CHARS = 20;

/**
 * A number as stored: an Emirates ID as `784-YYYY-NNNNNNN-C` whether typed with dashes, spaces or none; a passport in
 * capitals without spaces; a GCC number as its digits. Arabic-Indic digits (٠–٩, ۰–۹) are read as 0–9.
 */
export function normalizeIdNumber(type: GuestIdType, raw: string): string {
  const latin = raw
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
  if (type === 'passport') return latin.replace(/[\s-]/g, '').toUpperCase();
  const digits = latin.replace(/[\s-]/g, '');
  if (type === 'emirates-id' && /^\d{15}$/.test(digits)) {
    return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7, 14)}-${digits.slice(14)}`;
  }
  return digits;
}

/** The Luhn check (ISO/IEC 7812) over all of `digits`, its last being the check digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Checks a number of `type` as typed (normalised first):
 * - Emirates ID: 15 digits starting 784 (`784-YYYY-NNNNNNN-C`), the last a Luhn check digit;
 * - passport: 6 to 9 letters and digits (the ICAO document number is at most 9);
 * - GCC national ID (Saudi, Kuwaiti, Bahraini, Qatari, Omani): 8 to 12 digits.
 */
export function checkIdNumber(type: GuestIdType, raw: string): IdNumberProblem | null {
  const value = normalizeIdNumber(type, raw);
  if (value === '') return 'missing';
  switch (type) {
    case 'emirates-id': {
      const digits = value.replace(/-/g, '');
      if (!/^784\d{12}$/.test(digits)) return 'emirates-id-shape';
      return luhnValid(digits) ? null : 'emirates-id-check-digit';
    }
    case 'passport':
      return /^[A-Z0-9]{6,9}$/.test(value) ? null : 'passport-shape';
    case 'gcc-id':
      return /^\d{8,12}$/.test(value) ? null : 'gcc-id-shape';
  }
}
