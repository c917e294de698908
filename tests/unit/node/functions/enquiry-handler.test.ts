import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { EMULATOR_RATE_LIMIT_KEY, rateLimitKey } from '../../../../functions/src/limit-params';
import type { EnquiryRefusal } from '../../../../functions/src/enquiry-handler';
import {
  BUSY_MESSAGE,
  handleCreateEnquiry,
  type CallContext,
  type EnquiryStore,
} from '../../../../functions/src/enquiry-handler';
import {
  counterId,
  ENQUIRIES_PER_IP,
  nextCount,
  type Counter,
  type Limit,
} from '../../../../functions/src/limits';
import { clientIp, ipBucket } from '../../../../functions/src/client-ip';
import { DEFAULT_BOOKING_SETTINGS, type AddOn } from '../../../../src/domain/booking';
import type { BusyInterval } from '../../../../src/domain/booking/slots';
import type { EnquiryInput } from '../../../../src/domain/enquiry';

// 2030-01-07 08:00 in Dubai; the 8th is a Tuesday (weekday rates).
const NOW = Date.parse('2030-01-07T04:00:00Z');
const CAKE: AddOn = { id: 'cake', name: 'Birthday cake', priceFils: 35_000, unit: 'booking', active: true };

/** The store in memory: one yacht at AED 1,000 an hour, the default settings, a cake; limits counted per key. */
function memoryStore(busy: BusyInterval[] = []) {
  const stored = new Map<string, Record<string, unknown>>();
  const counters = new Map<string, Counter>();
  // The counters' clock, as firestoreEnquiryStore is given the call's time.
  const clock = { now: NOW };
  /** One at a time, as here, both of the limiter's counts agree: exactly the allowance. */
  const count = (key: string, limit: Limit) => {
    const next = nextCount(counters.get(key) ?? null, clock.now, limit);
    if (next) counters.set(key, next);
    return next !== null;
  };
  const store: EnquiryStore = {
    yacht: async (id) => (id === 'pearl' ? { id, name: 'Ocean Pearl', price: 1000, capacity: 12 } : null),
    settings: async () => ({ ...DEFAULT_BOOKING_SETTINGS }),
    addOns: async () => [CAKE],
    busy: async (yachtId) => busy.filter((interval) => interval.yachtId === yachtId),
    create: async (reference, data) => {
      if (stored.has(reference)) return false;
      stored.set(reference, data);
      return true;
    },
    takeToken: async (key: string, limit: Limit) => count(key, limit),
    countTowardCeiling: async (key: string, limit: Limit) => count(key, limit),
  };
  return { store, stored, clock };
}

const context: CallContext = {
  now: NOW,
  ip: '203.0.113.7',
  appVerified: false,
  appCheckRequired: false,
  siteEnquiriesPerHour: 200,
};

function enquiry(
  overrides: Partial<EnquiryInput> = {},
  selection: Record<string, unknown> = {},
): EnquiryInput {
  return {
    channel: 'whatsapp',
    name: '',
    phone: '',
    preferredTime: '',
    message: '',
    language: 'en',
    campaign: { utmSource: 'instagram' },
    quote: {
      selection: {
        yachtId: 'pearl',
        date: '2030-01-08',
        startMinute: 10 * 60,
        hours: 3,
        guests: 4,
        addOnIds: ['cake'],
        ...selection,
      },
      yachtName: 'A name the visitor made up',
      // A forged quote: the server prices it again and stores its own.
      lines: [{ kind: 'charter', rate: 'weekday', unitPriceFils: 1, quantity: 3, amountFils: 3 }],
      subtotalFils: 3,
      vatMode: 'included',
      vatFils: 0,
      totalFils: 3,
      depositFils: 1,
    },
    ...overrides,
  };
}

describe('createEnquiry’s handler', () => {
  it('stores the server’s quote and the fleet’s yacht name, never the browser’s total', async () => {
    const { store, stored } = memoryStore();
    const created = await handleCreateEnquiry(enquiry(), context, store);
    expect(created.reference).toMatch(/^MLY-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    expect(created.id).toBe(created.reference);
    expect(created.quote?.totalFils).toBe(300_000 + 35_000);
    expect(created.quote?.yachtName).toBe('Ocean Pearl');
    const data = stored.get(created.reference);
    expect(data).toMatchObject({
      reference: created.reference,
      channel: 'whatsapp',
      status: 'new',
      bookingId: null,
      campaign: { utmSource: 'instagram' },
      quote: { yachtName: 'Ocean Pearl', totalFils: 335_000, depositFils: 167_500 },
    });
  });

  it('stores a plain call-back request without a quote', async () => {
    const { store, stored } = memoryStore();
    const created = await handleCreateEnquiry(
      enquiry({ channel: 'callback', name: 'Layla', phone: '+971501234567', quote: null }),
      context,
      store,
    );
    expect(created.quote).toBeNull();
    expect(stored.get(created.reference)).toMatchObject({ name: 'Layla', nameKey: 'layla', quote: null });
  });

  it('refuses bad input, an unknown yacht, a past date, too many guests and a taken slot, storing nothing', async () => {
    const busy = [
      { yachtId: 'pearl', start: '2030-01-08T06:00:00.000Z', end: '2030-01-08T08:00:00.000Z' }, // 10:00–12:00
    ];
    const { store, stored } = memoryStore(busy);
    const refusal = (input: unknown) => handleCreateEnquiry(input, context, store);
    await expect(refusal('not an enquiry')).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(refusal(enquiry({ channel: 'callback', phone: '12345' }))).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(refusal(enquiry({}, { yachtId: 'a/b/c' }))).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(refusal(enquiry({}, { addOnIds: [{ a: 1 }] }))).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(refusal(enquiry({}, { yachtId: 'ghost-ship' }))).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(refusal(enquiry({}, { date: '2030-01-06' }))).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    await expect(refusal(enquiry({}, { guests: 40 }))).rejects.toMatchObject({ code: 'failed-precondition' });
    await expect(refusal(enquiry({}, { startMinute: 12 * 60 + 30 }))).rejects.toMatchObject({
      code: 'already-exists',
    });
    expect(stored.size).toBe(0);
    // After the turnaround the yacht is free again.
    await expect(refusal(enquiry({}, { startMinute: 13 * 60 }))).resolves.toMatchObject({
      quote: { totalFils: 335_000 },
    });
  });

  it('answers over the limit per IP with resource-exhausted', async () => {
    const { store } = memoryStore();
    for (let index = 0; index < ENQUIRIES_PER_IP.max; index += 1) {
      await handleCreateEnquiry(enquiry({}, { startMinute: 10 * 60 }), context, store);
    }
    await expect(handleCreateEnquiry(enquiry(), context, store)).rejects.toEqual(
      expect.objectContaining({ code: 'resource-exhausted' }),
    );
    // Another address may go on.
    await expect(
      handleCreateEnquiry(enquiry(), { ...context, ip: '203.0.113.8' }, store),
    ).resolves.toMatchObject({ quote: { totalFils: 335_000 } });
  });

  it('keys IPv6 callers by their /64: 24 addresses of one /64 share one allowance', async () => {
    const { store, stored } = memoryStore();
    const outcomes = [];
    for (let index = 1; index <= 24; index += 1) {
      const ip = `2001:db8:ab:cd:${index.toString(16)}::${index}`;
      outcomes.push(
        await handleCreateEnquiry(enquiry(), { ...context, ip }, store).then(
          () => 'stored',
          (error: EnquiryRefusal) => error.code,
        ),
      );
    }
    expect(outcomes.filter((outcome) => outcome === 'stored')).toHaveLength(ENQUIRIES_PER_IP.max);
    expect(outcomes.slice(ENQUIRIES_PER_IP.max)).toEqual(
      new Array(24 - ENQUIRIES_PER_IP.max).fill('resource-exhausted'),
    );
    expect(stored.size).toBe(ENQUIRIES_PER_IP.max);
    // The neighbouring /64 is someone else.
    await expect(
      handleCreateEnquiry(enquiry(), { ...context, ip: '2001:db8:ab:ce::1' }, store),
    ).resolves.toBeTruthy();
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    const { store } = memoryStore();
    for (let index = 0; index < ENQUIRIES_PER_IP.max; index += 1) {
      const ip = index % 2 === 0 ? '198.51.100.9' : '::ffff:198.51.100.9';
      await handleCreateEnquiry(enquiry(), { ...context, ip }, store);
    }
    await expect(
      handleCreateEnquiry(enquiry(), { ...context, ip: '::FFFF:c633:6409' }, store),
    ).rejects.toMatchObject({ code: 'resource-exhausted' });
  });

  it('never refuses a phone number for what others sent in its name: it stores and flags the enquiry', async () => {
    const { store, stored } = memoryStore();
    const callback = enquiry({ channel: 'callback', name: 'Omar', phone: '+971559876543', quote: null });
    const references = [];
    for (let index = 0; index < 7; index += 1) {
      const created = await handleCreateEnquiry(callback, { ...context, ip: `198.51.100.${index}` }, store);
      references.push(created.reference);
    }
    expect(references.map((reference) => stored.get(reference)?.flags ?? [])).toEqual([
      [],
      [],
      [],
      [],
      [],
      ['phone-busy'],
      ['phone-busy'],
    ]);
    // Another number is not touched.
    const other = await handleCreateEnquiry({ ...callback, phone: '+971501112233' }, context, store);
    expect(stored.get(other.reference)).not.toHaveProperty('flags');
  });

  it('stores enquiries past the site’s hourly ceiling, flagged for the summary email', async () => {
    const { store, stored, clock } = memoryStore();
    const ceiling = { ...context, siteEnquiriesPerHour: 2 };
    const references = [];
    for (let index = 0; index < 4; index += 1) {
      const created = await handleCreateEnquiry(enquiry(), { ...ceiling, ip: `192.0.2.${index}` }, store);
      references.push(created.reference);
    }
    expect(references.map((reference) => stored.get(reference)?.flags ?? [])).toEqual([
      [],
      [],
      ['site-busy'],
      ['site-busy'],
    ]);
    // The next hour starts again.
    clock.now = NOW + 3_600_000;
    const later = await handleCreateEnquiry(enquiry(), { ...ceiling, now: NOW + 3_600_000 }, store);
    expect(stored.get(later.reference)).not.toHaveProperty('flags');
  });

  it('stores and flags an enquiry whose phone or site counter cannot be counted (contention in a flood)', async () => {
    const { store, stored } = memoryStore();
    const contended: EnquiryStore = {
      ...store,
      countTowardCeiling: async () => {
        throw new Error('10 ABORTED: Too much contention on these documents.');
      },
    };
    const callback = enquiry({ channel: 'callback', name: 'Omar', phone: '+971559876543', quote: null });
    const created = await handleCreateEnquiry(callback, context, contended);
    expect(stored.get(created.reference)?.flags).toEqual(['phone-busy', 'site-busy']);
  });

  it('refuses a caller whose counter is too contended to count, but tells of a failing database as the server’s', async () => {
    const { store, stored } = memoryStore();
    const failing = (error: unknown): EnquiryStore => ({
      ...store,
      takeToken: async () => {
        throw error;
      },
    });
    const aborted = Object.assign(new Error('10 ABORTED: Too much contention on these documents.'), {
      code: 10,
    });
    await expect(handleCreateEnquiry(enquiry(), context, failing(aborted))).rejects.toMatchObject({
      code: 'resource-exhausted',
    });
    const down = Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14 });
    await expect(handleCreateEnquiry(enquiry(), context, failing(down))).rejects.toMatchObject({
      code: 'unavailable',
      message: BUSY_MESSAGE,
    });
    expect(stored.size).toBe(0);
  });

  it('tells the visitor to try again when the database does not answer in time, and stores nothing', async () => {
    const { store, stored } = memoryStore();
    let answer: (() => Promise<void>) | undefined;
    const unanswered: EnquiryStore = {
      ...store,
      // The database down: the caller's counter never answers (until it comes back, too late).
      takeToken: (key, limit) =>
        new Promise((resolve) => {
          answer = () => store.takeToken(key, limit).then(resolve);
        }),
    };
    const started = Date.now();
    await expect(
      handleCreateEnquiry(enquiry(), { ...context, prepareDeadlineMs: 50 }, unanswered),
    ).rejects.toMatchObject({ code: 'unavailable', message: BUSY_MESSAGE });
    expect(Date.now() - started).toBeLessThan(2_000);
    // The database answers late: what the checks go on to do never stores the enquiry.
    await answer?.();
    await new Promise(setImmediate);
    expect(stored.size).toBe(0);
  });

  it('counts in HMAC-keyed counters: no phone number or address in a key anyone could hash', () => {
    const phoneKey = 'enquiry:phone:+971559876543';
    const id = counterId(phoneKey, 'secret-one');
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).not.toBe(createHash('sha256').update(phoneKey).digest('hex'));
    expect(id).not.toBe(counterId(phoneKey, 'secret-two'));
    expect(id).toBe(createHmac('sha256', 'secret-one').update(phoneKey).digest('hex'));
  });

  it('takes the HMAC key from the secret, a stand-in only on the emulators, never none', () => {
    try {
      vi.stubEnv('RATE_LIMIT_KEY', '');
      vi.stubEnv('FUNCTIONS_EMULATOR', '');
      expect(() => rateLimitKey()).toThrow(/RATE_LIMIT_KEY/);
      vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
      expect(rateLimitKey()).toBe(EMULATOR_RATE_LIMIT_KEY);
      vi.stubEnv('RATE_LIMIT_KEY', 'a-real-secret-of-the-project');
      expect(rateLimitKey()).toBe('a-real-secret-of-the-project');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('refuses a call without a valid App Check token where App Check is enforced', async () => {
    const { store, stored } = memoryStore();
    const enforced = { ...context, appCheckRequired: true };
    await expect(handleCreateEnquiry(enquiry(), enforced, store)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(stored.size).toBe(0);
    await expect(
      handleCreateEnquiry(enquiry(), { ...enforced, appVerified: true }, store),
    ).resolves.toMatchObject({ quote: { totalFils: 335_000 } });
  });
});

describe('the limiter’s fixed windows', () => {
  const hourly = { max: 2, windowSeconds: 3600 };
  it('counts within a window, refuses past its max and starts again in the next window', () => {
    const start = Date.parse('2030-01-07T10:00:00Z');
    const first = nextCount(null, start, hourly);
    expect(first).toEqual({ windowStart: start, count: 1 });
    const second = nextCount(first, start + 60_000, hourly);
    expect(second).toEqual({ windowStart: start, count: 2 });
    expect(nextCount(second, start + 3_599_000, hourly)).toBeNull();
    expect(nextCount(second, start + 3_600_000, hourly)).toEqual({
      windowStart: start + 3_600_000,
      count: 1,
    });
  });
});

describe('the caller’s IP', () => {
  const forwarded = (value: string) => ({ headers: { 'x-forwarded-for': value }, ip: '10.0.0.1' });

  it('is the address Google’s front end appended, not one the caller wrote', () => {
    expect(clientIp(forwarded('1.2.3.4, 203.0.113.7'))).toBe('203.0.113.7');
    expect(clientIp(forwarded('1.2.3.4, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientIp({ headers: {}, ip: '127.0.0.1' })).toBe('127.0.0.1');
  });

  it('behind a Hosting rewrite (two trusted hops) is the entry before Hosting’s own', () => {
    // Forged by the caller, the caller as Hosting saw it, Hosting as Google's front end saw it.
    expect(clientIp(forwarded('6.6.6.6, 203.0.113.7, 35.191.0.1'), 2)).toBe('203.0.113.7');
    expect(clientIp({ headers: { 'x-forwarded-for': ['203.0.113.7', '35.191.0.1'] } }, 2)).toBe(
      '203.0.113.7',
    );
    // Without the setting every visitor would be Hosting's address: one bucket for all.
    expect(clientIp(forwarded('203.0.113.7, 35.191.0.1'), 1)).toBe('35.191.0.1');
  });

  it('on the emulators is the one entry there is, whatever the hops', () => {
    expect(clientIp(forwarded('2001:db8::7'), 1)).toBe('2001:db8::7');
    expect(clientIp(forwarded('2001:db8::7'), 2)).toBe('2001:db8::7');
    expect(clientIp({ headers: { 'x-forwarded-for': '' }, ip: '127.0.0.1' }, 2)).toBe('127.0.0.1');
  });
});

describe('the bucket of an address', () => {
  it('is an IPv4 address itself, also written IPv4-mapped', () => {
    expect(ipBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(ipBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipBucket('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(ipBucket('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipBucket('[::ffff:203.0.113.7]')).toBe('203.0.113.7');
  });

  it('is an IPv6 address’s /64, one spelling for every way of writing it', () => {
    const bucket = '2001:db8:0:1::/64';
    for (const spelling of [
      '2001:db8:0:1::1',
      '2001:0DB8:0000:0001:ffff:ffff:ffff:ffff',
      '2001:db8::1:0:0:0:2',
      '2001:db8:0:1:1:2:192.0.2.1',
      '[2001:db8:0:1::9]',
      '2001:db8:0:1::1%eth0',
    ]) {
      expect(ipBucket(spelling), spelling).toBe(bucket);
    }
    expect(ipBucket('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(ipBucket('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves what is not an address as it is', () => {
    expect(ipBucket('unknown')).toBe('unknown');
    expect(ipBucket('1:2:3')).toBe('1:2:3');
    expect(ipBucket('1::2::3')).toBe('1::2::3');
    expect(ipBucket('300.1.1.1')).toBe('300.1.1.1');
    expect(ipBucket('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
  });
});
