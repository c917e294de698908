import { describe, expect, it } from 'vitest';
import {
  feedUrl,
  feedWindow,
  isFeedSecret,
  newFeedSecret,
  secretOfPath,
  webcalUrl,
} from '../../../src/domain/calendar-feed';
import { chartersCalendar } from '../../../src/domain/ics';

const SECRET = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';

describe('the calendar feed’s secret', () => {
  it('is 32 random bytes as 43 characters of base64url', () => {
    // Bytes 0…31: the same text as Node's own base64url of them.
    const counting = (bytes: Uint8Array) => bytes.map((_, index) => index);
    expect(newFeedSecret(counting)).toBe(SECRET);
    expect(SECRET).toBe(Buffer.from(Uint8Array.from({ length: 32 }, (_, i) => i)).toString('base64url'));
    const ones = newFeedSecret((bytes) => bytes.fill(255));
    expect(ones).toBe(Buffer.alloc(32, 255).toString('base64url'));
  });

  it('comes from the crypto random source: never the same twice', () => {
    const secrets = new Set(Array.from({ length: 50 }, () => newFeedSecret()));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) expect(isFeedSecret(secret)).toBe(true);
  });

  it('is found in the request’s path only in its own shape', () => {
    expect(secretOfPath(`/${SECRET}.ics`)).toBe(SECRET);
    expect(secretOfPath(`/${SECRET}`)).toBe(SECRET);
    expect(secretOfPath(`${SECRET}.ics`)).toBe(SECRET);
    expect(secretOfPath(`/calendarFeed/${SECRET}.ics`)).toBe(SECRET); // through a Hosting rewrite
    expect(secretOfPath(`/otherFunction/${SECRET}.ics`)).toBeNull();
    expect(secretOfPath('/')).toBeNull();
    expect(secretOfPath('')).toBeNull();
    expect(secretOfPath(`/${SECRET.slice(1)}.ics`)).toBeNull();
    expect(secretOfPath(`/${SECRET}x.ics`)).toBeNull();
    expect(secretOfPath(`/a/${SECRET}.ics`)).toBeNull();
    expect(secretOfPath(`/${SECRET.slice(0, 42)}+.ics`)).toBeNull();
  });

  it('makes the address to subscribe to, and its webcal: form for Apple’s devices', () => {
    const url = feedUrl('https://me-central1-demo.cloudfunctions.net/calendarFeed', SECRET);
    expect(url).toBe(`https://me-central1-demo.cloudfunctions.net/calendarFeed/${SECRET}.ics`);
    expect(webcalUrl(url)).toBe(`webcal://me-central1-demo.cloudfunctions.net/calendarFeed/${SECRET}.ics`);
    expect(webcalUrl('http://127.0.0.1:5001/p/r/calendarFeed/x.ics')).toBe(
      'webcal://127.0.0.1:5001/p/r/calendarFeed/x.ics',
    );
  });
});

describe('the feed’s window', () => {
  it('runs from Dubai midnight four weeks back to a year ahead, whatever the hour in UTC', () => {
    // 22:30 UTC on 1 March is already 2 March in Dubai.
    const { from, to } = feedWindow(Date.parse('2031-03-01T22:30:00Z'));
    expect(new Date(from).toISOString()).toBe('2031-02-01T20:00:00.000Z'); // 2 Feb 00:00 Dubai
    expect(new Date(to).toISOString()).toBe('2032-03-02T20:00:00.000Z'); // 3 Mar 2032 00:00 Dubai (366 days + 1)
  });
});

describe('the calendar’s refresh hint', () => {
  it('asks subscribed calendars to refresh every so often, only when told', () => {
    const options = { name: 'x', uidHost: 'example.com', now: 0 };
    expect(chartersCalendar([], { ...options, refreshMinutes: 15 })).toContain(
      'REFRESH-INTERVAL;VALUE=DURATION:PT15M\r\nX-PUBLISHED-TTL:PT15M\r\n',
    );
    expect(chartersCalendar([], options)).not.toContain('REFRESH-INTERVAL');
  });
});
