/**
 * Enquiry references such as `MLY-7K2Q9P`: a fixed prefix and 6 characters from an alphabet without look-alikes
 * (no 0/O, no 1/I/L), easy to read out on the phone and to type from a WhatsApp message.
 */

export const REFERENCE_PREFIX = 'MLY-';
/** 2–9 and A–Z without I, L and O: 31 characters, about 887 million references. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 6;

/** Fills the array with random bytes, as `crypto.getRandomValues`. */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;

const cryptoRandomBytes: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** Bytes at or above this would favour the first characters; they are drawn again. */
const UNBIASED_LIMIT = 256 - (256 % REFERENCE_ALPHABET.length);

const MAX_DRAWS = 32;

/** `length` characters drawn uniformly from the reference alphabet (also a voucher's code: ../ledger/voucher.ts). */
export function randomCode(length: number, randomBytes: RandomBytes = cryptoRandomBytes): string {
  let code = '';
  for (let draw = 0; code.length < length; draw += 1) {
    if (draw === MAX_DRAWS) throw new Error('The random source gave no usable bytes.');
    for (const byte of randomBytes(new Uint8Array(length * 2))) {
      if (byte < UNBIASED_LIMIT && code.length < length) {
        code += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
      }
    }
  }
  return code;
}

/** A new reference, each character drawn uniformly from the alphabet. */
export const createReference = (randomBytes: RandomBytes = cryptoRandomBytes): string =>
  REFERENCE_PREFIX + randomCode(REFERENCE_LENGTH, randomBytes);

const REFERENCE_PATTERN = new RegExp(
  `^${REFERENCE_PREFIX.slice(0, -1)}[-\\s]?([${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}})$`,
);

/**
 * The reference as stored (`MLY-7K2Q9P`) from what a person typed: any case, spaces around, and the hyphen written
 * as a space or left out. Null when it is not a reference.
 */
export function normaliseReference(value: string): string | null {
  const match = REFERENCE_PATTERN.exec(value.trim().toUpperCase());
  return match ? REFERENCE_PREFIX + match[1] : null;
}

export const isReference = (value: string): boolean => normaliseReference(value) !== null;
