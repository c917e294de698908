import { describe, expect, it } from 'vitest';
import type { Yacht } from '../../../src/domain/yacht';
import { DEFAULT_BOOKING_SETTINGS } from '../../../src/domain/booking';
import {
  checkDraft,
  defaultPhotoAlt,
  draftFromYacht,
  draftToInput,
  emptyDraft,
  fieldMessages,
} from '../../../src/features/admin/yachts/yacht-draft';
import { filePhoto } from '../../../fixtures/photos';

const valid = {
  ...emptyDraft,
  name: 'Sea Breeze',
  price: '500',
  feet: '45',
  capacity: '12',
  images: [filePhoto('/img/a.webp')],
};

describe('product draft', () => {
  it('counts photos chosen and not yet uploaded as the photo a yacht needs (Save uploads them)', () => {
    expect(checkDraft({ ...valid, images: [] }, undefined, 2)).toMatchObject({
      missingRequired: false,
      valid: true,
    });
    expect(checkDraft({ ...valid, images: [] }, undefined, 0).missingRequired).toBe(true);
  });

  it('checks each photo’s description: one line of at most 200 characters, empty being the default', () => {
    const described = (alt: string) => ({
      ...valid,
      images: [filePhoto('/img/a.webp'), { ...filePhoto('/img/b.webp'), alt }],
    });
    expect(checkDraft(described('')).valid).toBe(true);
    expect(checkDraft(described('é'.repeat(200))).valid).toBe(true);
    expect(checkDraft(described(` ${'x'.repeat(200)} `)).valid).toBe(true);
    expect(checkDraft(described('x'.repeat(201))).errors).toEqual({ 'alt.1': fieldMessages.altTooLong });
    expect(checkDraft(described('two\nlines')).errors).toEqual({ 'alt.1': fieldMessages.altControl });
    expect(draftToInput(described('  Bow at sea ')).images.map((photo) => photo.alt)).toEqual([
      '',
      'Bow at sea',
    ]);
    expect(defaultPhotoAlt(' Sea Breeze ', 3)).toBe('Sea Breeze — photo 3');
    expect(defaultPhotoAlt('', 1)).toBe('The yacht — photo 1');
  });

  it('accepts a complete draft', () => {
    expect(checkDraft(valid)).toEqual({ errors: {}, missingRequired: false, valid: true });
  });

  it('keeps the yacht’s own berth, checked as the settings’ is; none named means the site’s', () => {
    const berth = { name: 'Pier 7, pontoon C', mapUrl: 'https://maps.app.goo.gl/x', notes: 'Arrive early.' };
    const withBerth = {
      ...valid,
      berthName: ` ${berth.name} `,
      berthMapUrl: berth.mapUrl,
      berthNotes: berth.notes,
    };
    expect(checkDraft(withBerth).valid).toBe(true);
    expect(draftToInput(withBerth).berth).toEqual(berth);
    expect(draftFromYacht({ ...draftToInput(withBerth), id: 'y' })).toMatchObject({ berthName: berth.name });
    expect(checkDraft({ ...withBerth, berthMapUrl: 'http://maps.example' }).errors).toEqual({
      berth: 'The map link must be an https:// address.',
    });
    expect(checkDraft({ ...valid, berthNotes: 'Gate 3' }).errors.berth).toMatch(/Name the berth/);
    // Cleared: the stored one is gone.
    expect(draftToInput(valid, { ...draftToInput(withBerth), id: 'y' }).berth).toBeUndefined();
  });

  it('reports missing name, price or image as missing required fields', () => {
    expect(checkDraft({ ...valid, name: '  ' }).missingRequired).toBe(true);
    expect(checkDraft({ ...valid, price: '' }).missingRequired).toBe(true);
    expect(checkDraft({ ...valid, images: [] })).toMatchObject({ missingRequired: true, valid: false });
  });

  it('checks price > 0, a whole capacity of at least 1, name length and position', () => {
    const { errors } = checkDraft({
      ...valid,
      name: 'x'.repeat(121),
      price: '0',
      feet: '-3',
      capacity: '2.5',
      position: '1.5',
    });
    expect(errors).toEqual({
      name: fieldMessages.nameTooLong,
      price: fieldMessages.price,
      feet: fieldMessages.feet,
      capacity: fieldMessages.capacity,
      position: fieldMessages.position,
    });
    expect(checkDraft({ ...valid, name: 'x'.repeat(120), capacity: '1' }).valid).toBe(true);
    expect(checkDraft({ ...valid, capacity: '0' }).errors.capacity).toBe(fieldMessages.capacity);
  });

  it('holds every value to the limits the rules enforce, one past each edge refused', () => {
    expect(checkDraft({ ...valid, name: '\u00a0\u3000' }).errors.name).toBe(fieldMessages.nameMissing);
    expect(checkDraft({ ...valid, name: 'Sea\tBreeze' }).errors.name).toBe(fieldMessages.nameControl);
    const edge = { price: '1000000', feet: '1000', capacity: '1000', position: '1000000' };
    expect(checkDraft({ ...valid, ...edge, complementary: 'x'.repeat(2000) }).valid).toBe(true);
    const past = { price: '1000001', feet: '1001', capacity: '1001', position: '1000001' };
    expect(checkDraft({ ...valid, ...past, complementary: 'x'.repeat(2001) }).errors).toEqual({
      price: fieldMessages.priceTooHigh,
      feet: fieldMessages.feetTooHigh,
      capacity: fieldMessages.capacityTooHigh,
      position: fieldMessages.positionTooHigh,
      complementary: fieldMessages.complementaryTooLong,
    });
  });

  it('round-trips a product, keeping unknown fields and leaving out an empty position', () => {
    const yacht = {
      id: 'p1',
      name: 'Old',
      price: 100,
      feet: 40,
      capacity: 8,
      complementary: 'Water',
      images: [filePhoto('a'), filePhoto('b')],
      isVIP: true,
      position: 3,
      extra: 'kept',
    } as Yacht;
    const draft = { ...draftFromYacht(yacht), price: '150.5', position: '' };
    const input = draftToInput(draft, yacht);
    expect(input).toEqual({
      name: 'Old',
      price: 150.5,
      feet: 40,
      capacity: 8,
      complementary: 'Water',
      images: [filePhoto('a'), filePhoto('b')],
      isVIP: true,
      extra: 'kept',
      // A yacht nobody had priced gets the default booking rules, its weekend rate its old weekday price.
      pricing: { weekendHourlyFils: 10_000, weekdayMinHours: 2, weekendMinHours: 3, maxHours: 8 },
    });
    expect(input).not.toHaveProperty('id');
    expect(input).not.toHaveProperty('position');
    expect(draftToInput({ ...draft, position: '2' }, yacht).position).toBe(2);
  });

  it('holds the booking pricing: stored values shown, an empty weekend price is the weekday price', () => {
    const yacht = {
      id: 'p2',
      name: 'Priced',
      price: 400,
      feet: 50,
      capacity: 10,
      complementary: '',
      images: [filePhoto('a')],
      isVIP: false,
      pricing: { weekendHourlyFils: 55_050, weekdayMinHours: 3, weekendMinHours: 4, maxHours: 10 },
    } as Yacht;
    const draft = draftFromYacht(yacht);
    expect(draft).toMatchObject({
      weekendPrice: '550.5',
      weekdayMinHours: '3',
      weekendMinHours: '4',
      maxHours: '10',
    });
    expect(draftToInput(draft, yacht).pricing).toEqual(yacht.pricing);
    expect(draftToInput({ ...draft, weekendPrice: ' ' }, yacht).pricing?.weekendHourlyFils).toBe(40_000);
  });

  it('checks the pricing with the domain rules, the maximum within the operating hours', () => {
    const base = { ...valid, price: '300' };
    expect(checkDraft(base).valid).toBe(true);
    const wrong = checkDraft({
      ...base,
      weekendPrice: '0',
      weekdayMinHours: '9',
      weekendMinHours: '1.5',
      maxHours: '8',
    });
    expect(wrong.valid).toBe(false);
    expect(wrong.errors).toEqual({
      weekendPrice: expect.stringMatching(/^Weekend hourly price must be an amount from/),
      weekdayMinHours: 'Weekday minimum hours must be a whole number from 1 to the maximum hours.',
      weekendMinHours: 'Weekend minimum hours must be a whole number from 1 to the maximum hours.',
    });
    const shortDay = { ...DEFAULT_BOOKING_SETTINGS, openingMinute: 10 * 60, closingMinute: 16 * 60 };
    expect(checkDraft({ ...base, maxHours: '8' }, shortDay).errors.maxHours).toBe(
      'Maximum hours must be a whole number from 1 to 6 (the operating hours).',
    );
    expect(checkDraft({ ...base, maxHours: '' }).errors.maxHours).toBe(
      'Maximum hours must be a whole number from 1 to 24.',
    );
  });
});
