import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/types';
import { addDays, dubaiToday, weekdayOf } from '../../src/domain/booking/dubai-time';
import type { EnquiryInput } from '../../src/domain/enquiry';
import { FUNCTION_NAMES } from '../../src/domain/server-api';
import { createHash } from 'node:crypto';
import { EMULATOR_RATE_LIMIT_KEY } from '../../functions/src/limit-params';
import { counterId, ENQUIRIES_PER_IP, RATE_LIMITS_COLLECTION } from '../../functions/src/limits';
import {
  callFunction,
  deleteApps,
  functionsEmulators,
  ownerFirestore,
  siteBackend,
  type FunctionsEmulators,
} from './functions-env';

/**
 * createEnquiry on the Functions emulator, with Firestore running the rules of a project with Functions (enquiries
 * only through the server): the site's own Firebase backend calls it, and scripts call it as an attacker would.
 */
let emulators: FunctionsEmulators;
let owner: ReturnType<typeof ownerFirestore>;
let backend: Backend;

/** A weekday ten days or more ahead: inside the booking horizon, past the lead time, at the weekday rate. */
function weekdayAhead(): string {
  let date = addDays(dubaiToday(Date.now()), 10);
  while ([0, 5, 6].includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}
const DAY = weekdayAhead();

function enquiry(
  overrides: Partial<EnquiryInput> = {},
  selection: Record<string, unknown> = {},
): EnquiryInput {
  const hours = typeof selection.hours === 'number' ? selection.hours : 3;
  return {
    channel: 'whatsapp',
    name: '',
    phone: '',
    preferredTime: '',
    message: '',
    language: 'ar',
    campaign: { utmCampaign: 'spring' },
    quote: {
      selection: {
        yachtId: 'pearl',
        date: DAY,
        startMinute: 10 * 60,
        hours: 3,
        guests: 6,
        addOnIds: ['cake'],
        ...selection,
      },
      yachtName: 'Forged Yacht Name',
      // The browser's quote, forged: well formed (one charter line for the hours chosen), at one fils an hour.
      lines: [{ kind: 'charter', rate: 'weekday', unitPriceFils: 1, quantity: hours, amountFils: hours }],
      subtotalFils: hours,
      vatMode: 'included',
      vatFils: 0,
      totalFils: hours,
      depositFils: 1,
    },
    ...overrides,
  };
}

beforeAll(async () => {
  emulators = functionsEmulators();
  owner = ownerFirestore(emulators);
  backend = await siteBackend(emulators);
});
afterAll(deleteApps);

beforeEach(async () => {
  await owner.clear();
  await owner.set('products/pearl', { name: 'Ocean Pearl', price: 1000, capacity: 12 });
  await owner.set('addOns/cake', { name: 'Birthday cake', priceFils: 35_000, unit: 'booking', active: true });
});

describe('createEnquiry (Functions emulator)', () => {
  it('stores the enquiry with the server’s quote, the fleet’s yacht name and the server’s time', async () => {
    const before = Date.now();
    const created = await backend.enquiries.create(enquiry());
    expect(created.quote?.totalFils).toBe(300_000 + 35_000);
    const stored = (await owner.get(`enquiries/${created.reference}`)) as Record<string, unknown>;
    expect(stored).toMatchObject({
      reference: created.reference,
      channel: 'whatsapp',
      language: 'ar',
      campaign: { utmCampaign: 'spring' },
      status: 'new',
      bookingId: null,
      quote: { yachtName: 'Ocean Pearl', totalFils: 335_000, subtotalFils: 335_000 },
    });
    const createdAt = (stored.createdAt as Date).getTime();
    expect(createdAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('stores a call-back request from the contact page, without a quote', async () => {
    const created = await backend.enquiries.create(
      enquiry({ channel: 'callback', name: 'Layla Haddad', phone: '+971501234567', quote: null }),
    );
    expect(await owner.get(`enquiries/${created.reference}`)).toMatchObject({
      name: 'Layla Haddad',
      nameKey: 'layla haddad',
      quote: null,
    });
  });

  it('refuses bad input, a yacht not in the fleet, a past date and a taken slot', async () => {
    await expect(backend.enquiries.create(enquiry({}, { yachtId: 'ghost-ship' }))).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(
      backend.enquiries.create(enquiry({}, { date: addDays(dubaiToday(Date.now()), -1) })),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await owner.set(`yachtDays/pearl_${DAY}`, {
      yachtId: 'pearl',
      date: DAY,
      intervals: [{ id: 'booked', start: new Date(`${DAY}T06:00:00Z`), end: new Date(`${DAY}T08:00:00Z`) }],
    });
    await expect(backend.enquiries.create(enquiry({}, { startMinute: 12 * 60 }))).rejects.toEqual(
      expect.objectContaining({ code: 'conflict' }),
    );
    // What the browser's checks would stop, sent straight to the function.
    const bad = await callFunction(emulators, FUNCTION_NAMES.createEnquiry, { ...enquiry(), channel: 'fax' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    const map = await callFunction(
      emulators,
      FUNCTION_NAMES.createEnquiry,
      enquiry({}, { addOnIds: [{ id: 'x' }] }),
    );
    expect(map.body.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
  });

  it('answers 429 over the limit per IP, with a message, and stores no more', async () => {
    for (let index = 0; index < ENQUIRIES_PER_IP.max; index += 1) {
      const { status } = await callFunction(emulators, FUNCTION_NAMES.createEnquiry, enquiry());
      expect(status).toBe(200);
    }
    const over = await callFunction(emulators, FUNCTION_NAMES.createEnquiry, enquiry());
    expect(over.status).toBe(429);
    expect(over.body.error).toMatchObject({
      status: 'RESOURCE_EXHAUSTED',
      message: expect.stringMatching(/Too many/),
    });
    await expect(backend.enquiries.create(enquiry())).rejects.toEqual(
      expect.objectContaining({ code: 'resource-exhausted' }),
    );
  });

  it('keys IPv6 callers by their /64: 24 addresses of one /64 share one allowance (one-entry X-Forwarded-For)', async () => {
    const statuses = [];
    for (let index = 1; index <= 24; index += 1) {
      const forwarded = { 'x-forwarded-for': `2001:db8:5:6:${index.toString(16)}::1` };
      statuses.push(
        (await callFunction(emulators, FUNCTION_NAMES.createEnquiry, enquiry(), forwarded)).status,
      );
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(ENQUIRIES_PER_IP.max);
    expect(statuses.slice(ENQUIRIES_PER_IP.max).every((status) => status === 429)).toBe(true);
    const other = { 'x-forwarded-for': '2001:db8:5:7::1' };
    expect((await callFunction(emulators, FUNCTION_NAMES.createEnquiry, enquiry(), other)).status).toBe(200);
  });

  it('stores and flags an enquiry whose phone was named too often, and keeps its counters keyed by HMAC', async () => {
    const phone = '+971559876543';
    const callBack = enquiry({ channel: 'callback', name: 'Omar', phone, quote: null });
    const references: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const forwarded = { 'x-forwarded-for': `198.51.100.${index}` };
      const answer = await callFunction(emulators, FUNCTION_NAMES.createEnquiry, callBack, forwarded);
      expect(answer.status).toBe(200);
      references.push((answer.body.result as { reference: string }).reference);
    }
    expect(await owner.get(`enquiries/${references[4]}`)).not.toHaveProperty('flags');
    expect(await owner.get(`enquiries/${references[5]}`)).toMatchObject({ flags: ['phone-busy'] });
    const counters = await owner.list(RATE_LIMITS_COLLECTION);
    const ids = counters.map((counter) => counter.id);
    const key = `enquiry:phone:${phone}`;
    // One counter per key and window: its id the key's HMAC and the window's start.
    expect(ids.some((id) => id.startsWith(`${counterId(key, EMULATOR_RATE_LIMIT_KEY)}-`))).toBe(true);
    expect(ids).not.toContain(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(counters)).not.toContain('971559876543');
    expect(JSON.stringify(counters)).not.toContain('198.51.100');
  });

  it('leaves the browser no way round it: the rules refuse a direct create with Functions on', async () => {
    const browserOnly = await siteBackend(emulators, false);
    await expect(browserOnly.enquiries.create(enquiry())).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
