import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../../src/backend/types';
import { createRestCatalogue } from '../../../src/backend/firebase/rest-catalogue';
import { fromRestFields } from '../../../src/backend/firebase/rest-request';
import { autoId } from '../../../src/backend/firebase/deferred';
import { DEFAULT_BOOKING_SETTINGS } from '../../../src/domain/booking/settings';
import { storagePublicUrl } from '../../../src/backend/firebase/storage-urls';

const publicUrl = storagePublicUrl('demo-marina.appspot.com');
const SETTINGS = { projectId: 'demo-marina', apiKey: 'key-1', origin: 'http://127.0.0.1:8080', publicUrl };

/** A Firestore REST document, as the API lists it. */
const restDocument = (collection: string, id: string, fields: Record<string, unknown>) => ({
  name: `projects/demo-marina/databases/(default)/documents/${collection}/${id}`,
  fields,
});

afterEach(() => vi.unstubAllGlobals());

describe('fromRestFields', () => {
  it('turns REST values into what the converters read', () => {
    expect(
      fromRestFields({
        name: { stringValue: 'Azure Pearl' },
        price: { integerValue: '450' },
        rating: { doubleValue: 4.5 },
        isVIP: { booleanValue: true },
        startTime: { timestampValue: '2026-01-01T10:00:00.123456Z' },
        images: {
          arrayValue: { values: [{ stringValue: '/img/a.webp' }, { stringValue: 'Products/x/b.webp' }] },
        },
        empty: { arrayValue: {} },
        pricing: { mapValue: { fields: { minHours: { integerValue: '2' } } } },
        nothing: { nullValue: null },
      }),
    ).toEqual({
      name: 'Azure Pearl',
      price: 450,
      rating: 4.5,
      isVIP: true,
      startTime: '2026-01-01T10:00:00.123456Z',
      images: ['/img/a.webp', 'Products/x/b.webp'],
      empty: [],
      pricing: { minHours: 2 },
      nothing: null,
    });
  });
});

describe('createRestCatalogue', () => {
  it('reads every page of a collection, sorted by position, with the converters', async () => {
    const fetch = vi.fn(async (url: string) => {
      const next = new URL(url).searchParams.get('pageToken');
      const body = next
        ? {
            documents: [
              restDocument('products', 'b', { name: { stringValue: 'B' }, position: { integerValue: '1' } }),
            ],
          }
        : {
            documents: [
              restDocument('products', 'a', { name: { stringValue: 'A' }, price: { integerValue: '900' } }),
            ],
            nextPageToken: 'page-2',
          };
      return new Response(JSON.stringify(body));
    });
    vi.stubGlobal('fetch', fetch);
    const yachts = await createRestCatalogue(SETTINGS).yachts();
    expect(yachts.map((yacht) => [yacht.id, yacht.name, yacht.price])).toEqual([
      ['b', 'B', 0],
      ['a', 'A', 900],
    ]);
    const first = new URL(fetch.mock.calls[0][0]);
    expect(first.origin + first.pathname).toBe(
      'http://127.0.0.1:8080/v1/projects/demo-marina/databases/(default)/documents/products',
    );
    expect(first.searchParams.get('key')).toBe('key-1');
    expect(new URL(fetch.mock.calls[1][0]).searchParams.get('pageToken')).toBe('page-2');
  });

  it('reads Firestore itself without an emulator origin, and an empty collection as an empty list', async () => {
    const fetch = vi.fn(async (url: string) => new Response(url ? '{}' : ''));
    vi.stubGlobal('fetch', fetch);
    expect(await createRestCatalogue({ projectId: 'p', apiKey: 'k', publicUrl }).services()).toEqual([]);
    expect(String(fetch.mock.calls[0][0])).toMatch(
      /^https:\/\/firestore\.googleapis\.com\/v1\/projects\/p\/databases\/\(default\)\/documents\/services\?/,
    );
  });

  it('fails with the backend’s codes: refused, unreachable, server trouble', async () => {
    const catalogue = createRestCatalogue(SETTINGS);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    );
    await expect(catalogue.offers()).rejects.toMatchObject({ code: 'permission-denied' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(catalogue.offers()).rejects.toBeInstanceOf(BackendError);
    await expect(catalogue.offers()).rejects.toMatchObject({ code: 'unavailable' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    await expect(catalogue.offers()).rejects.toMatchObject({ code: 'unavailable' });
  });
});

describe('createRestCatalogue: what the booking panel reads', () => {
  it('reads the booking settings document, and the defaults when there is none', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.includes('/settings/booking')
        ? new Response(
            JSON.stringify(
              restDocument('settings', 'booking', {
                weekendDays: { arrayValue: { values: [{ integerValue: '5' }, { integerValue: '6' }] } },
                openingMinute: { integerValue: '540' },
                closingMinute: { integerValue: '1380' },
                startStepMinutes: { integerValue: '60' },
                turnaroundMinutes: { integerValue: '30' },
                leadTimeMinutes: { integerValue: '120' },
                horizonDays: { integerValue: '30' },
                depositPercent: { integerValue: '25' },
                vatMode: { stringValue: 'added' },
              }),
            ),
          )
        : new Response('{}', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await createRestCatalogue(SETTINGS).bookingSettings()).toEqual({
      weekendDays: [5, 6],
      openingMinute: 540,
      closingMinute: 1380,
      startStepMinutes: 60,
      turnaroundMinutes: 30,
      leadTimeMinutes: 120,
      horizonDays: 30,
      depositPercent: 25,
      vatMode: 'added',
    });
    expect(String(fetch.mock.calls[0][0])).toContain('/documents/settings/booking?key=key-1');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    expect(await createRestCatalogue(SETTINGS).bookingSettings()).toEqual(DEFAULT_BOOKING_SETTINGS);
  });

  it('lists the add-ons by name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              documents: [
                restDocument('addOns', 'dj', {
                  name: { stringValue: 'DJ' },
                  priceFils: { integerValue: '150000' },
                  unit: { stringValue: 'hour' },
                  active: { booleanValue: true },
                }),
                restDocument('addOns', 'cake', {
                  name: { stringValue: 'Cake' },
                  priceFils: { integerValue: '30000' },
                }),
              ],
            }),
          ),
      ),
    );
    expect(await createRestCatalogue(SETTINGS).addOns()).toEqual([
      { id: 'cake', name: 'Cake', priceFils: 30000, unit: 'booking', active: false },
      { id: 'dj', name: 'DJ', priceFils: 150000, unit: 'hour', active: true },
    ]);
  });

  it('queries the busy days of a date range, and lists an interval over midnight once', async () => {
    const interval = {
      mapValue: {
        fields: {
          id: { stringValue: 'b1' },
          start: { stringValue: '2026-12-01T18:00:00.000Z' },
          end: { stringValue: '2026-12-01T21:00:00.000Z' },
        },
      },
    };
    const day = (date: string) => ({
      document: restDocument('yachtDays', `royal-falcon_${date}`, {
        yachtId: { stringValue: 'royal-falcon' },
        date: { stringValue: date },
        intervals: { arrayValue: { values: [interval] } },
      }),
      readTime: '2026-11-23T00:00:00Z',
    });
    const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(
      async () =>
        new Response(
          JSON.stringify([day('2026-12-01'), day('2026-12-02'), { readTime: '2026-11-23T00:00:00Z' }]),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await createRestCatalogue(SETTINGS).busy('2026-12-01', '2026-12-31')).toEqual([
      {
        id: 'b1',
        yachtId: 'royal-falcon',
        start: '2026-12-01T18:00:00.000Z',
        end: '2026-12-01T21:00:00.000Z',
      },
    ]);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toMatch(/\/documents:runQuery\?key=key-1$/);
    expect(init?.method).toBe('POST');
    const where = JSON.parse(String(init?.body)).structuredQuery.where.compositeFilter.filters;
    expect(where).toEqual([
      {
        fieldFilter: {
          field: { fieldPath: 'date' },
          op: 'GREATER_THAN_OR_EQUAL',
          value: { stringValue: '2026-12-01' },
        },
      },
      {
        fieldFilter: {
          field: { fieldPath: 'date' },
          op: 'LESS_THAN_OR_EQUAL',
          value: { stringValue: '2026-12-31' },
        },
      },
    ]);
  });

  it('fails with the backend’s codes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    );
    await expect(createRestCatalogue(SETTINGS).busy('2026-12-01', '2026-12-02')).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(createRestCatalogue(SETTINGS).bookingSettings()).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('autoId', () => {
  it('makes Firestore-like ids: 20 letters and digits, different each time', () => {
    const ids = Array.from({ length: 200 }, autoId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
