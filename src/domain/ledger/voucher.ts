/**
 * Credit vouchers (docs/decisions/0049-cancellations-and-vouchers.md): a code worth an amount in AED for 12 months,
 * issued when the operator cancels for the weather (the amount paid becomes credit) or by hand. A visitor types the
 * code in the booking panel; the operator applies it to the new charter once confirmed, as a payment by credit (its
 * tax invoice then), partly if the charter costs less, the rest kept for later until it expires.
 */
import { isFils, type Fils } from '../booking/money';
import { randomCode, type RandomBytes } from '../booking/reference';
import { MAX_ENTRY_FILS } from './ledger';
import { VOUCHER_CODE_LENGTH } from './voucher-code';

export { normaliseVoucherCode, VOUCHER_CODE_LENGTH } from './voucher-code';
export const VOUCHER_MONTHS = 12;

export type VoucherReason = 'weather' | 'manual';

export interface Voucher {
  /** Capitals and digits, VOUCHER_CODE_LENGTH of them; its document id. */
  code: string;
  amountFils: Fils;
  /** What has been applied to charters so far. */
  usedFils: Fils;
  reason: VoucherReason;
  /** ISO 8601. */
  issuedAt: string;
  expiresAt: string;
  /** The cancelled charter it came from ('' for one issued by hand). */
  fromEnquiryId: string;
  /** The last charter it paid for, and the ledger entry that did ('' until used). */
  lastUse: { enquiryId: string; entryId: string; amountFils: Fils } | null;
}

/** What a visitor sees of a code they typed. */
export interface VoucherCheck {
  code: string;
  /** What is left to use. */
  availableFils: Fils;
  expiresAt: string;
}

export const newVoucherCode = (randomBytes?: RandomBytes) => randomCode(VOUCHER_CODE_LENGTH, randomBytes);

/** When a voucher issued at `issuedAt` (ms) expires: the same moment 12 months later. */
export function voucherExpiry(issuedAt: number): string {
  const date = new Date(issuedAt);
  date.setUTCMonth(date.getUTCMonth() + VOUCHER_MONTHS);
  return date.toISOString();
}

/** What is left of a voucher at `now`: nothing once expired. */
export const voucherAvailable = (voucher: Voucher, now: number): Fils =>
  Date.parse(voucher.expiresAt) <= now ? 0 : Math.max(0, voucher.amountFils - voucher.usedFils);

export type VoucherState = 'valid' | 'used' | 'expired';

export function voucherState(voucher: Voucher, now: number): VoucherState {
  if (Date.parse(voucher.expiresAt) <= now) return 'expired';
  return voucher.usedFils >= voucher.amountFils ? 'used' : 'valid';
}

/** A new voucher worth `amountFils`, issued at `now`. */
export function issueVoucher(input: {
  code: string;
  amountFils: Fils;
  reason: VoucherReason;
  fromEnquiryId: string;
  now: number;
}): Voucher {
  return {
    code: input.code,
    amountFils: input.amountFils,
    usedFils: 0,
    reason: input.reason,
    issuedAt: new Date(input.now).toISOString(),
    expiresAt: voucherExpiry(input.now),
    fromEnquiryId: input.fromEnquiryId,
    lastUse: null,
  };
}

export const voucherMessages = {
  amount: 'Enter the voucher’s value in AED: above zero, at most 10,000,000.',
  unknown: 'No voucher has this code.',
  expired: 'This voucher has expired.',
  used: 'This voucher has been used up.',
  nothingDue: 'Nothing is left to pay on this charter: the voucher is not needed.',
} as const;

/** Why an amount cannot be a voucher's value, or null. */
export const voucherAmountProblem = (amountFils: Fils): string | null =>
  isFils(amountFils) && amountFils > 0 && amountFils <= MAX_ENTRY_FILS ? null : voucherMessages.amount;

/** Why a voucher cannot be used at `now` (plain English), or null when some of it is left. */
export function voucherRefusal(voucher: Voucher | null, now: number): string | null {
  if (!voucher) return voucherMessages.unknown;
  const state = voucherState(voucher, now);
  return state === 'expired' ? voucherMessages.expired : state === 'used' ? voucherMessages.used : null;
}

/** What a voucher pays of a charter still owing `dueFils`: what is left of it, at most what is due. */
export const voucherApplies = (voucher: Voucher, dueFils: Fils, now: number): Fils =>
  Math.min(voucherAvailable(voucher, now), Math.max(0, dueFils));
