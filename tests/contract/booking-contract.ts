import { beforeEach, describe, expect, it } from 'vitest';
import { DEPOSITS_NEED_FUNCTIONS } from '../../src/domain/deposit';
import { BackendError, type Backend } from '../../src/backend/types';
import type { EnquiryInput, EnquiryQuote } from '../../src/domain/enquiry';
import type { YachtInput } from '../../src/domain/yacht';
import {
  charterSpan,
  DEFAULT_BOOKING_SETTINGS,
  pricingFor,
  REFERENCE_ALPHABET,
  type BookingSelection,
} from '../../src/domain/booking';
import { addDays, dubaiToday } from '../../src/domain/booking/dubai-time';
import type { BookingSettings } from '../../src/domain/booking/settings';

/**
 * The booking half of the backend contract: enquiries and their pipeline, confirming into bookings with an atomic
 * clash check, blocks, cancelling, busy intervals, settings, pricing and add-ons. Called by backend-contract.ts
 * inside its describe, so it runs on both backends.
 */
export interface BookingContractContext {
  backend: () => Backend;
  admin: () => { email: string };
  signInAsAdmin: () => Promise<unknown>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Tuesday far ahead, so the fixture settings' lead time and horizon never matter. */
const DAY = '2031-03-04';
const YACHT = 'contract-yacht';

function quoteFor(selection: Partial<BookingSelection> = {}): EnquiryQuote {
  const full: BookingSelection = {
    yachtId: YACHT,
    date: DAY,
    startMinute: 10 * 60,
    hours: 3,
    guests: 8,
    addOnIds: ['cake'],
    ...selection,
  };
  return {
    selection: full,
    yachtName: 'Contract Yacht',
    lines: [
      {
        kind: 'charter',
        rate: 'weekday',
        unitPriceFils: 45_000,
        quantity: full.hours,
        amountFils: 45_000 * full.hours,
      },
      {
        kind: 'add-on',
        addOnId: 'cake',
        name: 'Celebration cake',
        unit: 'booking',
        unitPriceFils: 35_000,
        quantity: 1,
        amountFils: 35_000,
      },
    ],
    subtotalFils: 45_000 * full.hours + 35_000,
    vatMode: 'included',
    vatFils: 8_095,
    totalFils: 45_000 * full.hours + 35_000,
    depositFils: 85_000,
  };
}

/** A charter and `count` add-ons with 120-character Arabic names, each of another unit. */
function quoteWithAddOns(count: number): EnquiryQuote {
  const ids = Array.from({ length: count }, (_, i) => `add-on-${i}`);
  const base = quoteFor({ addOnIds: ids });
  const units = ['booking', 'hour', 'guest'] as const;
  return {
    ...base,
    lines: [
      base.lines[0],
      ...ids.map((addOnId, i) => ({
        kind: 'add-on' as const,
        addOnId,
        name: `${i}${'ب'.repeat(120 - String(i).length)}`,
        unit: units[i % 3],
        unitPriceFils: 1_000 * i,
        quantity: 1 + i,
        amountFils: 1_000 * i * (1 + i),
      })),
    ],
  };
}

const whatsapp = (
  selection: Partial<BookingSelection> = {},
  overrides: Partial<EnquiryInput> = {},
): EnquiryInput => ({
  channel: 'whatsapp',
  name: '',
  phone: '',
  preferredTime: '',
  message: '',
  language: 'ru',
  campaign: { utmSource: 'google', utmMedium: 'cpc', gclid: 'abc123' },
  quote: quoteFor(selection),
  ...overrides,
});

const callback = (name: string, overrides: Partial<EnquiryInput> = {}): EnquiryInput => ({
  channel: 'callback',
  name,
  phone: '+971501234567',
  preferredTime: '18:30',
  message: `From ${name}`,
  language: 'en',
  campaign: {},
  quote: null,
  ...overrides,
});

const yacht = (name = 'Priced Yacht'): YachtInput => ({
  name,
  price: 450,
  feet: 42,
  capacity: 12,
  complementary: 'Soft drinks',
  images: [],
  isVIP: false,
});

const REFERENCE = new RegExp(`^MLY-[${REFERENCE_ALPHABET}]{6}$`);

export function defineBookingContract(options: { enforcesAccess: boolean }, context: BookingContractContext) {
  const backend = () => context.backend();

  /**
   * The yachts the quotes name, in the fleet (Confirm refuses a yacht that is not): stored by the operator, who then
   * signs out, so each test starts as a visitor.
   */
  function withFleet() {
    beforeEach(async () => {
      await context.signInAsAdmin();
      await backend().yachts.add(yacht('Contract Yacht'), YACHT);
      await backend().yachts.add(yacht('Other Yacht'), 'other-yacht');
      await backend().auth.signOut();
    });
  }

  /** Creates an enquiry for the selection as a visitor, then signs in and confirms it. */
  async function confirmed(selection: Partial<BookingSelection> = {}) {
    const { id, reference } = await backend().enquiries.create(whatsapp(selection));
    await context.signInAsAdmin();
    const bookingId = await backend().enquiries.confirm(id);
    return { id, reference, bookingId };
  }

  describe('enquiries', () => {
    withFleet();

    it('refuses an enquiry whose quote names a yacht that is not in the fleet, and stores nothing', async () => {
      await expect(backend().enquiries.create(whatsapp({ yachtId: 'ghost-ship' }))).rejects.toBeInstanceOf(
        BackendError,
      );
      await context.signInAsAdmin();
      expect(await backend().enquiries.count()).toBe(0);
    });

    it('stores a visitor’s enquiry under a new reference with its quote, language and campaign', async () => {
      const before = Date.now();
      const input = whatsapp();
      const first = await backend().enquiries.create(input);
      const second = await backend().enquiries.create(callback('Layla'));
      expect(first.reference).toMatch(REFERENCE);
      expect(first.id).toBe(first.reference);
      expect(second.reference).not.toBe(first.reference);

      await context.signInAsAdmin();
      const stored = await backend().enquiries.get(first.id);
      expect(stored).toEqual({
        ...input,
        id: first.id,
        reference: first.reference,
        status: 'new',
        bookingId: null,
        createdAt: expect.any(String),
      });
      const createdAt = Date.parse(stored?.createdAt ?? '');
      expect(createdAt).toBeGreaterThanOrEqual(before - 60_000);
      expect(createdAt).toBeLessThanOrEqual(Date.now() + 60_000);
      expect(await backend().enquiries.get(second.id)).toMatchObject({ ...callback('Layla'), quote: null });
      expect(await backend().enquiries.get('MLY-ZZZZZZ')).toBeNull();
    });

    it.each([
      ['a call-back without a name', callback('')],
      ['a call-back with a name of Unicode spaces', callback('\u3000')],
      ['a call-back with a local phone number', callback('Sara', { phone: '0501234567' })],
      ['a 2001-character message', callback('Sara', { message: 'x'.repeat(2001) })],
      ['an unknown language', callback('Sara', { language: 'de' })],
      ['a 201-character campaign value', callback('Sara', { campaign: { utmSource: 'x'.repeat(201) } })],
      ['a quote of 21 lines', whatsapp({}, { quote: quoteWithAddOns(20) })],
      [
        'a quote without its charter line',
        whatsapp({}, { quote: { ...quoteFor(), lines: quoteFor().lines.slice(1) } }),
      ],
      [
        'a quote whose charter is for other hours than chosen',
        whatsapp({}, { quote: { ...quoteFor(), selection: { ...quoteFor().selection, hours: 4 } } }),
      ],
      ['a quote with an add-on the visitor did not choose', whatsapp({ addOnIds: ['wine'] })],
      ['a quote with a negative total', whatsapp({}, { quote: { ...quoteFor(), totalFils: -1 } })],
    ])('refuses %s, saying what is wrong', async (_, input) => {
      await expect(backend().enquiries.create(input)).rejects.toMatchObject({
        code: 'invalid-argument',
        message: expect.stringMatching(/\w/),
      });
    });

    it('accepts the limits: a 120-character name, a 2000-character message, a charter and 19 add-ons, read back as sent', async () => {
      const input = callback('x'.repeat(120), { message: 'y'.repeat(2000), quote: quoteWithAddOns(19) });
      const { id, reference } = await backend().enquiries.create(input);
      expect(reference).toMatch(REFERENCE);
      await context.signInAsAdmin();
      expect((await backend().enquiries.get(id))?.quote).toEqual(input.quote);
    });

    it('reads enquiries a page at a time, of one status or all, newest first, with their counts', async () => {
      const ids: string[] = [];
      for (const name of ['R1', 'R2', 'R3', 'R4', 'R5']) {
        ids.push((await backend().enquiries.create(callback(name))).id);
        await pause(5);
      }
      await context.signInAsAdmin();
      await backend().enquiries.setStatus(ids[1], 'contacted');
      const newest = [...ids].reverse();

      const first = await backend().enquiries.page({ limit: 2 });
      expect(first.items.map((r) => r.id)).toEqual(newest.slice(0, 2));
      // A status changed meanwhile does not shift the pages that follow.
      await backend().enquiries.setStatus(ids[4], 'contacted');
      const second = await backend().enquiries.page({ limit: 2, after: first.next });
      expect(second.items.map((r) => r.id)).toEqual(newest.slice(2, 4));
      const third = await backend().enquiries.page({ limit: 2, after: second.next });
      expect(third).toEqual({ items: [expect.objectContaining({ id: ids[0] })], next: null });

      const contacted = await backend().enquiries.page({ status: 'contacted', limit: 10 });
      expect(contacted.items.map((r) => r.id)).toEqual([ids[4], ids[1]]);
      expect(contacted.next).toBeNull();
      expect(await backend().enquiries.count()).toBe(5);
      expect(await backend().enquiries.count('new')).toBe(3);
      expect(await backend().enquiries.count('contacted')).toBe(2);
      expect(await backend().enquiries.count('lost')).toBe(0);
      expect((await backend().enquiries.list()).map((r) => r.id)).toEqual(newest);
    });

    it('reads the oldest enquiries of one status, oldest first, and enquiries by their ids', async () => {
      const ids: string[] = [];
      for (const name of ['O1', 'O2', 'O3', 'O4']) {
        ids.push((await backend().enquiries.create(callback(name))).id);
        await pause(5);
      }
      await context.signInAsAdmin();
      await backend().enquiries.setStatus(ids[0], 'contacted');

      const oldestNew = await backend().enquiries.oldest('new', 2);
      expect(oldestNew.map((e) => e.id)).toEqual([ids[1], ids[2]]);
      expect(oldestNew[0]).toMatchObject({ name: 'O2', status: 'new', channel: 'callback' });
      expect((await backend().enquiries.oldest('new', 10)).map((e) => e.id)).toEqual(ids.slice(1));
      // Marked contacted: it leaves the new ones.
      await backend().enquiries.setStatus(ids[1], 'contacted');
      expect((await backend().enquiries.oldest('new', 10)).map((e) => e.id)).toEqual([ids[2], ids[3]]);
      expect((await backend().enquiries.oldest('contacted', 10)).map((e) => e.id)).toEqual([ids[0], ids[1]]);
      expect(await backend().enquiries.oldest('quoted', 10)).toEqual([]);
      await expect(backend().enquiries.oldest('new', 0)).rejects.toMatchObject({ code: 'invalid-argument' });

      const many = await backend().enquiries.getMany([ids[3], 'MLY-ZZZZZZ', ids[0]]);
      expect(many.map((e) => [e.id, e.name, e.status])).toEqual([
        [ids[3], 'O4', 'new'],
        [ids[0], 'O1', 'contacted'],
      ]);
      expect(await backend().enquiries.getMany([])).toEqual([]);
      // More than one query's worth on Firestore (30 ids a query).
      const padded = [...Array.from({ length: 40 }, (_, index) => `missing-${index}`), ids[2]];
      expect((await backend().enquiries.getMany(padded)).map((e) => e.id)).toEqual([ids[2]]);
      await expect(
        backend().enquiries.getMany(Array.from({ length: 101 }, (_, index) => `id-${index}`)),
      ).rejects.toMatchObject({ code: 'invalid-argument' });
    });

    it('reads the enquiries created in a period of Dubai dates, and their totals', async () => {
      const create = async (input: EnquiryInput) => {
        const made = await backend().enquiries.create(input);
        await pause(5); // each later than the one before: oldest first is their order
        return made;
      };
      const first = await create(callback('P1'));
      const second = await create(whatsapp({ startMinute: 10 * 60 }));
      const third = await create(whatsapp({ startMinute: 16 * 60 }));
      const fourth = await create(whatsapp({ startMinute: 20 * 60 }));
      await context.signInAsAdmin();
      await backend().enquiries.confirm(second.id);
      await backend().enquiries.confirm(third.id);
      await backend().enquiries.setStatus(third.id, 'completed');
      await backend().enquiries.setStatus(fourth.id, 'lost');
      // Around today in Dubai (a day either side, so a run at Dubai midnight still finds them all).
      const today = dubaiToday(Date.now());
      const around = [addDays(today, -1), addDays(today, 1)] as const;

      const created = await backend().enquiries.created(...around);
      expect(created.map((enquiry) => enquiry.id)).toEqual([first.id, second.id, third.id, fourth.id]);
      expect(created[2]).toMatchObject({ status: 'completed', quote: quoteFor({ startMinute: 16 * 60 }) });
      expect(await backend().enquiries.totals(...around)).toEqual({
        enquiries: 4,
        confirmed: 2,
        confirmedFils: 2 * quoteFor().totalFils,
      });

      const later = [addDays(today, 2), addDays(today, 9)] as const;
      expect(await backend().enquiries.created(...later)).toEqual([]);
      expect(await backend().enquiries.totals(...later)).toEqual({
        enquiries: 0,
        confirmed: 0,
        confirmedFils: 0,
      });
      expect(await backend().enquiries.created(addDays(today, -3), addDays(today, -2))).toEqual([]);
    });

    it('finds enquiries by reference, by phone however it is written, and by the start of the name', async () => {
      const layla = await backend().enquiries.create(callback('Layla Haddad'));
      await pause(5);
      const omar = await backend().enquiries.create(callback('Omar', { phone: '+971559876543' }));
      await context.signInAsAdmin();
      const ids = async (term: string) => (await backend().enquiries.search(term)).map((e) => e.id);

      expect(await ids(layla.reference)).toEqual([layla.id]);
      expect(await ids(` ${layla.reference.toLowerCase().replace('-', '')} `)).toEqual([layla.id]);
      expect(await ids('055 987 6543')).toEqual([omar.id]);
      expect(await ids('00971 55 987 6543')).toEqual([omar.id]);
      expect(await ids('+971501234567')).toEqual([layla.id]);
      expect(await ids('lay')).toEqual([layla.id]);
      expect(await ids('LAYLA H')).toEqual([layla.id]);
      expect(await ids('Haddad')).toEqual([]);
      expect(await ids('   ')).toEqual([]);
    });

    it('moves an enquiry through its statuses, but only confirming makes it confirmed', async () => {
      const { id } = await backend().enquiries.create(callback('Sam'));
      await context.signInAsAdmin();
      for (const status of ['contacted', 'quoted', 'lost', 'new'] as const) {
        await backend().enquiries.setStatus(id, status);
        expect((await backend().enquiries.get(id))?.status).toBe(status);
      }
      await expect(backend().enquiries.setStatus(id, 'confirmed')).rejects.toMatchObject({
        code: 'invalid-argument',
      });
      await expect(backend().enquiries.setStatus('MLY-ZZZZZZ', 'contacted')).rejects.toMatchObject({
        code: 'not-found',
      });
    });

    it('keeps timestamped notes by the operator, oldest first', async () => {
      const { id } = await backend().enquiries.create(callback('Noor'));
      await context.signInAsAdmin();
      await backend().enquiries.addNote(id, 'Called, no answer.');
      await pause(20);
      await backend().enquiries.addNote(id, 'Sent the quote on WhatsApp.');
      const notes = await backend().enquiries.notes(id);
      expect(notes).toEqual([
        {
          id: expect.any(String),
          text: 'Called, no answer.',
          author: context.admin().email,
          createdAt: expect.any(String),
        },
        {
          id: expect.any(String),
          text: 'Sent the quote on WhatsApp.',
          author: context.admin().email,
          createdAt: expect.any(String),
        },
      ]);
      expect(Date.parse(notes[0].createdAt)).toBeLessThanOrEqual(Date.parse(notes[1].createdAt));
      await expect(backend().enquiries.addNote(id, '  ')).rejects.toMatchObject({ code: 'invalid-argument' });
      await expect(backend().enquiries.addNote(id, 'x'.repeat(2001))).rejects.toMatchObject({
        code: 'invalid-argument',
      });
      await expect(backend().enquiries.addNote('MLY-ZZZZZZ', 'Hello')).rejects.toMatchObject({
        code: 'not-found',
      });
    });
  });

  describe('deleting enquiries', () => {
    withFleet();

    it('deletes an enquiry with its notes; one that holds a booking only once the booking is cancelled', async () => {
      const { id } = await backend().enquiries.create(callback('Spam Sender'));
      await context.signInAsAdmin();
      await backend().enquiries.addNote(id, 'Not a real client.');
      const before = await backend().enquiries.count();
      await backend().enquiries.remove(id);
      expect(await backend().enquiries.get(id)).toBeNull();
      expect(await backend().enquiries.notes(id)).toEqual([]);
      expect(await backend().enquiries.count()).toBe(before - 1);
      await expect(backend().enquiries.remove(id)).rejects.toMatchObject({ code: 'not-found' });

      const booked = await confirmed();
      await expect(backend().enquiries.remove(booked.id)).rejects.toMatchObject({
        code: 'invalid-argument',
        message: 'This enquiry holds a booking: cancel the booking first, then delete it.',
      });
      expect(await backend().enquiries.get(booked.id)).toMatchObject({ status: 'confirmed' });
      await backend().bookings.cancel(booked.bookingId);
      await backend().enquiries.remove(booked.id);
      expect(await backend().enquiries.get(booked.id)).toBeNull();
    });
  });

  describe('bookings', () => {
    withFleet();

    it('confirms an enquiry into a booking that visitors see only as a busy interval', async () => {
      const { id, reference, bookingId } = await confirmed();
      expect(await backend().enquiries.get(id)).toMatchObject({ status: 'confirmed', bookingId });
      const span = charterSpan(DAY, 10 * 60, 3);
      const listed = await backend().bookings.list(DAY, DAY);
      expect(listed).toEqual([
        {
          id: bookingId,
          kind: 'booking',
          yachtId: YACHT,
          start: new Date(span.start).toISOString(),
          end: new Date(span.end).toISOString(),
          enquiryId: id,
          reference,
          createdAt: expect.any(String),
        },
      ]);
      await context.backend().auth.signOut();
      const busy = await backend().booking.busy(DAY, DAY);
      expect(busy).toEqual([
        {
          id: expect.any(String),
          yachtId: YACHT,
          start: new Date(span.start).toISOString(),
          end: new Date(span.end).toISOString(),
        },
      ]);
      expect(JSON.stringify(busy)).not.toContain(reference);
      expect(await backend().booking.busy('2031-03-05', '2031-03-10')).toEqual([]);
      await context.signInAsAdmin();
      // Both backends refuse it with the one shared check (booking-checks.ts `confirmation`).
      await expect(backend().enquiries.confirm(id)).rejects.toMatchObject({
        code: 'invalid-argument',
        message: 'This enquiry is already booked.',
      });
    });

    it('refuses an overlapping confirm, naming the booking it clashes with and its Dubai times', async () => {
      const first = await confirmed();
      const { id } = await backend().enquiries.create(whatsapp({ startMinute: 12 * 60, hours: 2 }));
      const refused = backend().enquiries.confirm(id);
      await expect(refused).rejects.toMatchObject({ code: 'conflict' });
      await expect(refused).rejects.toThrow(first.reference);
      await expect(refused).rejects.toThrow(/10:00–13:00/);
      expect(await backend().enquiries.get(id)).toMatchObject({ status: 'new', bookingId: null });
      expect(await backend().bookings.list(DAY, DAY)).toHaveLength(1);
    });

    it('keeps the turnaround free: a start 59 minutes after the end is refused, 60 minutes is booked', async () => {
      await confirmed({ startMinute: 10 * 60, hours: 3 });
      const tooSoon = await backend().enquiries.create(whatsapp({ startMinute: 13 * 60 + 59, hours: 2 }));
      await expect(backend().enquiries.confirm(tooSoon.id)).rejects.toMatchObject({ code: 'conflict' });
      const before = await backend().enquiries.create(whatsapp({ startMinute: 8 * 60, hours: 2 }));
      await expect(backend().enquiries.confirm(before.id)).rejects.toMatchObject({ code: 'conflict' });
      const onTime = await backend().enquiries.create(whatsapp({ startMinute: 14 * 60, hours: 2 }));
      await expect(backend().enquiries.confirm(onTime.id)).resolves.toEqual(expect.any(String));
      const otherYacht = await backend().enquiries.create(whatsapp({ yachtId: 'other-yacht' }));
      await expect(backend().enquiries.confirm(otherYacht.id)).resolves.toEqual(expect.any(String));
    });

    it('keeps the turnaround free across midnight, on the next day’s side too', async () => {
      // Open round the clock, so a charter may start just after midnight.
      await context.signInAsAdmin();
      await backend().booking.saveSettings({ ...DEFAULT_BOOKING_SETTINGS, openingMinute: 0 });
      await confirmed({ startMinute: 22 * 60, hours: 2 });
      const after = await backend().enquiries.create(
        whatsapp({ date: '2031-03-05', startMinute: 30, hours: 2 }),
      );
      const refused = backend().enquiries.confirm(after.id);
      await expect(refused).rejects.toMatchObject({ code: 'conflict' });
      await expect(refused).rejects.toThrow(/22:00–00:00|22:00–5 Mar 2031, 00:00/);
      const later = await backend().enquiries.create(
        whatsapp({ date: '2031-03-05', startMinute: 60, hours: 2 }),
      );
      await expect(backend().enquiries.confirm(later.id)).resolves.toEqual(expect.any(String));
      expect(await backend().booking.busy('2031-03-05', '2031-03-05')).toHaveLength(1);
    });

    // Both backends refuse these with the one shared check (booking-checks.ts `checkCharter`), booking nothing.
    it.each([
      [
        'more guests than the yacht takes',
        { guests: 15 },
        'Contract Yacht takes at most 12 guests; this enquiry is for 15.',
      ],
      [
        'more hours than the yacht’s maximum',
        { startMinute: 9 * 60, hours: 9 },
        'Contract Yacht can be chartered for at most 8 hours; this enquiry is for 9.',
      ],
      [
        'a start before the operating hours',
        { startMinute: 7 * 60, hours: 3 },
        'This charter, 07:00 to 10:00 (Dubai time), is outside the operating hours (08:00–24:00).',
      ],
    ])('refuses to confirm %s, saying which', async (_, selection, message) => {
      const { id } = await backend().enquiries.create(whatsapp(selection));
      await context.signInAsAdmin();
      const refused = backend().enquiries.confirm(id);
      await expect(refused).rejects.toMatchObject({ code: 'invalid-argument', message });
      expect(await backend().enquiries.get(id)).toMatchObject({ status: 'new', bookingId: null });
      expect(await backend().bookings.list(DAY, DAY)).toEqual([]);
    });

    it('refuses to confirm beyond the saved pricing and operating hours, and a yacht removed since', async () => {
      await context.signInAsAdmin();
      await backend().booking.savePricing({
        yachtId: YACHT,
        hourlyFils: 45_000,
        weekendHourlyFils: 45_000,
        weekdayMinHours: 2,
        weekendMinHours: 2,
        maxHours: 4,
      });
      await backend().booking.saveSettings({ ...DEFAULT_BOOKING_SETTINGS, closingMinute: 20 * 60 });
      const long = await backend().enquiries.create(whatsapp({ hours: 5 }));
      await expect(backend().enquiries.confirm(long.id)).rejects.toThrow(
        'Contract Yacht can be chartered for at most 4 hours; this enquiry is for 5.',
      );
      const late = await backend().enquiries.create(whatsapp({ startMinute: 18 * 60, hours: 3 }));
      await expect(backend().enquiries.confirm(late.id)).rejects.toThrow(
        'This charter, 18:00 to 21:00 (Dubai time), is outside the operating hours (08:00–20:00).',
      );
      const other = await backend().enquiries.create(whatsapp({ yachtId: 'other-yacht' }));
      await backend().yachts.remove('other-yacht');
      await expect(backend().enquiries.confirm(other.id)).rejects.toThrow(
        'The yacht of this enquiry (id “other-yacht”) is no longer in the fleet.',
      );
      const fits = await backend().enquiries.create(whatsapp({ startMinute: 16 * 60, hours: 4 }));
      await expect(backend().enquiries.confirm(fits.id)).resolves.toEqual(expect.any(String));
    });

    it('cancelling frees the slot and sends the enquiry back to quoted', async () => {
      const first = await confirmed();
      await backend().bookings.cancel(first.bookingId);
      expect(await backend().enquiries.get(first.id)).toMatchObject({ status: 'quoted', bookingId: null });
      expect(await backend().bookings.list(DAY, DAY)).toEqual([]);
      expect(await backend().booking.busy(DAY, DAY)).toEqual([]);
      const { id } = await backend().enquiries.create(whatsapp({ startMinute: 11 * 60 }));
      await expect(backend().enquiries.confirm(id)).resolves.toEqual(expect.any(String));
      await expect(backend().bookings.cancel(first.bookingId)).rejects.toMatchObject({ code: 'not-found' });
    });

    it('a booked enquiry cannot be reopened or lost until its booking is cancelled, but can be completed', async () => {
      const { id } = await confirmed();
      await expect(backend().enquiries.setStatus(id, 'lost')).rejects.toMatchObject({
        code: 'invalid-argument',
      });
      await backend().enquiries.setStatus(id, 'completed');
      expect((await backend().enquiries.get(id))?.status).toBe('completed');
    });

    it('refuses to confirm a call-back request without a quote', async () => {
      const { id } = await backend().enquiries.create(callback('Plain'));
      await context.signInAsAdmin();
      await expect(backend().enquiries.confirm(id)).rejects.toMatchObject({
        code: 'invalid-argument',
        message: 'This enquiry has no quote: there is no slot to book.',
      });
      await expect(backend().enquiries.confirm('MLY-ZZZZZZ')).rejects.toMatchObject({ code: 'not-found' });
    });

    it('makes no deposit link without Cloud Functions, saying they are needed, and stores none', async () => {
      const { id } = await confirmed();
      await expect(backend().enquiries.createDepositLink(id)).rejects.toMatchObject({
        code: 'unavailable',
        message: DEPOSITS_NEED_FUNCTIONS,
      });
      expect((await backend().enquiries.get(id))?.deposit).toBeUndefined();
    });

    it('a block clashes the same way, named by its reason, and spans days', async () => {
      await context.signInAsAdmin();
      const span = {
        start: charterSpan(DAY, 20 * 60, 1).start,
        end: charterSpan('2031-03-06', 9 * 60, 1).start,
      };
      const blockId = await backend().bookings.addBlock({
        yachtId: YACHT,
        start: new Date(span.start).toISOString(),
        end: new Date(span.end).toISOString(),
        blockKind: 'maintenance',
        reason: 'Engine service',
      });
      expect(await backend().bookings.list('2031-03-05', '2031-03-05')).toEqual([
        expect.objectContaining({
          id: blockId,
          kind: 'block',
          blockKind: 'maintenance',
          reason: 'Engine service',
        }),
      ]);
      expect((await backend().booking.busy('2031-03-05', '2031-03-05')).map((b) => b.id)).toHaveLength(1);

      const { id } = await backend().enquiries.create(whatsapp({ date: '2031-03-05', startMinute: 12 * 60 }));
      const refused = backend().enquiries.confirm(id);
      await expect(refused).rejects.toMatchObject({ code: 'conflict' });
      await expect(refused).rejects.toThrow('Engine service');

      const evening = await backend().enquiries.create(whatsapp({ startMinute: 17 * 60, hours: 3 }));
      await expect(backend().enquiries.confirm(evening.id)).rejects.toMatchObject({ code: 'conflict' });
      const morning = await backend().enquiries.create(whatsapp({ startMinute: 10 * 60, hours: 3 }));
      const booked = await backend().enquiries.confirm(morning.id);
      await expect(
        backend().bookings.addBlock({
          yachtId: YACHT,
          start: new Date(charterSpan(DAY, 12 * 60, 1).start).toISOString(),
          end: new Date(charterSpan(DAY, 14 * 60, 1).start).toISOString(),
          blockKind: 'private',
          reason: 'Owner',
        }),
      ).rejects.toThrow(morning.reference);

      await backend().bookings.cancel(blockId);
      expect(await backend().bookings.list('2031-03-05', '2031-03-06')).toEqual([]);
      await expect(backend().enquiries.confirm(id)).resolves.toEqual(expect.any(String));
      expect((await backend().bookings.list(DAY, DAY)).map((b) => b.id)).toEqual([booked]);
    });

    it.each([
      ['no reason', { reason: ' ' }, 'Enter a reason for the block.'],
      ['an end before the start', { end: '2031-03-04T05:00:00.000Z' }, 'The end must be after the start.'],
      ['63 days', { end: '2031-05-07T06:00:00.000Z' }, 'A block can last at most 62 days.'],
    ])('refuses a block with %s', async (_, overrides, message) => {
      await context.signInAsAdmin();
      const block = {
        yachtId: YACHT,
        start: '2031-03-04T06:00:00.000Z',
        end: '2031-03-04T10:00:00.000Z',
        blockKind: 'maintenance' as const,
        reason: 'Hull cleaning',
        ...overrides,
      };
      await expect(backend().bookings.addBlock(block)).rejects.toThrow(message);
    });

    it('lets exactly one of several concurrent overlapping confirms win', async () => {
      const created = [];
      for (const startMinute of [10 * 60, 11 * 60, 12 * 60]) {
        created.push(await backend().enquiries.create(whatsapp({ startMinute, hours: 2 })));
      }
      await context.signInAsAdmin();
      const results = await Promise.allSettled(created.map(({ id }) => backend().enquiries.confirm(id)));
      const won = results.filter((result) => result.status === 'fulfilled');
      const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(won).toHaveLength(1);
      expect(lost).toEqual([
        expect.objectContaining({ code: 'conflict' }),
        expect.objectContaining({ code: 'conflict' }),
      ]);
      expect(await backend().bookings.list(DAY, DAY)).toHaveLength(1);
      expect(await backend().booking.busy(DAY, DAY)).toHaveLength(1);
      expect(await backend().enquiries.count('confirmed')).toBe(1);
    });

    it('of 20 Confirms of one slot at once, exactly one books it; each other is told the booking and its times', async () => {
      const created = [];
      for (let index = 0; index < 20; index += 1) created.push(await backend().enquiries.create(whatsapp()));
      await context.signInAsAdmin();
      const results = await Promise.allSettled(created.map(({ id }) => backend().enquiries.confirm(id)));
      const winners = created.filter((_, index) => results[index].status === 'fulfilled');
      expect(winners).toHaveLength(1);
      const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(lost).toHaveLength(19);
      for (const reason of lost) {
        expect(reason).toMatchObject({ code: 'conflict' });
        expect((reason as Error).message).toMatch(
          new RegExp(`^This time clashes with booking ${winners[0].reference}, .*10:00–13:00 Dubai time`),
        );
      }
      expect(await backend().bookings.list(DAY, DAY)).toEqual([
        expect.objectContaining({ enquiryId: winners[0].id, reference: winners[0].reference }),
      ]);
      expect(await backend().booking.busy(DAY, DAY)).toHaveLength(1);
      expect(await backend().enquiries.count('confirmed')).toBe(1);
      expect(await backend().enquiries.count('new')).toBe(19);
    });
  });

  describe('booking settings, pricing and add-ons', () => {
    withFleet();

    it('reads the default settings, saves new ones and refuses invalid ones with the reason', async () => {
      expect(await backend().booking.getSettings()).toEqual(DEFAULT_BOOKING_SETTINGS);
      await context.signInAsAdmin();
      const changed = {
        ...DEFAULT_BOOKING_SETTINGS,
        weekendDays: [5, 6] as (5 | 6)[],
        turnaroundMinutes: 30,
        vatMode: 'added' as const,
      };
      await backend().booking.saveSettings(changed);
      expect(await backend().booking.getSettings()).toEqual(changed);
      const refused = backend().booking.saveSettings({ ...changed, startStepMinutes: 25 });
      await expect(refused).rejects.toMatchObject({ code: 'invalid-argument' });
      await expect(refused).rejects.toThrow('Start-time step must be 10, 15, 20, 30 or 60 minutes.');
      expect(await backend().booking.getSettings()).toEqual(changed);
    });

    it('keeps the charter pages’ settings: the guest list’s cut-off, the ID retention and the site’s berth', async () => {
      await context.signInAsAdmin();
      const berth = {
        name: 'Dubai Marina Yacht Club, pontoon C',
        mapUrl: 'https://maps.app.goo.gl/x',
        notes: 'مرحبا',
      };
      const changed = { ...DEFAULT_BOOKING_SETTINGS, guestListCutoffHours: 0, idRetentionDays: 365, berth };
      await backend().booking.saveSettings(changed);
      expect(await backend().booking.getSettings()).toEqual(changed);
      const refused = backend().booking.saveSettings({
        ...changed,
        berth: { ...berth, mapUrl: 'http://x.example' },
      });
      await expect(refused).rejects.toThrow('The map link must be an https:// address.');
      expect(await backend().booking.getSettings()).toEqual(changed);
    });

    it('keeps the money’s settings: the balance’s due hours, the refund tiers and the legal identity', async () => {
      await context.signInAsAdmin();
      const changed = {
        ...DEFAULT_BOOKING_SETTINGS,
        balanceDueHours: 72,
        cancellationTiers: [
          { hoursBefore: 168, refundPercent: 100 },
          { hoursBefore: 48, refundPercent: 50 },
          { hoursBefore: 0, refundPercent: 10 },
        ],
        legalName: 'Marina Luxe Yachts L.L.C.',
        legalAddress: 'مرسى دبي، الرصيف C\nDubai, UAE',
        trn: '100123456700003',
      };
      await backend().booking.saveSettings(changed);
      expect(await backend().booking.getSettings()).toEqual(changed);
      for (const [wrong, message] of [
        [{ trn: '1001 2345 6700 003' }, 'The TRN is 15 digits'],
        [
          {
            cancellationTiers: [
              { hoursBefore: 24, refundPercent: 50 },
              { hoursBefore: 72, refundPercent: 100 },
            ],
          },
          'Tier 2: each tier needs fewer hours than the one before it.',
        ],
        [{ balanceDueHours: 721 }, 'The balance must be due'],
      ] as [Partial<BookingSettings>, string][]) {
        await expect(backend().booking.saveSettings({ ...changed, ...wrong })).rejects.toThrow(message);
      }
      expect(await backend().booking.getSettings()).toEqual(changed);
    });

    it('uses the saved turnaround in the clash check', async () => {
      await context.signInAsAdmin();
      await backend().booking.saveSettings({ ...DEFAULT_BOOKING_SETTINGS, turnaroundMinutes: 0 });
      await confirmed({ startMinute: 10 * 60, hours: 3 });
      const next = await backend().enquiries.create(whatsapp({ startMinute: 13 * 60, hours: 2 }));
      await expect(backend().enquiries.confirm(next.id)).resolves.toEqual(expect.any(String));
    });

    it('stores a yacht’s pricing on its product: the weekday rate as its price', async () => {
      await context.signInAsAdmin();
      const id = await backend().yachts.add(yacht());
      const pricing = {
        yachtId: id,
        hourlyFils: 50_000,
        weekendHourlyFils: 60_000,
        weekdayMinHours: 2,
        weekendMinHours: 3,
        maxHours: 8,
      };
      await backend().booking.savePricing(pricing);
      const stored = await backend().yachts.get(id);
      expect(stored).toMatchObject({ price: 500 });
      expect(stored && pricingFor(stored)).toEqual(pricing);
      // Editing the yacht in the product form keeps its pricing.
      await backend().yachts.update(id, { ...yacht(), name: 'Renamed', price: 550 });
      const edited = await backend().yachts.get(id);
      expect(edited && pricingFor(edited)).toEqual({ ...pricing, hourlyFils: 55_000 });

      const refused = backend().booking.savePricing({ ...pricing, weekendMinHours: 9 });
      await expect(refused).rejects.toMatchObject({ code: 'invalid-argument' });
      await expect(refused).rejects.toThrow(
        'Weekend minimum hours must be a whole number from 1 to the maximum hours.',
      );
      await expect(
        backend().booking.savePricing({ ...pricing, yachtId: 'no-such-yacht' }),
      ).rejects.toMatchObject({
        code: 'not-found',
      });
    });

    it('saves, lists and removes add-ons, refusing invalid ones', async () => {
      await context.signInAsAdmin();
      const addOn = {
        id: 'contract-flowers',
        name: 'Flowers',
        priceFils: 15_000,
        unit: 'booking' as const,
        active: true,
      };
      await backend().booking.saveAddOn(addOn);
      await backend().booking.saveAddOn({
        ...addOn,
        id: 'contract-drone',
        name: 'Drone video',
        unit: 'hour',
        active: false,
      });
      const mine = (await backend().booking.listAddOns()).filter((a) => a.id.startsWith('contract-'));
      expect(mine).toEqual([
        { ...addOn, id: 'contract-drone', name: 'Drone video', unit: 'hour', active: false },
        addOn,
      ]);
      await backend().booking.saveAddOn({ ...addOn, priceFils: 20_000 });
      expect((await backend().booking.listAddOns()).find((a) => a.id === addOn.id)?.priceFils).toBe(20_000);
      await expect(backend().booking.saveAddOn({ ...addOn, name: ' ' })).rejects.toThrow(
        'Enter a name for the add-on.',
      );
      await expect(backend().booking.saveAddOn({ ...addOn, priceFils: 1.5 })).rejects.toMatchObject({
        code: 'invalid-argument',
      });
      // Its name in Arabic and Russian; an emptied one is gone.
      await backend().booking.saveAddOn({
        ...addOn,
        translations: { ar: { name: 'زهور' }, ru: { name: ' ' } },
      });
      expect((await backend().booking.listAddOns()).find((a) => a.id === addOn.id)?.translations).toEqual({
        ar: { name: 'زهور' },
      });
      await expect(
        backend().booking.saveAddOn({ ...addOn, translations: { ru: { name: 'Я'.repeat(121) } } }),
      ).rejects.toMatchObject({ code: 'invalid-argument' });
      await backend().booking.removeAddOn(addOn.id);
      expect((await backend().booking.listAddOns()).map((a) => a.id)).not.toContain(addOn.id);
      await expect(backend().booking.removeAddOn(addOn.id)).rejects.toMatchObject({ code: 'not-found' });
    });
  });

  describe('calendar feed', () => {
    // Both backends keep and rotate the secret; neither serves a feed without Cloud Functions, so the endpoint is
    // null here (with Functions: tests/functions/calendar-feed.test.ts). docs/decisions/0036-calendar-feed.md.
    it('has no secret until the admin makes one; each rotation replaces it with a new random one', async () => {
      if (options.enforcesAccess) {
        const denied = { code: 'permission-denied' };
        await expect(backend().bookings.calendarFeed()).rejects.toMatchObject(denied);
        await expect(backend().bookings.rotateCalendarFeed()).rejects.toMatchObject(denied);
      }
      await context.signInAsAdmin();
      await expect(backend().bookings.calendarFeed()).resolves.toEqual({ endpoint: null, secret: null });
      const first = await backend().bookings.rotateCalendarFeed();
      expect(first).toEqual({ endpoint: null, secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      await expect(backend().bookings.calendarFeed()).resolves.toEqual(first);
      const second = await backend().bookings.rotateCalendarFeed();
      expect(second.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(second.secret).not.toBe(first.secret);
      await expect(backend().bookings.calendarFeed()).resolves.toEqual(second);
      if (options.enforcesAccess) {
        await backend().auth.signOut();
        await expect(backend().bookings.calendarFeed()).rejects.toMatchObject({ code: 'permission-denied' });
      }
    });
  });

  if (options.enforcesAccess) {
    describe('what visitors may do', () => {
      withFleet();

      it('reads settings, add-ons and busy intervals, and creates enquiries', async () => {
        await expect(backend().booking.getSettings()).resolves.toEqual(DEFAULT_BOOKING_SETTINGS);
        await expect(backend().booking.listAddOns()).resolves.toEqual(expect.any(Array));
        await expect(backend().booking.busy(DAY, DAY)).resolves.toEqual([]);
        await expect(backend().enquiries.create(whatsapp())).resolves.toMatchObject({
          id: expect.any(String),
        });
      });

      it('cannot read or change enquiries, notes or bookings, nor the booking data', async () => {
        const { id } = await backend().enquiries.create(callback('Private'));
        const denied = { code: 'permission-denied' };
        await expect(backend().enquiries.get(id)).rejects.toMatchObject(denied);
        await expect(backend().enquiries.getMany([id])).rejects.toMatchObject(denied);
        await expect(backend().enquiries.oldest('new', 10)).rejects.toMatchObject(denied);
        await expect(backend().enquiries.list()).rejects.toMatchObject(denied);
        await expect(backend().enquiries.page({ limit: 10 })).rejects.toMatchObject(denied);
        await expect(backend().enquiries.count()).rejects.toMatchObject(denied);
        await expect(backend().enquiries.created(DAY, DAY)).rejects.toMatchObject(denied);
        await expect(backend().enquiries.totals(DAY, DAY)).rejects.toMatchObject(denied);
        await expect(backend().enquiries.search('Private')).rejects.toMatchObject(denied);
        await expect(backend().enquiries.notes(id)).rejects.toMatchObject(denied);
        await expect(backend().enquiries.setStatus(id, 'contacted')).rejects.toMatchObject(denied);
        await expect(backend().enquiries.remove(id)).rejects.toMatchObject(denied);
        await expect(backend().enquiries.confirm(id)).rejects.toMatchObject(denied);
        await expect(backend().bookings.list(DAY, DAY)).rejects.toMatchObject(denied);
        await expect(
          backend().bookings.addBlock({
            yachtId: YACHT,
            start: '2031-03-04T06:00:00.000Z',
            end: '2031-03-04T10:00:00.000Z',
            blockKind: 'private',
            reason: 'Mine',
          }),
        ).rejects.toMatchObject(denied);
        await expect(backend().booking.saveSettings(DEFAULT_BOOKING_SETTINGS)).rejects.toMatchObject(denied);
        await expect(
          backend().booking.saveAddOn({
            id: 'free',
            name: 'Free',
            priceFils: 0,
            unit: 'booking',
            active: true,
          }),
        ).rejects.toMatchObject(denied);
      });
    });
  }
}
