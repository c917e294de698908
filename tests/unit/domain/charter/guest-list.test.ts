import { newCharterToken } from '../../../../src/backend/charter-checks';
import { describe, expect, it } from 'vitest';
import {
  charterTokenFrom,
  checkGuest,
  checkIdNumber,
  guestListCount,
  guestListLocksAt,
  idErasureDueAt,
  isCharterToken,
  isGuestListLocked,
  isIdErasureDue,
  luhnValid,
  normalizeIdNumber,
} from '../../../../src/domain/charter';

describe('ID numbers', () => {
  it('accepts a real-shaped Emirates ID with its check digit, typed with or without dashes or spaces', () => {
    for (const typed of [
      '784-1990-1234567-6',
      '784199012345676',
      ' 784 1990 1234567 6 ',
      '٧٨٤١٩٩٠١٢٣٤٥٦٧٦',
    ]) {
      expect(checkIdNumber('emirates-id', typed)).toBeNull();
      expect(normalizeIdNumber('emirates-id', typed)).toBe('784-1990-1234567-6');
    }
    expect(checkIdNumber('emirates-id', '784-1985-3456789-0')).toBeNull();
  });

  it('refuses an Emirates ID with a wrong check digit, and one of the wrong shape', () => {
    expect(checkIdNumber('emirates-id', '784-1990-1234567-5')).toBe('emirates-id-check-digit');
    expect(checkIdNumber('emirates-id', '784-1985-3456789-1')).toBe('emirates-id-check-digit');
    expect(checkIdNumber('emirates-id', '785-1990-1234567-6')).toBe('emirates-id-shape');
    expect(checkIdNumber('emirates-id', '784-1990-123456-6')).toBe('emirates-id-shape');
    expect(checkIdNumber('emirates-id', '784-1990-1234567-6X')).toBe('emirates-id-shape');
    expect(checkIdNumber('emirates-id', '   ')).toBe('missing');
  });

  it('checks digits with Luhn', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('7992739871a')).toBe(false);
  });

  it('accepts passports of 6 to 9 letters and digits, in capitals', () => {
    expect(checkIdNumber('passport', 'ab1234')).toBeNull();
    expect(normalizeIdNumber('passport', 'ab 1234')).toBe('AB1234');
    expect(checkIdNumber('passport', 'A12345678')).toBeNull();
    expect(checkIdNumber('passport', 'A1234')).toBe('passport-shape');
    expect(checkIdNumber('passport', 'A123456789')).toBe('passport-shape');
    expect(checkIdNumber('passport', 'A1234/56')).toBe('passport-shape');
    expect(checkIdNumber('passport', 'Ж123456')).toBe('passport-shape');
  });

  it('accepts GCC national IDs of 8 to 12 digits', () => {
    expect(checkIdNumber('gcc-id', '1012345678')).toBeNull();
    expect(checkIdNumber('gcc-id', '289010112345')).toBeNull();
    expect(checkIdNumber('gcc-id', '1234567')).toBe('gcc-id-shape');
    expect(checkIdNumber('gcc-id', '1234567890123')).toBe('gcc-id-shape');
  });
});

describe('a guest’s entry', () => {
  const guest = {
    fullName: 'Mariam Al Hashimi',
    nationality: 'AE',
    idType: 'emirates-id',
    idNumber: '784199012345676',
  };

  it('takes names in Arabic, Cyrillic and Latin with accents, trimmed', () => {
    for (const fullName of ['مريم الهاشمي', 'Анна-Мария Петрова', 'Zoë O’Brien-Núñez', '  Jean  Dupont ']) {
      expect(checkGuest({ ...guest, fullName })).toEqual({});
    }
  });

  it('says what is wrong, field by field', () => {
    expect(checkGuest({})).toEqual({
      fullName: 'missing',
      nationality: 'missing',
      idType: 'id-type',
      idNumber: 'missing',
    });
    expect(checkGuest({ ...guest, fullName: 'x'.repeat(81) })).toEqual({ fullName: 'too-long' });
    expect(checkGuest({ ...guest, fullName: '<script>' })).toEqual({ fullName: 'name-letters' });
    expect(checkGuest({ ...guest, fullName: '12345' })).toEqual({ fullName: 'name-letters' });
    expect(checkGuest({ ...guest, nationality: 'UAE' })).toEqual({ nationality: 'nationality' });
    expect(checkGuest({ ...guest, idType: 'driving-licence' })).toEqual({ idType: 'id-type' });
    expect(checkGuest({ ...guest, idNumber: '784199012345675' })).toEqual({
      idNumber: 'emirates-id-check-digit',
    });
    expect(checkGuest({ ...guest, idNumber: '7'.repeat(10_000) })).toEqual({ idNumber: 'too-long' });
  });
});

describe('the list’s lock and the erasure of ID numbers', () => {
  // A charter at 18:00 in Dubai on 12 December 2026 (14:00 UTC), four hours long.
  const start = '2026-12-12T14:00:00.000Z';
  const end = '2026-12-12T18:00:00.000Z';

  it('locks the cut-off’s hours before departure, counted in instants whatever the device’s time zone', () => {
    expect(new Date(guestListLocksAt(start, 24)).toISOString()).toBe('2026-12-11T14:00:00.000Z');
    expect(isGuestListLocked(Date.parse('2026-12-11T13:59:59.999Z'), start, 24)).toBe(false);
    expect(isGuestListLocked(Date.parse('2026-12-11T14:00:00.000Z'), start, 24)).toBe(true);
    // No cut-off: open until departure.
    expect(isGuestListLocked(Date.parse('2026-12-12T13:59:00.000Z'), start, 0)).toBe(false);
    expect(isGuestListLocked(Date.parse(start), start, 0)).toBe(true);
  });

  it('reads "k of N" and is complete at the booked count', () => {
    expect(guestListCount(7, 20)).toEqual({ added: 7, booked: 20, complete: false });
    expect(guestListCount(20, 20).complete).toBe(true);
    expect(guestListCount(0, 0).complete).toBe(false);
  });

  it('erases ID numbers the set number of days after the charter ends', () => {
    expect(new Date(idErasureDueAt(end, 30)).toISOString()).toBe('2027-01-11T18:00:00.000Z');
    expect(isIdErasureDue(Date.parse('2027-01-11T17:59:59.000Z'), end, 30)).toBe(false);
    expect(isIdErasureDue(Date.parse('2027-01-11T18:00:00.000Z'), end, 30)).toBe(true);
  });
});

describe('the charter page’s address', () => {
  it('is 128 random bits in base64url: 22 URL-safe characters', () => {
    const bytes = new Uint8Array(16).fill(255);
    expect(charterTokenFrom(bytes)).toBe('_____________________w');
    expect(charterTokenFrom(new Uint8Array(16))).toBe('AAAAAAAAAAAAAAAAAAAAAA');
    const made = new Set(Array.from({ length: 200 }, newCharterToken));
    expect(made.size).toBe(200);
    for (const token of made) expect(isCharterToken(token)).toBe(true);
    expect(isCharterToken('ML-2026-0042')).toBe(false);
    expect(() => charterTokenFrom(new Uint8Array(8))).toThrow();
  });
});
