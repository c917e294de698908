import { describe, expect, it } from 'vitest';
import { actionQueue, BALANCE_WINDOW_MS, queueLength } from '../../../../src/domain/dashboard/queue';
import type { Booking } from '../../../../src/domain/booking/bookings';
import { booking, enquiry, quoteOf } from './dashboard.fixtures';

const NOW = Date.parse('2030-05-11T06:00:00.000Z'); // 10:00 in Dubai
const HOUR = 3_600_000;
const dubai = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00+04:00`)).toISOString();
const base = { bookings: [], bookedEnquiries: [], turnaroundMinutes: 60, balanceDueHours: 48, now: NOW };

describe('the action queue', () => {
  it('lists new enquiries oldest first with their age, and quotes waiting for an answer', () => {
    const queue = actionQueue({
      ...base,
      enquiries: [
        enquiry('n2', 'new', new Date(NOW - 3 * HOUR).toISOString()),
        enquiry('n1', 'new', new Date(NOW - 50 * HOUR).toISOString()),
        enquiry('n1', 'new', new Date(NOW - 50 * HOUR).toISOString()),
        enquiry('c', 'contacted', new Date(NOW - 90 * HOUR).toISOString()),
        enquiry('q', 'quoted', new Date(NOW - 5 * HOUR).toISOString()),
        enquiry('l', 'lost', new Date(NOW - 5 * HOUR).toISOString()),
      ],
    });
    expect(queue.newEnquiries.map(({ enquiry: e, ageMs }) => [e.id, ageMs / HOUR])).toEqual([
      ['n1', 50],
      ['n2', 3],
    ]);
    expect(queue.quotes.map(({ enquiry: e }) => e.id)).toEqual(['q']);
    expect(queueLength(queue)).toBe(3);
  });

  it('an empty pipeline is an empty queue', () => {
    const queue = actionQueue({ ...base, enquiries: [] });
    expect(queue).toEqual({ doubleBookings: [], newEnquiries: [], quotes: [], balances: [], slotsTaken: [] });
    expect(queueLength(queue)).toBe(0);
  });

  describe('balances due', () => {
    const at = (
      id: string,
      startsInMs: number,
      over: { paidFils?: number; status?: 'confirmed' | 'completed' | 'lost' } = {},
    ) => {
      const start = new Date(NOW + startsInMs);
      const date = new Date(start.getTime() + 4 * HOUR).toISOString().slice(0, 10);
      const e = {
        ...enquiry(
          id,
          over.status ?? 'confirmed',
          '2030-05-01T00:00:00.000Z',
          quoteOf('pearl', date, 600, 2),
        ),
        bookingId: `b-${id}`,
        ...(over.paidFils === undefined
          ? {}
          : { money: { paidFils: over.paidFils, refundedFils: 0, lastEntryId: 'x' } }),
      };
      const b = booking(
        `b-${id}`,
        'pearl',
        start.toISOString(),
        new Date(start.getTime() + 2 * HOUR).toISOString(),
        id,
      );
      return { e, b };
    };

    it('raises balances due within 48 hours (the edge included) and overdue ones, the total less what is paid, by due time', () => {
      // Due 48 hours before departure: due in 48 hours means sailing in 96.
      const items = [
        at('edge', 2 * BALANCE_WINDOW_MS, { paidFils: 50_000 }),
        at('past-edge', 2 * BALANCE_WINDOW_MS + 1),
        at('due-soon', BALANCE_WINDOW_MS + 2 * HOUR),
        at('overdue', 10 * HOUR),
        at('sailed', -30 * HOUR),
        at('completed', -50 * HOUR, { status: 'completed', paidFils: 150_000 }),
        at('paid', 3 * HOUR, { paidFils: 200_000 }),
        at('lost', 3 * HOUR, { status: 'lost' }),
      ];
      const queue = actionQueue({
        ...base,
        enquiries: [],
        bookings: items.map(({ b }) => b),
        bookedEnquiries: items.map(({ e }) => e),
      });
      expect(
        queue.balances.map(({ enquiry: e, balanceFils, state, dueAt }) => [
          e.id,
          balanceFils,
          state,
          (dueAt - NOW) / HOUR,
        ]),
      ).toEqual([
        ['completed', 50_000, 'overdue', -98],
        ['sailed', 200_000, 'overdue', -78],
        ['overdue', 200_000, 'overdue', -38],
        ['due-soon', 200_000, 'due-soon', 2],
        ['edge', 150_000, 'due-soon', 48],
      ]);
    });

    it('follows the settings’ due time', () => {
      const { e, b } = at('week', 8 * 24 * HOUR);
      const balances = (balanceDueHours: number) =>
        actionQueue({ ...base, balanceDueHours, enquiries: [], bookings: [b], bookedEnquiries: [e] })
          .balances;
      expect(balances(48)).toEqual([]);
      expect(balances(168).map((item) => item.state)).toEqual(['due-soon']);
    });

    it('skips a booking whose enquiry is unknown, and blocks', () => {
      const { b } = at('lost-enquiry', HOUR);
      const block = booking(
        'block',
        'pearl',
        new Date(NOW + HOUR).toISOString(),
        new Date(NOW + 3 * HOUR).toISOString(),
      );
      expect(actionQueue({ ...base, enquiries: [], bookings: [b, block] }).balances).toEqual([]);
    });
  });

  describe('requests for a slot booked since', () => {
    const request = (
      id: string,
      status: 'new' | 'contacted' | 'quoted' | 'lost',
      date: string,
      start: number,
      hours = 2,
    ) => enquiry(id, status, '2030-05-01T00:00:00.000Z', quoteOf('pearl', date, start, hours));
    // Booked 14:00–17:00 Dubai on the 12th; the turnaround is an hour.
    const taken = booking(
      'b-other',
      'pearl',
      dubai('2030-05-12', '14:00'),
      dubai('2030-05-12', '17:00'),
      'other',
    );
    const block = booking('blk', 'sea', dubai('2030-05-12', '08:00'), dubai('2030-05-12', '12:00'));

    it('flags open requests, soonest slot first, whose slot ± the turnaround overlaps a booking or block of the yacht', () => {
      const queue = actionQueue({
        ...base,
        bookings: [taken, block],
        enquiries: [
          request('overlap', 'new', '2030-05-12', 15 * 60),
          request('in-turnaround', 'contacted', '2030-05-12', 17 * 60 + 59),
          request('after-turnaround', 'quoted', '2030-05-12', 18 * 60),
          request('before', 'quoted', '2030-05-12', 11 * 60, 2),
          request('closed', 'lost', '2030-05-12', 15 * 60),
          {
            ...request('other-yacht', 'new', '2030-05-12', 9 * 60),
            quote: quoteOf('sea', '2030-05-12', 9 * 60, 2),
          },
          enquiry('callback', 'new', '2030-05-01T00:00:00.000Z'),
        ],
      });
      expect(queue.slotsTaken.map(({ enquiry: e, clash }) => [e.id, clash.id])).toEqual([
        ['other-yacht', 'blk'],
        ['overlap', 'b-other'],
        ['in-turnaround', 'b-other'],
      ]);
    });

    it('ignores a slot already over, and the request’s own booking', () => {
      const past = booking(
        'b-past',
        'pearl',
        dubai('2030-05-10', '14:00'),
        dubai('2030-05-10', '17:00'),
        'x',
      );
      const own = booking(
        'b-own',
        'pearl',
        dubai('2030-05-12', '14:00'),
        dubai('2030-05-12', '17:00'),
        'own',
      );
      const queue = actionQueue({
        ...base,
        bookings: [past, own],
        enquiries: [
          request('old', 'quoted', '2030-05-10', 15 * 60),
          request('own', 'quoted', '2030-05-12', 14 * 60),
        ],
      });
      expect(queue.slotsTaken).toEqual([]);
    });
  });

  describe('double bookings', () => {
    const imported = (
      id: string,
      yachtId: string,
      start: string,
      end: string,
      label = 'GetMyBoat',
    ): Booking => ({
      ...booking(id, yachtId, start, end),
      blockKind: 'imported',
      reason: `Sold on ${label}`,
      summary: `Renter of ${id}`,
      source: { feedId: 'feed', uid: id, recurrenceId: null },
    });
    const charter = booking(
      'b-1',
      'pearl',
      dubai('2030-05-12', '14:00'),
      dubai('2030-05-12', '17:00'),
      'e-1',
    );
    const confirmed = { ...enquiry('e-1', 'confirmed', '2030-05-01T08:00:00.000Z'), reference: 'MY-E1' };

    it('raises a charter here that a slot sold elsewhere overlaps, first, naming both sides once per charter', () => {
      const queue = actionQueue({
        ...base,
        enquiries: [],
        bookedEnquiries: [confirmed],
        upcoming: [
          charter,
          imported('i-late', 'pearl', dubai('2030-05-12', '16:00'), dubai('2030-05-12', '18:00'), 'SamBoat'),
          imported('i-early', 'pearl', dubai('2030-05-12', '12:00'), dubai('2030-05-12', '15:00')),
          // Touching at 17:00 (end exclusive), another yacht, and a maintenance block: no clash.
          imported('i-after', 'pearl', dubai('2030-05-12', '17:00'), dubai('2030-05-12', '19:00')),
          imported('i-other', 'coral', dubai('2030-05-12', '14:00'), dubai('2030-05-12', '17:00')),
          booking('m-1', 'pearl', dubai('2030-05-12', '15:00'), dubai('2030-05-12', '16:00')),
        ],
      });
      expect(queue.doubleBookings).toEqual([
        {
          enquiry: confirmed,
          charter,
          blocks: [expect.objectContaining({ id: 'i-early' }), expect.objectContaining({ id: 'i-late' })],
          startsAt: Date.parse(dubai('2030-05-12', '14:00')),
        },
      ]);
      expect(queueLength(queue)).toBe(1);
    });

    it('leaves out an overlap already over', () => {
      const past = booking('b-0', 'pearl', dubai('2030-05-10', '14:00'), dubai('2030-05-10', '17:00'), 'e-1');
      const queue = actionQueue({
        ...base,
        enquiries: [],
        bookedEnquiries: [confirmed],
        upcoming: [
          past,
          imported('i-0', 'pearl', dubai('2030-05-10', '15:00'), dubai('2030-05-10', '16:00')),
        ],
      });
      expect(queue.doubleBookings).toEqual([]);
    });
  });
});
