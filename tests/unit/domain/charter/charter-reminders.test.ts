import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dubaiInstant } from '../../../../src/domain/booking/dubai-time';
import {
  incompleteGuestLists,
  reminderDue,
  remindersDue,
} from '../../../../src/domain/charter/charter-reminders';

const HOUR = 3_600_000;

// Friday 6 May 2030, 10:00 in Dubai, with the device in New York.
const deviceZone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'America/New_York';
  vi.useFakeTimers();
  vi.setSystemTime(dubaiInstant('2030-05-06', 10 * 60));
});
afterEach(() => {
  vi.useRealTimers();
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

describe('the reminders due', () => {
  it('offers the day-before reminder from 24 hours until 2 hours before, then the 2-hour one until departure', () => {
    const now = Date.now();
    expect(reminderDue(now + 24 * HOUR + 1, now)).toBeNull();
    expect(reminderDue(now + 24 * HOUR, now)).toBe('24h');
    expect(reminderDue(now + 2 * HOUR + 1, now)).toBe('24h');
    expect(reminderDue(now + 2 * HOUR, now)).toBe('2h');
    expect(reminderDue(now + 1, now)).toBe('2h');
    expect(reminderDue(now, now)).toBeNull();
    expect(reminderDue(now - HOUR, now)).toBeNull();
  });

  it('lists the charters due, soonest first, with which reminder', () => {
    const now = Date.now();
    const charters = [
      { id: 'tomorrow-9', start: dubaiInstant('2030-05-07', 9 * 60), added: 0, booked: 6 },
      { id: 'tonight', start: dubaiInstant('2030-05-06', 11 * 60 + 30), added: 6, booked: 6 },
      { id: 'in-3-days', start: dubaiInstant('2030-05-09', 10 * 60), added: 0, booked: 6 },
      { id: 'sailed', start: dubaiInstant('2030-05-06', 8 * 60), added: 0, booked: 6 },
    ];
    expect(remindersDue(charters, now).map(({ id, kind }) => [id, kind])).toEqual([
      ['tonight', '2h'],
      ['tomorrow-9', '24h'],
    ]);
  });
});

describe('the incomplete guest lists', () => {
  it('raises the charters departing within 48 hours whose list is not complete, soonest first', () => {
    const now = Date.now();
    const charters = [
      { id: 'edge', start: now + 48 * HOUR, added: 0, booked: 4 },
      { id: 'too-far', start: now + 48 * HOUR + 1, added: 0, booked: 4 },
      { id: 'complete', start: now + 3 * HOUR, added: 4, booked: 4 },
      { id: 'soon', start: now + 3 * HOUR, added: 7, booked: 20 },
      { id: 'sailed', start: now - 1, added: 0, booked: 4 },
    ];
    expect(incompleteGuestLists(charters, now).map(({ id }) => id)).toEqual(['soon', 'edge']);
  });
});
