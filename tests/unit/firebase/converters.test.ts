import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filePhoto } from '../../../fixtures/photos';
import { storagePublicUrl } from '../../../src/backend/firebase/storage-urls';

const publicUrl = storagePublicUrl('marina.appspot.com');
import { toOffer, toYacht, toService } from '../../../src/backend/firebase/converters';
import { isoDate, numberFrom } from '../../../src/backend/firebase/fields';
import {
  toBooking,
  toBookingSettings,
  storedIntervals,
  toDayIntervals,
  toDepositHoldHours,
  toEnquiry,
} from '../../../src/backend/firebase/booking-converters';
import { sortByPosition } from '../../../src/domain/yacht';
import { DEFAULT_BOOKING_SETTINGS } from '../../../src/domain/booking';

/** Any value a Firestore document field could hold, and then some. */
const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.integer(),
  fc.string(),
  fc.date({ noInvalidDate: false }),
  fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 5 }),
  fc.dictionary(fc.string(), fc.string()),
  fc.record({ seconds: fc.oneof(fc.integer(), fc.double()), nanoseconds: fc.integer() }),
  fc.constant({ toDate: () => new Date('garbage') }),
  fc.constant({
    toDate: () => {
      throw new Error('broken');
    },
  }),
);
const anyDocument = fc.oneof(
  anyValue,
  fc.record(
    {
      name: anyValue,
      price: anyValue,
      feet: anyValue,
      capacity: anyValue,
      complementary: anyValue,
      images: anyValue,
      isVIP: anyValue,
      position: anyValue,
      description: anyValue,
      image: anyValue,
      features: anyValue,
      startTime: anyValue,
      endTime: anyValue,
      phone: anyValue,
      preferredTime: anyValue,
      message: anyValue,
      createdAt: anyValue,
      status: anyValue,
    },
    { requiredKeys: [] },
  ),
);

const isIso = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

describe('product converter', () => {
  const complete = {
    name: 'Azure Pearl',
    price: 450,
    feet: 42,
    capacity: 12,
    complementary: 'Soft drinks',
    images: [
      filePhoto('/img/a.webp'),
      { ...filePhoto(publicUrl('Products/p1/b.webp')), srcset: 'x-640.webp 640w', alt: 'The deck' },
    ],
    isVIP: true,
    position: 2,
  };

  it('keeps a well-formed document as it is and ignores unknown fields', () => {
    expect(toYacht('p1', { ...complete, legacyField: 'x', createdBy: { uid: 1 } }, publicUrl)).toEqual({
      id: 'p1',
      ...complete,
    });
  });

  it.each([
    ['an empty document', {}, { name: '', price: 0, feet: 0, capacity: 0, complementary: '', isVIP: false }],
    ['not an object', 'oops', { name: '', price: 0, images: [] }],
    ['null', null, { name: '', images: [] }],
    ['an array', [1, 2], { name: '', images: [] }],
    [
      'numeric strings',
      { price: '450', feet: ' 42 ', capacity: '12', position: '3' },
      { price: 450, feet: 42, capacity: 12, position: 3 },
    ],
    [
      'non-numeric strings',
      { price: '450 AED', feet: 'big', capacity: '', position: 'first' },
      { price: 0, feet: 0, capacity: 0 },
    ],
    [
      'negative or infinite numbers',
      { price: -5, feet: Infinity, capacity: Number.NaN },
      { price: 0, feet: 0, capacity: 0 },
    ],
    ['a name that is a number', { name: 42 }, { name: '42' }],
    ['a name that is an object', { name: { en: 'x' } }, { name: '' }],
    ['images not a list', { images: '/img/a.webp' }, { images: [] }],
    ['an empty image list', { images: [] }, { images: [] }],
    [
      'images with junk',
      { images: [null, 3, '', '  ', '/img/a.webp', { url: 'x' }] },
      { images: [filePhoto('/img/a.webp')] },
    ],
    [
      'images stored as addresses and storage paths (before photos had variants)',
      { images: ['https://example.com/a.jpg', 'Products/p1/b.webp'] },
      { images: [filePhoto('https://example.com/a.jpg'), filePhoto(publicUrl('Products/p1/b.webp'))] },
    ],
    [
      'a photo without its size',
      { images: [{ src: 'Products/p1/c.webp', srcset: '', width: 0, placeholder: 3 }] },
      { images: [filePhoto(publicUrl('Products/p1/c.webp'))] },
    ],
    ['isVIP as a string', { isVIP: 'true' }, { isVIP: true }],
    ['isVIP as a number', { isVIP: 1 }, { isVIP: false }],
  ])('gives safe defaults for %s', (_, raw, expected) => {
    expect(toYacht('p1', raw, publicUrl)).toMatchObject({ id: 'p1', ...expected });
  });

  it.each([[undefined], [null], ['first'], [Number.NaN], [{}], [[1]]])(
    'leaves out a missing or malformed position (%s), so it sorts as 999',
    (position) => {
      const yacht = toYacht('p1', { ...complete, position }, publicUrl);
      expect(yacht).not.toHaveProperty('position');
      const ordered = sortByPosition([yacht, toYacht('p2', { ...complete, position: 998 }, publicUrl)]);
      expect(ordered.map((p) => p.id)).toEqual(['p2', 'p1']);
    },
  );

  it('never throws and always returns a well-typed product (property)', () => {
    fc.assert(
      fc.property(anyDocument, (raw) => {
        const yacht = toYacht('id', raw, publicUrl);
        expect(typeof yacht.name).toBe('string');
        expect(typeof yacht.complementary).toBe('string');
        for (const value of [yacht.price, yacht.feet, yacht.capacity]) {
          expect(Number.isFinite(value) && value >= 0).toBe(true);
        }
        expect(Array.isArray(yacht.images)).toBe(true);
        expect(yacht.images.every((photo) => photo.src.trim() !== '' && photo.width > 0)).toBe(true);
        expect(typeof yacht.isVIP).toBe('boolean');
        if ('position' in yacht) expect(Number.isFinite(yacht.position)).toBe(true);
      }),
    );
  });
});

describe('offer converter', () => {
  it('turns Firestore Timestamps, Dates, strings and milliseconds into ISO date-times', () => {
    const at = new Date('2030-05-01T10:00:00.000Z');
    const timestamp = { seconds: at.getTime() / 1000, nanoseconds: 0, toDate: () => at };
    expect(toOffer('o1', { startTime: timestamp, endTime: at }, publicUrl)).toMatchObject({
      startTime: at.toISOString(),
      endTime: at.toISOString(),
    });
    expect(toOffer('o1', { startTime: at.toISOString(), endTime: at.getTime() }, publicUrl)).toMatchObject({
      startTime: at.toISOString(),
      endTime: at.toISOString(),
    });
    expect(
      toOffer('o1', { startTime: { seconds: 1_900_000_000, nanoseconds: 5e8 } }, publicUrl).startTime,
    ).toBe('2030-03-17T17:46:40.500Z');
  });

  it.each([
    ['an empty document', {}, { name: '', description: '', features: [] }],
    ['features as a comma string', { features: 'a, b' }, { features: [] }],
    ['features with junk', { features: ['Free BBQ', 7, null, ''] }, { features: ['Free BBQ'] }],
    ['an image that is not a photo', { image: ['x'] }, {}],
    ['an empty image (before photos)', { image: '' }, {}],
    [
      'an image stored as a path (before photos)',
      { image: 'Offers/o1/a.webp' },
      { image: filePhoto(publicUrl('Offers/o1/a.webp')) },
    ],
  ])('gives safe defaults for %s', (_, raw, expected) => {
    expect(toOffer('o1', raw, publicUrl)).toEqual({
      id: 'o1',
      name: '',
      description: '',
      features: [],
      ...expected,
    });
  });

  it.each([['not a date'], [''], [{}], [true], [{ toDate: () => 'nope' }], [Number.POSITIVE_INFINITY]])(
    'leaves out an unreadable time (%s): no countdown rather than a crash',
    (time) => {
      const offer = toOffer('o1', { name: 'x', startTime: time, endTime: time }, publicUrl);
      expect(offer).not.toHaveProperty('startTime');
      expect(offer).not.toHaveProperty('endTime');
    },
  );

  it('never throws; times are ISO or absent (property)', () => {
    fc.assert(
      fc.property(anyDocument, (raw) => {
        const offer = toOffer('id', raw, publicUrl);
        expect(Array.isArray(offer.features) && offer.features.every((f) => typeof f === 'string')).toBe(
          true,
        );
        if (offer.image) expect(offer.image.src).not.toBe('');
        for (const time of [offer.startTime, offer.endTime]) {
          if (time !== undefined) expect(isIso(time)).toBe(true);
        }
      }),
    );
  });
});

describe('service converter', () => {
  it('keeps name, description and image; drops what is not text', () => {
    expect(
      toService('s1', { name: 'Catering', description: 'Food', image: '/img/s.webp', price: 9 }, publicUrl),
    ).toEqual({
      id: 's1',
      name: 'Catering',
      description: 'Food',
      image: filePhoto('/img/s.webp'),
    });
    expect(toService('s1', { name: null, description: 5 }, publicUrl)).toEqual({
      id: 's1',
      name: '',
      description: '5',
    });
    expect(toService('s1', { image: false }, publicUrl)).toEqual({ id: 's1', name: '' });
    const photo = {
      ...filePhoto(publicUrl('Services/s1/u1/1200.webp')),
      placeholder: '#123456',
      alt: 'Plates',
    };
    expect(toService('s1', { name: 'Catering', image: photo }, publicUrl).image).toEqual(photo);
  });
});

describe('enquiry and booking converters', () => {
  it('reads an enquiry with its quote, and the server timestamp as an ISO date-time', () => {
    const createdAt = new Date('2030-01-02T03:04:05.678Z');
    const quote = {
      selection: {
        yachtId: 'y1',
        date: '2030-01-05',
        startMinute: 600,
        hours: 3,
        guests: 8,
        addOnIds: ['cake'],
      },
      yachtName: 'Azure Pearl',
      lines: [
        { kind: 'charter', rate: 'weekend', unitPriceFils: 54_000, quantity: 3, amountFils: 162_000 },
        {
          kind: 'add-on',
          addOnId: 'cake',
          name: 'Cake',
          unit: 'booking',
          unitPriceFils: 100,
          quantity: 1,
          amountFils: 100,
        },
      ],
      subtotalFils: 162_100,
      vatMode: 'added',
      vatFils: 8_105,
      totalFils: 170_205,
      depositFils: 85_103,
    };
    expect(
      toEnquiry('MLY-7K2Q9P', {
        reference: 'MLY-7K2Q9P',
        channel: 'whatsapp',
        name: '',
        nameKey: '',
        phone: '',
        preferredTime: '',
        message: '',
        language: 'ru',
        campaign: { utmSource: 'google', other: 'x' },
        quote,
        createdAt: { toDate: () => createdAt },
        status: 'quoted',
        bookingId: null,
      }),
    ).toEqual({
      id: 'MLY-7K2Q9P',
      reference: 'MLY-7K2Q9P',
      channel: 'whatsapp',
      name: '',
      phone: '',
      preferredTime: '',
      message: '',
      language: 'ru',
      campaign: { utmSource: 'google' },
      quote,
      createdAt: createdAt.toISOString(),
      status: 'quoted',
      bookingId: null,
    });
  });

  it.each(['2031-02-30', '2031-13-05', '0000-01-01', '2029-02-29'])(
    'marks an enquiry dated %s as unreadable, without its quote, instead of throwing',
    (date) => {
      const enquiry = toEnquiry('MLY-BAD222', {
        reference: 'MLY-BAD222',
        channel: 'whatsapp',
        status: 'new',
        quote: {
          selection: { yachtId: 'azure-pearl', date, startMinute: 600, hours: 2, guests: 2, addOnIds: [] },
        },
      });
      expect(enquiry).toMatchObject({
        id: 'MLY-BAD222',
        reference: 'MLY-BAD222',
        status: 'new',
        quote: null,
      });
      expect(enquiry.unreadable).toBe(`its date “${date}” is not a calendar date`);
    },
  );

  it('reads the deposit the functions stored, with Timestamps, and drops a malformed one', () => {
    const at = (iso: string) => ({ seconds: Date.parse(iso) / 1000, nanoseconds: 0 });
    const deposit = {
      status: 'paid',
      url: 'https://checkout.stripe.com/c/pay/cs_1',
      sessionId: 'cs_1',
      amountFils: 150_000,
      createdAt: at('2030-01-07T10:00:00Z'),
      expiresAt: at('2030-01-07T12:00:00Z'),
      paidAt: at('2030-01-07T10:30:00Z'),
    };
    expect(toEnquiry('r1', { deposit }).deposit).toEqual({
      ...deposit,
      createdAt: '2030-01-07T10:00:00.000Z',
      expiresAt: '2030-01-07T12:00:00.000Z',
      paidAt: '2030-01-07T10:30:00.000Z',
    });
    expect(toEnquiry('r1', {}).deposit).toBeUndefined();
    expect(toEnquiry('r1', { deposit: { ...deposit, status: 'refunded' } }).deposit).toBeUndefined();
    expect(toEnquiry('r1', { deposit: { ...deposit, url: 'javascript:alert(1)' } }).deposit).toBeUndefined();
    expect(toEnquiry('r1', { deposit: { ...deposit, expiresAt: 'soon' } }).deposit).toBeUndefined();
  });

  it('reads the deposit hold time from the booking settings, 24 hours when none or out of range', () => {
    expect(toDepositHoldHours({ depositHoldHours: 6 })).toBe(6);
    expect(toDepositHoldHours({})).toBe(24);
    expect(toDepositHoldHours(undefined)).toBe(24);
    expect(toDepositHoldHours({ depositHoldHours: 0 })).toBe(24);
    expect(toDepositHoldHours({ depositHoldHours: 1.5 })).toBe(24);
  });

  it.each([[undefined], ['handled'], [1], [null]])('treats an unknown status (%s) as new', (status) => {
    expect(toEnquiry('r1', { status }).status).toBe('new');
  });

  it('reads the server’s record of the operator’s email, and leaves out a missing or unknown one', () => {
    const at = { seconds: 1_900_000_000, nanoseconds: 0 };
    expect(
      toEnquiry('r1', { notification: { status: 'failed', error: '550 No such user', at } }).notification,
    ).toEqual({ status: 'failed', error: '550 No such user', at: new Date(1_900_000_000_000).toISOString() });
    expect(toEnquiry('r1', { notification: { status: 'sent', at } }).notification).toEqual({
      status: 'sent',
      at: new Date(1_900_000_000_000).toISOString(),
    });
    expect(toEnquiry('r1', {})).not.toHaveProperty('notification');
    expect(toEnquiry('r1', { notification: { status: 'lost' } })).not.toHaveProperty('notification');
    expect(toEnquiry('r1', { notification: 'sent' })).not.toHaveProperty('notification');
  });

  it('never throws; createdAt is always ISO, the reference falls back to the id (property)', () => {
    fc.assert(
      fc.property(anyDocument, (raw) => {
        const enquiry = toEnquiry('id', raw);
        expect(isIso(enquiry.createdAt)).toBe(true);
        expect(['new', 'contacted', 'quoted', 'confirmed', 'completed', 'lost']).toContain(enquiry.status);
        expect(typeof enquiry.reference).toBe('string');
        expect(enquiry.reference.length).toBeGreaterThan(0);
        expect(typeof enquiry.phone).toBe('string');
        const booking = toBooking('b', raw);
        expect(isIso(booking.start)).toBe(true);
        expect(['booking', 'block']).toContain(booking.kind);
        expect(Array.isArray(toDayIntervals(raw))).toBe(true);
      }),
    );
  });

  it('reads a yacht’s busy day without its lapsed holds, keeping a live hold’s expiry', () => {
    const stamp = (iso: string) => ({ toDate: () => new Date(iso) });
    const now = Date.parse('2031-03-01T12:00:00Z');
    const day = {
      intervals: [
        { id: 'b1', start: stamp('2031-03-04T06:00:00Z'), end: stamp('2031-03-04T09:00:00Z') },
        {
          id: 'hold-MLY-AAAAAA',
          start: stamp('2031-03-04T10:00:00Z'),
          end: stamp('2031-03-04T12:00:00Z'),
          expiresAt: stamp('2031-03-01T12:00:01Z'),
        },
        {
          id: 'hold-MLY-BBBBBB',
          start: stamp('2031-03-04T13:00:00Z'),
          end: stamp('2031-03-04T15:00:00Z'),
          expiresAt: stamp('2031-03-01T12:00:00Z'),
        },
      ],
    };
    const intervals = toDayIntervals(day, now);
    expect(intervals).toEqual([
      { id: 'b1', start: '2031-03-04T06:00:00.000Z', end: '2031-03-04T09:00:00.000Z' },
      {
        id: 'hold-MLY-AAAAAA',
        start: '2031-03-04T10:00:00.000Z',
        end: '2031-03-04T12:00:00.000Z',
        expiresAt: '2031-03-01T12:00:01.000Z',
      },
    ]);
    // Written back as stored, the live hold keeps its expiry.
    expect(storedIntervals(intervals, (ms) => ms)[1]).toEqual({
      id: 'hold-MLY-AAAAAA',
      start: Date.parse('2031-03-04T10:00:00Z'),
      end: Date.parse('2031-03-04T12:00:00Z'),
      expiresAt: Date.parse('2031-03-01T12:00:01Z'),
    });
    expect(toDayIntervals(day, Date.parse('2031-03-01T12:00:01Z')).map(({ id }) => id)).toEqual(['b1']);
  });

  it('reads a hold with its enquiry and expiry, and the enquiry’s heldUntil', () => {
    const stamp = (iso: string) => ({ toDate: () => new Date(iso) });
    expect(
      toBooking('h1', {
        kind: 'block',
        blockKind: 'hold',
        yachtId: 'y',
        start: stamp('2031-03-04T10:00:00Z'),
        end: stamp('2031-03-04T12:00:00Z'),
        enquiryId: 'MLY-AAAAAA',
        reference: 'MLY-AAAAAA',
        reason: 'Quote MLY-AAAAAA',
        expiresAt: stamp('2031-03-02T10:00:00Z'),
      }),
    ).toMatchObject({ blockKind: 'hold', enquiryId: 'MLY-AAAAAA', expiresAt: '2031-03-02T10:00:00.000Z' });
    expect(toEnquiry('e', { heldUntil: stamp('2031-03-02T10:00:00Z'), holdId: 'h1' })).toMatchObject({
      heldUntil: '2031-03-02T10:00:00.000Z',
      holdId: 'h1',
    });
    expect(toEnquiry('e', { heldUntil: 'soon', holdId: 'h1' })).not.toHaveProperty('heldUntil');
    expect(toEnquiry('e', { heldUntil: stamp('2031-03-02T10:00:00Z') })).not.toHaveProperty('heldUntil');
  });

  it('reads a product’s pricing only when it is complete', () => {
    const pricing = { weekendHourlyFils: 54_000, weekdayMinHours: 2, weekendMinHours: 3, maxHours: 8 };
    expect(toYacht('p', { name: 'A', price: 450, pricing }, publicUrl).pricing).toEqual(pricing);
    expect(
      toYacht('p', { name: 'A', price: 450, pricing: { ...pricing, maxHours: 'x' } }, publicUrl),
    ).not.toHaveProperty('pricing');
    expect(toYacht('p', { name: 'A', price: 450 }, publicUrl)).not.toHaveProperty('pricing');
  });

  it('reads stored booking settings, or the defaults when they are not valid', () => {
    const stored = { ...DEFAULT_BOOKING_SETTINGS, turnaroundMinutes: 30, weekendDays: [6, 0] };
    expect(toBookingSettings(stored)).toEqual(stored);
    expect(toBookingSettings(undefined)).toEqual(DEFAULT_BOOKING_SETTINGS);
    expect(toBookingSettings({ ...stored, startStepMinutes: 25 })).toEqual(DEFAULT_BOOKING_SETTINGS);
  });

  it('reads the charter pages’ settings: the cut-off, the retention and the site’s berth', () => {
    const berth = { name: 'Dubai Marina, pontoon C', mapUrl: 'https://maps.app.goo.gl/x', notes: 'Gate 2' };
    const stored = { ...DEFAULT_BOOKING_SETTINGS, guestListCutoffHours: 12, idRetentionDays: 14, berth };
    expect(toBookingSettings(stored)).toEqual(stored);
    // A map link that is not https would be refused on saving; read back, the settings are the defaults.
    expect(toBookingSettings({ ...stored, berth: { ...berth, mapUrl: 'http://x' } })).toEqual(
      DEFAULT_BOOKING_SETTINGS,
    );
  });
});

describe('the money’s booking settings', () => {
  it('reads the balance’s due hours, the refund tiers and the legal identity, or the defaults when one is wrong', () => {
    const stored = {
      ...DEFAULT_BOOKING_SETTINGS,
      balanceDueHours: 24,
      cancellationTiers: [
        { hoursBefore: 72, refundPercent: 100 },
        { hoursBefore: 24, refundPercent: 50 },
      ],
      legalName: 'Marina Luxe Yachts L.L.C.',
      legalAddress: 'Dubai Marina',
      trn: '100123456700003',
    };
    expect(toBookingSettings(stored)).toEqual(stored);
    expect(toBookingSettings({ ...stored, trn: '12345' })).toEqual(DEFAULT_BOOKING_SETTINGS);
    expect(
      toBookingSettings({ ...stored, cancellationTiers: [{ hoursBefore: 'soon', refundPercent: 100 }] }),
    ).toEqual(DEFAULT_BOOKING_SETTINGS);
  });
});

describe('value helpers', () => {
  it.each([
    [12, 12],
    ['12', 12],
    ['-1.5', -1.5],
    [' 7 ', 7],
    ['', undefined],
    ['1e3', undefined],
    ['0x10', undefined],
    [Number.NaN, undefined],
    [true, undefined],
  ])('numberFrom(%j) is %j', (value, expected) => {
    expect(numberFrom(value)).toBe(expected);
  });

  it('isoDate never throws (property)', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const iso = isoDate(value);
        expect(iso === undefined || isIso(iso)).toBe(true);
      }),
    );
  });
});

describe('stored files’ addresses', () => {
  it('are Cloud Storage’s public addresses, or the Storage emulator’s on its port', () => {
    expect(storagePublicUrl('demo.appspot.com')('Products/p1/u1/640.webp')).toBe(
      'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/Products%2Fp1%2Fu1%2F640.webp?alt=media',
    );
    expect(storagePublicUrl('demo.appspot.com', 9199)('a.webp')).toBe(
      'http://127.0.0.1:9199/v0/b/demo.appspot.com/o/a.webp?alt=media',
    );
  });
});
