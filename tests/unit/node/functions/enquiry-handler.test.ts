import { describe, expect, it } from 'vitest';
import type { EnquiryRefusal } from '../../../../functions/src/enquiry-handler';
import {
  handleCreateEnquiry,
  type CallContext,
  type EnquiryStore,
} from '../../../../functions/src/enquiry-handler';
import { ENQUIRIES_PER_IP, nextCount, type Counter, type Limit } from '../../../../functions/src/limits';
import { clientIp } from '../../../../functions/src/client-ip';
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
    takeToken: async (key: string, limit: Limit) => {
      const next = nextCount(counters.get(key) ?? null, NOW, limit);
      if (next) counters.set(key, next);
      return next !== null;
    },
  };
  return { store, stored };
}

const context: CallContext = { now: NOW, ip: '203.0.113.7', appVerified: false, appCheckRequired: false };

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

  it('answers over the limit per IP and per phone with resource-exhausted', async () => {
    const { store } = memoryStore();
    for (let index = 0; index < ENQUIRIES_PER_IP.max; index += 1) {
      await handleCreateEnquiry(enquiry({}, { startMinute: 10 * 60 }), context, store);
    }
    await expect(handleCreateEnquiry(enquiry(), context, store)).rejects.toEqual(
      expect.objectContaining({ code: 'resource-exhausted' }),
    );
    // Another IP may go on, but one phone number is limited across IPs.
    const callback = enquiry({ channel: 'callback', name: 'Omar', phone: '+971559876543', quote: null });
    const results = [];
    for (let index = 0; index < 6; index += 1) {
      results.push(
        await handleCreateEnquiry(callback, { ...context, ip: `198.51.100.${index}` }, store).then(
          () => 'stored',
          (error: EnquiryRefusal) => error.code,
        ),
      );
    }
    expect(results).toEqual(['stored', 'stored', 'stored', 'stored', 'stored', 'resource-exhausted']);
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
  it('is the address Google’s front end appended, not one the caller wrote', () => {
    expect(clientIp({ headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.7' }, ip: '10.0.0.1' })).toBe(
      '203.0.113.7',
    );
    expect(clientIp({ headers: {}, ip: '127.0.0.1' })).toBe('127.0.0.1');
  });
});
