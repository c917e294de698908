import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceDue,
  charterTerms,
  refundNow,
  differsFromDubai,
  zoneOffsetMinutes,
} from '../../../../src/domain/charter';

// The device is far from Dubai: the deadlines must not move with it.
const deviceZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

const HOUR = 3_600_000;
// 1 June 2030, 18:00 in Dubai is 14:00 UTC.
const selection = { date: '2030-06-01', startMinute: 18 * 60, hours: 3 };

describe('a charter’s terms', () => {
  it('counts each refund tier, the free move, the balance and the guest list’s lock from the Dubai departure', () => {
    const terms = charterTerms(selection, 24);
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    expect(iso(terms.start)).toBe('2030-06-01T14:00:00.000Z');
    expect(iso(terms.end)).toBe('2030-06-01T17:00:00.000Z');
    // The defaults: everything back until 72 hours before (29 May, 18:00 Dubai), half until 24 hours before.
    expect(terms.refunds.map((r) => [iso(r.until), r.percent])).toEqual([
      ['2030-05-29T14:00:00.000Z', 100],
      ['2030-05-31T14:00:00.000Z', 50],
    ]);
    expect(iso(terms.noRefundFrom)).toBe('2030-05-31T14:00:00.000Z');
    expect(iso(terms.freeMoveUntil)).toBe('2030-05-29T14:00:00.000Z');
    // The balance 48 hours before: 30 May, 18:00 in Dubai.
    expect(iso(terms.balanceDueAt)).toBe('2030-05-30T14:00:00.000Z');
    expect(iso(terms.guestListLocksAt)).toBe('2030-05-31T14:00:00.000Z');
    expect(charterTerms(selection, 0).guestListLocksAt).toBe(terms.start);
  });

  it('follows the operator’s own terms', () => {
    const terms = charterTerms(selection, 24, {
      tiers: [
        { hoursBefore: 168, refundPercent: 80 },
        { hoursBefore: 0, refundPercent: 20 },
      ],
      balanceDueHours: 0,
    });
    expect(terms.refunds.map((r) => (terms.start - r.until) / HOUR)).toEqual([168, 0]);
    // The last tier holds until departure, and no tier refunds everything: no free move.
    expect(terms.noRefundFrom).toBeNull();
    expect(terms.freeMoveUntil).toBeNull();
    expect(terms.balanceDueAt).toBe(terms.start);
    expect(charterTerms(selection, 24, { tiers: [], balanceDueHours: 48 }).noRefundFrom).toBe(terms.start);
  });

  it('crosses midnight and month ends in Dubai time, not the device’s', () => {
    // 1 March 2030, 00:30 in Dubai (28 Feb 20:30 UTC); 48 hours before is 27 Feb, 00:30 in Dubai.
    const terms = charterTerms({ date: '2030-03-01', startMinute: 30, hours: 2 }, 6);
    expect(new Date(terms.balanceDueAt).toISOString()).toBe('2030-02-26T20:30:00.000Z');
    expect(new Date(terms.guestListLocksAt).toISOString()).toBe('2030-02-28T14:30:00.000Z');
  });

  it('gives the share a cancellation gets back now: each tier up to its last instant, nothing after, none once departed', () => {
    const terms = charterTerms(selection, 24);
    const [full, half] = terms.refunds.map((deadline) => deadline.until);
    if (full === undefined || half === undefined) throw new Error('two tiers expected');
    expect(refundNow(full, terms)).toBe(100);
    expect(refundNow(full + 1, terms)).toBe(50);
    expect(refundNow(half, terms)).toBe(50);
    expect(refundNow(half + 1, terms)).toBe(0);
    expect(refundNow(terms.start - 1, terms)).toBe(0);
    expect(refundNow(terms.start, terms)).toBeNull();
  });

  it('leaves the total less what is paid to pay, never less than nothing', () => {
    expect(balanceDue(270_000, 135_000)).toBe(135_000);
    expect(balanceDue(270_000, 0)).toBe(270_000);
    expect(balanceDue(270_000, 300_000)).toBe(0);
  });
});

describe('the device’s time beside Dubai’s', () => {
  const instant = Date.parse('2030-06-01T14:00:00Z');

  it('knows each zone’s offset at the instant, daylight saving included', () => {
    expect(zoneOffsetMinutes(instant, 'Asia/Dubai')).toBe(240);
    expect(zoneOffsetMinutes(instant, 'Europe/London')).toBe(60);
    expect(zoneOffsetMinutes(Date.parse('2030-01-15T14:00:00Z'), 'Europe/London')).toBe(0);
    expect(zoneOffsetMinutes(instant, 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes(instant, 'America/Los_Angeles')).toBe(-420);
    expect(zoneOffsetMinutes(instant, 'Not/AZone')).toBeNull();
  });

  it('differs from Dubai only where the clock shows another time', () => {
    expect(differsFromDubai(instant, 'Asia/Dubai')).toBe(false);
    // Muscat keeps Dubai's time.
    expect(differsFromDubai(instant, 'Asia/Muscat')).toBe(false);
    expect(differsFromDubai(instant, 'Europe/Moscow')).toBe(true);
    expect(differsFromDubai(instant, Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(true);
    expect(differsFromDubai(instant, 'Not/AZone')).toBe(false);
  });
});
