import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FEED_SITE,
  handleFeedRequest,
  sameSecret,
  type FeedCharters,
  type FeedStore,
} from '../../../../functions/src/feed-handler';
import { site } from '../../../../src/config/site';
import type { Booking } from '../../../../src/domain/booking/bookings';
import { newFeedSecret } from '../../../../src/domain/calendar-feed';
import type { Enquiry } from '../../../../src/domain/enquiry';

// 2031-03-01 12:30 in Dubai.
const NOW = Date.parse('2031-03-01T08:30:00Z');
const SECRET = newFeedSecret();

const booking = (id: string, start: string, end: string, extra: Partial<Booking> = {}): Booking => ({
  id,
  kind: 'booking',
  yachtId: 'pearl',
  start,
  end,
  createdAt: '2031-02-01T00:00:00.000Z',
  enquiryId: `enq-${id}`,
  reference: `MLY-${id.toUpperCase().padEnd(6, 'Q')}`,
  ...extra,
});

const enquiry = (id: string, name: string, phone: string, guests: number): Enquiry => ({
  id,
  reference: 'MLY-IGNORE',
  channel: 'whatsapp',
  name,
  phone,
  preferredTime: '',
  message: '',
  language: 'en',
  campaign: {},
  quote: {
    selection: { yachtId: 'pearl', date: '2031-03-04', startMinute: 600, hours: 4, guests, addOnIds: [] },
    yachtName: 'Quoted Name',
    lines: [],
    subtotalFils: 0,
    vatMode: 'included',
    vatFils: 0,
    totalFils: 0,
    depositFils: 0,
  },
  createdAt: '2031-02-01T00:00:00.000Z',
  status: 'confirmed',
  bookingId: null,
});

/** One charter 10:00–14:00 Dubai on 4 March (06:00–10:00 UTC) and a block, which the feed leaves out. */
const charters: FeedCharters = {
  bookings: [
    booking('abc', '2031-03-04T06:00:00.000Z', '2031-03-04T10:00:00.000Z'),
    {
      ...booking('blk', '2031-03-05T06:00:00.000Z', '2031-03-05T08:00:00.000Z'),
      kind: 'block',
      enquiryId: null,
      reference: null,
      blockKind: 'maintenance',
      reason: 'Engine service',
    },
  ],
  enquiries: new Map([['enq-abc', enquiry('enq-abc', 'Layla Haddad', '+971501234567', 8)]]),
  yachts: [{ id: 'pearl', name: 'Ocean Pearl' }],
};

function memoryStore(secret: string | null = SECRET) {
  const asked: { from: number; to: number }[] = [];
  const store: FeedStore = {
    secret: async () => secret,
    charters: async (from, to) => {
      asked.push({ from, to });
      return charters;
    },
  };
  return { store, asked };
}

const get = (path: string, store: FeedStore, method = 'GET') =>
  handleFeedRequest({ method, path }, store, NOW);

afterEach(() => ICAL.TimezoneService.reset());

describe('calendarFeed’s handler', () => {
  it('serves the confirmed charters as a calendar a real parser reads, at Dubai times, blocks left out', async () => {
    const { store, asked } = memoryStore();
    const answer = await get(`/${SECRET}.ics`, store);
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, max-age=300',
    });
    expect(asked).toEqual([
      { from: Date.parse('2031-01-31T20:00:00Z'), to: Date.parse('2032-03-01T20:00:00Z') },
    ]);
    const calendar = new ICAL.Component(ICAL.parse(answer.body));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone).not.toBeNull();
    if (zone) ICAL.TimezoneService.register(zone);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Marina Luxe Yachts: charters');
    expect(calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT15M');
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event.uid).toBe('abc@marinaluxeyachts.ae');
    expect(event.startDate.toJSDate().toISOString()).toBe('2031-03-04T06:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2031-03-04T10:00:00.000Z');
    expect(event.startDate.zone?.tzid).toBe('Asia/Dubai');
    expect(event.summary).toBe('Ocean Pearl: Layla Haddad');
    expect(event.description).toContain('Reference: MLY-ABCQQQ');
    expect(event.description).toContain('Guests: 8');
    expect(event.description).toContain('Phone: +971501234567');
  });

  it('answers HEAD like GET (calendar apps check before they fetch)', async () => {
    expect((await get(`/${SECRET}.ics`, memoryStore().store, 'HEAD')).status).toBe(200);
  });

  it('refuses without the secret, with a wrong one, a malformed one, or when none was ever made: 404, no data', async () => {
    const { store, asked } = memoryStore();
    for (const path of [
      '/',
      '',
      '/.ics',
      `/${newFeedSecret()}.ics`,
      `/${SECRET.slice(1)}.ics`,
      `/x/${SECRET}.ics`,
    ]) {
      const answer = await get(path, store);
      expect(answer).toMatchObject({ status: 404, body: 'Not found.' });
      expect(answer.headers['Cache-Control']).toBe('no-store');
    }
    const none = memoryStore(null);
    expect((await get(`/${SECRET}.ics`, none.store)).status).toBe(404);
    expect([...asked, ...none.asked]).toEqual([]); // no charter was read
  });

  it('refuses other methods', async () => {
    const answer = await get(`/${SECRET}.ics`, memoryStore().store, 'POST');
    expect(answer.status).toBe(405);
    expect(answer.headers.Allow).toBe('GET, HEAD');
  });

  it('compares secrets whole, whatever their lengths', () => {
    expect(sameSecret(SECRET, SECRET)).toBe(true);
    expect(sameSecret(SECRET, `${SECRET}x`)).toBe(false);
    expect(sameSecret('', SECRET)).toBe(false);
    expect(
      sameSecret(
        SECRET.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        SECRET,
      ),
    ).toBe(false);
  });

  it('names the business as the site does, so the feed’s UIDs match the export’s', () => {
    expect(FEED_SITE).toEqual({ name: site.name, email: site.email });
  });
});
