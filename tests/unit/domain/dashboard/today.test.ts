import { afterEach, describe, expect, it } from 'vitest';
import { charterDates, charterDays } from '../../../../src/domain/dashboard/today';
import { booking, enquiry, quoteOf } from './dashboard.fixtures';

// Dubai is UTC+4: Dubai midnight starting 2030-05-11 is 2030-05-10T20:00Z.
const DUBAI_MIDNIGHT = Date.parse('2030-05-10T20:00:00.000Z');

const confirmed = (id: string, date: string, startMinute: number, hours: number) => ({
  ...enquiry(
    id,
    'confirmed',
    '2030-05-01T08:00:00.000Z',
    quoteOf('pearl', date, startMinute, hours, { totalFils: 300_000, depositFils: 90_000 }),
  ),
  bookingId: `b-${id}`,
});

/** A Dubai wall-clock time as an ISO instant. */
const dubai = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00+04:00`)).toISOString();

describe('the today list', () => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });

  const late = confirmed('late', '2030-05-10', 22 * 60, 2);
  const early = confirmed('early', '2030-05-11', 0, 2);
  const noon = confirmed('noon', '2030-05-11', 12 * 60, 3);
  const tomorrow = confirmed('tmrw', '2030-05-12', 23 * 60, 1);
  const after = confirmed('after', '2030-05-13', 0, 2);
  const bookings = [
    booking('b-noon', 'pearl', dubai('2030-05-11', '12:00'), dubai('2030-05-11', '15:00'), 'noon'),
    booking('b-late', 'pearl', dubai('2030-05-10', '22:00'), dubai('2030-05-11', '00:00'), 'late'),
    booking('b-early', 'pearl', dubai('2030-05-11', '00:00'), dubai('2030-05-11', '02:00'), 'early'),
    booking('b-tmrw', 'pearl', dubai('2030-05-12', '23:00'), dubai('2030-05-13', '00:00'), 'tmrw'),
    booking('b-after', 'pearl', dubai('2030-05-13', '00:00'), dubai('2030-05-13', '02:00'), 'after'),
    booking('block', 'pearl', dubai('2030-05-11', '16:00'), dubai('2030-05-11', '18:00')),
  ];
  const enquiries = [late, early, noon, tomorrow, after];

  const ids = (now: number) => {
    const days = charterDays(bookings, enquiries, now);
    return {
      today: days.today,
      tomorrow: days.tomorrow,
      todays: days.todays.map((charter) => charter.booking.id),
      tomorrows: days.tomorrows.map((charter) => charter.booking.id),
    };
  };

  it('takes today and tomorrow from Dubai’s calendar, switching at Dubai midnight', () => {
    expect(ids(DUBAI_MIDNIGHT - 1)).toEqual({
      today: '2030-05-10',
      tomorrow: '2030-05-11',
      todays: ['b-late'],
      tomorrows: ['b-early', 'b-noon'],
    });
    expect(ids(DUBAI_MIDNIGHT)).toEqual({
      today: '2030-05-11',
      tomorrow: '2030-05-12',
      todays: ['b-early', 'b-noon'],
      tomorrows: ['b-tmrw'],
    });
  });

  it('gives the same answer on a device in New York or Kiritimati as in Dubai', () => {
    const answers = () => [
      ids(DUBAI_MIDNIGHT - 1),
      ids(DUBAI_MIDNIGHT),
      charterDates(DUBAI_MIDNIGHT + 3_600_000),
    ];
    process.env.TZ = 'Asia/Dubai';
    const inDubai = answers();
    for (const zone of ['America/New_York', 'Pacific/Kiritimati', 'UTC']) {
      process.env.TZ = zone;
      expect(answers(), zone).toEqual(inDubai);
    }
  });

  it('shows each charter’s Dubai times, guests, add-ons and the balance due (total − paid)', () => {
    const paid = { ...noon, money: { paidFils: 100_000, refundedFils: 10_000, lastEntryId: 'r' } };
    const { todays } = charterDays(bookings, [late, early, paid], DUBAI_MIDNIGHT + 60_000);
    expect(todays[1]).toMatchObject({
      yachtId: 'pearl',
      startMinute: 12 * 60,
      endMinute: 15 * 60,
      guests: 7,
      addOns: [{ name: 'Cake', quantity: 1 }],
      totalFils: 300_000,
      depositFils: 90_000,
      paidFils: 90_000,
      balanceFils: 210_000,
    });
    // Nothing recorded: all of it is due.
    expect(charterDays(bookings, enquiries, DUBAI_MIDNIGHT + 60_000).todays[1]?.balanceFils).toBe(300_000);
    expect(todays[1].enquiry?.id).toBe('noon');
  });

  it('an evening charter ending at midnight ends at minute 1440 of its day', () => {
    const { todays } = charterDays(bookings, enquiries, DUBAI_MIDNIGHT - 1);
    expect(todays[0]).toMatchObject({ startMinute: 22 * 60, endMinute: 24 * 60 });
  });

  it('leaves blocks out and shows a booking whose enquiry cannot be read without a client or balance', () => {
    const { todays } = charterDays(bookings, [late], DUBAI_MIDNIGHT);
    expect(todays.map((charter) => charter.booking.id)).toEqual(['b-early', 'b-noon']);
    expect(todays[0]).toMatchObject({ enquiry: null, guests: null, addOns: [], balanceFils: null });
  });

  it('an empty day is an empty list', () => {
    expect(charterDays([], [], DUBAI_MIDNIGHT)).toEqual({
      today: '2030-05-11',
      tomorrow: '2030-05-12',
      todays: [],
      tomorrows: [],
    });
  });
});
