import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceDue,
  cancellationState,
  charterTerms,
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
  it('counts the free cancellation and the guest list’s lock from the Dubai departure', () => {
    const terms = charterTerms(selection, 24);
    expect(new Date(terms.start).toISOString()).toBe('2030-06-01T14:00:00.000Z');
    expect(new Date(terms.end).toISOString()).toBe('2030-06-01T17:00:00.000Z');
    // 48 hours before: 30 May, 18:00 in Dubai.
    expect(new Date(terms.freeCancellationUntil).toISOString()).toBe('2030-05-30T14:00:00.000Z');
    expect(new Date(terms.guestListLocksAt).toISOString()).toBe('2030-05-31T14:00:00.000Z');
    expect(charterTerms(selection, 0).guestListLocksAt).toBe(terms.start);
  });

  it('crosses midnight and month ends in Dubai time, not the device’s', () => {
    // 1 March 2030, 00:30 in Dubai (28 Feb 20:30 UTC); 48 hours before is 27 Feb, 00:30 in Dubai.
    const terms = charterTerms({ date: '2030-03-01', startMinute: 30, hours: 2 }, 6);
    expect(new Date(terms.freeCancellationUntil).toISOString()).toBe('2030-02-26T20:30:00.000Z');
    expect(new Date(terms.guestListLocksAt).toISOString()).toBe('2030-02-28T14:30:00.000Z');
  });

  it('is free to cancel until the deadline, keeps the deposit from it, and says when the charter has left', () => {
    const terms = charterTerms(selection, 24);
    expect(cancellationState(terms.freeCancellationUntil - 1, terms)).toBe('free');
    expect(cancellationState(terms.freeCancellationUntil, terms)).toBe('deposit-kept');
    expect(cancellationState(terms.start - HOUR, terms)).toBe('deposit-kept');
    expect(cancellationState(terms.start, terms)).toBe('departed');
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
