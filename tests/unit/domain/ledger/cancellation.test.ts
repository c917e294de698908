import { describe, expect, it } from 'vitest';
import { dubaiInstant } from '../../../../src/domain/booking/dubai-time';
import { DEFAULT_CANCELLATION_TIERS } from '../../../../src/domain/charter/cancellation-policy';
import {
  cancellationErrors,
  cancellationTerms,
  creditOf,
  refundStillDue,
  type CancellationInput,
} from '../../../../src/domain/ledger/cancellation';

const START = dubaiInstant('2031-03-04', 10 * 60);
const HOUR = 3_600_000;
const MINUTE = 60_000;
const paid = { paidFils: 100_000, refundedFils: 0 };
const terms = (hoursBefore: number, extraMs = 0, reason: CancellationInput['reason'] = 'client') =>
  cancellationTerms({
    reason,
    tiers: DEFAULT_CANCELLATION_TIERS,
    money: paid,
    start: START,
    requestedAt: START - hoursBefore * HOUR + extraMs,
  });

describe('a cancellation by the policy', () => {
  it('gives everything back at 72 hours and a minute before, half a minute after, at 24 hours half, then nothing', () => {
    expect(terms(72, -MINUTE).policyFils).toBe(100_000);
    expect(terms(72).policyFils).toBe(100_000);
    expect(terms(72, MINUTE).policyFils).toBe(50_000);
    expect(terms(24, -MINUTE).policyFils).toBe(50_000);
    expect(terms(24).policyFils).toBe(50_000);
    expect(terms(24, MINUTE).policyFils).toBe(0);
    // 30 hours before: half.
    expect(terms(30)).toEqual({ paidFils: 100_000, policyFils: 50_000, percent: 50 });
  });

  it('counts the hours between instants, whatever the device’s time zone says the clock shows', () => {
    // The same instants written with another offset are the same instants.
    const requested = Date.parse('2031-03-02T15:59:00-05:00'); // 00:59 on 3 March in Dubai: 33 h 1 min before.
    const refund = cancellationTerms({
      reason: 'client',
      tiers: DEFAULT_CANCELLATION_TIERS,
      money: paid,
      start: START,
      requestedAt: requested,
    });
    expect(refund.percent).toBe(50);
  });

  it('refunds only what is paid and not yet refunded, rounded to the fils', () => {
    const partial = cancellationTerms({
      reason: 'client',
      tiers: DEFAULT_CANCELLATION_TIERS,
      money: { paidFils: 40_501, refundedFils: 1 },
      start: START,
      requestedAt: START - 30 * HOUR,
    });
    expect(partial).toEqual({ paidFils: 40_500, policyFils: 20_250, percent: 50 });
    const odd = cancellationTerms({
      reason: 'client',
      tiers: DEFAULT_CANCELLATION_TIERS,
      money: { paidFils: 40_501, refundedFils: 0 },
      start: START,
      requestedAt: START - 30 * HOUR,
    });
    expect(odd.policyFils).toBe(20_251); // 20,250.5 fils, halves up
  });

  it('gives everything back for the operator’s own reason, and for the weather a credit of all that was paid', () => {
    expect(terms(1, 0, 'operator').policyFils).toBe(100_000);
    expect(terms(100, 0, 'weather').policyFils).toBe(0);
    expect(creditOf('weather', 100_000, 0)).toBe(100_000);
    expect(creditOf('weather', 100_000, 30_000)).toBe(70_000);
    expect(creditOf('client', 100_000, 0)).toBe(0);
  });

  it('lets the operator refund more than the policy, less only with a note, never more than was paid', () => {
    const context = {
      terms: terms(30),
      now: START - 30 * HOUR,
      formatAed: (fils: number) => `AED ${fils / 100}`,
    };
    const input = (refundFils: number, note = ''): CancellationInput => ({
      reason: 'client',
      requestedAt: new Date(START - 30 * HOUR).toISOString(),
      refundFils,
      note,
    });
    expect(cancellationErrors(input(80_000), context)).toEqual({});
    expect(cancellationErrors(input(49_999), context).refundFils).toMatch(/less than the policy's AED 500/);
    expect(cancellationErrors(input(49_999, 'Agreed on the phone'), context)).toEqual({});
    expect(cancellationErrors(input(100_001), context).refundFils).toMatch(/from 0 to what was paid/);
    expect(
      cancellationErrors({ ...input(50_000), requestedAt: new Date(START).toISOString() }, context),
    ).toHaveProperty('requestedAt');
  });

  it('says what is still to refund, counting refunds recorded since the cancellation', () => {
    const cancellation = { refundFils: 20_000, creditFils: 30_000, refundedBeforeFils: 5_000 };
    expect(refundStillDue(cancellation, { refundedFils: 5_000 })).toBe(50_000);
    expect(refundStillDue(cancellation, { refundedFils: 35_000 })).toBe(20_000);
    expect(refundStillDue(cancellation, { refundedFils: 60_000 })).toBe(0);
    expect(refundStillDue(cancellation, undefined)).toBe(55_000);
  });
});
