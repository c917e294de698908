import { describe, expect, it } from 'vitest';
import {
  issueVoucher,
  newVoucherCode,
  normaliseVoucherCode,
  voucherAmountProblem,
  voucherApplies,
  voucherAvailable,
  voucherExpiry,
  voucherRefusal,
  voucherState,
} from '../../../../src/domain/ledger/voucher';

const NOW = Date.parse('2030-05-01T08:00:00Z');
const voucher = (over = {}) => ({
  ...issueVoucher({
    code: 'ABCD234567',
    amountFils: 100_000,
    reason: 'weather',
    fromEnquiryId: 'MLY-ABC234',
    now: NOW,
  }),
  ...over,
});

describe('credit vouchers', () => {
  it('makes codes of 10 capitals and digits without look-alikes, and reads them as typed', () => {
    const code = newVoucherCode();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    expect(normaliseVoucherCode(' abcd-2345 67 ')).toBe('ABCD234567');
    expect(normaliseVoucherCode('ABCD23456O')).toBeNull(); // O is not in the alphabet
    expect(normaliseVoucherCode('ABC')).toBeNull();
  });

  it('is valid 12 months to the moment', () => {
    expect(voucherExpiry(NOW)).toBe('2031-05-01T08:00:00.000Z');
    expect(voucherState(voucher(), Date.parse('2031-05-01T07:59:59Z'))).toBe('valid');
    expect(voucherState(voucher(), Date.parse('2031-05-01T08:00:00Z'))).toBe('expired');
    expect(voucherAvailable(voucher(), Date.parse('2031-05-01T08:00:00Z'))).toBe(0);
    expect(voucherRefusal(voucher(), Date.parse('2031-06-01T00:00:00Z'))).toMatch(/expired/);
    expect(voucherRefusal(null, NOW)).toMatch(/No voucher/);
  });

  it('pays at most what is due and keeps the rest; used up once spent', () => {
    expect(voucherApplies(voucher(), 135_000, NOW)).toBe(100_000);
    expect(voucherApplies(voucher(), 40_000, NOW)).toBe(40_000);
    const partly = voucher({ usedFils: 40_000 });
    expect(voucherAvailable(partly, NOW)).toBe(60_000);
    expect(voucherApplies(partly, 135_000, NOW)).toBe(60_000);
    expect(voucherApplies(partly, -5, NOW)).toBe(0);
    const spent = voucher({ usedFils: 100_000 });
    expect(voucherState(spent, NOW)).toBe('used');
    expect(voucherRefusal(spent, NOW)).toMatch(/used up/);
  });

  it('is worth a whole number of fils above nothing', () => {
    expect(voucherAmountProblem(1)).toBeNull();
    expect(voucherAmountProblem(0)).not.toBeNull();
    expect(voucherAmountProblem(10.5)).not.toBeNull();
    expect(voucherAmountProblem(1_000_000_001)).not.toBeNull();
  });
});
