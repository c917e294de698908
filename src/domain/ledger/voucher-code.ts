/**
 * A credit voucher's code as people type it (./voucher.ts): alone, so the booking panel and the enquiry's checks read
 * a code without the ledger's code on a visitor's first visit.
 */
import { REFERENCE_ALPHABET } from '../booking/reference';

/** 10 characters of the reference alphabet (no look-alikes): about 49 bits, never guessed by trying. */
export const VOUCHER_CODE_LENGTH = 10;

const CODE_PATTERN = new RegExp(`^[${REFERENCE_ALPHABET}]{${VOUCHER_CODE_LENGTH}}$`);

/** The code as stored from what a person typed (any case, spaces or hyphens), or null when it cannot be one. */
export function normaliseVoucherCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  return CODE_PATTERN.test(code) ? code : null;
}
