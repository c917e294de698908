import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FeedParseError,
  MAX_FEED_BYTES,
  MAX_FEED_INTERVALS,
  parseFeed,
  type FeedInterval,
} from '../../../../src/domain/calendar-import';
import { largeFeed } from '../../../../fixtures/feeds/large-feed';

const feed = (name: string) => readFileSync(`fixtures/feeds/${name}.ics`, 'utf8');
/** A year from 1 June 2026 (UTC), the horizon the fixtures sit in. */
const YEAR = { from: '2026-06-01T00:00:00Z', to: '2027-06-01T00:00:00Z' };
const spans = (intervals: FeedInterval[]) => intervals.map(({ start, end }) => [start, end]);

function failure(text: string): FeedParseError {
  try {
    parseFeed(text, YEAR);
  } catch (error) {
    if (error instanceof FeedParseError) return error;
    throw error;
  }
  throw new Error('parseFeed read it');
}

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...lines, 'END:VCALENDAR'].join('\r\n');

describe('parseFeed: a marketplace export with VTIMEZONEs', () => {
  const intervals = parseFeed(feed('marketplace-paris'), YEAR);

  it('converts each event through its own VTIMEZONE, summer and winter time alike', () => {
    const byUid = new Map(intervals.map((interval) => [interval.uid, interval]));
    // 10:00–14:00 in Paris in July is UTC+2; 18:00–22:00 in December is UTC+1.
    expect(byUid.get('booking-88213-0@boat-marketplace.example')).toMatchObject({
      start: '2026-07-10T08:00:00.000Z',
      end: '2026-07-10T12:00:00.000Z',
      allDay: false,
    });
    expect(byUid.get('booking-90477-0@boat-marketplace.example')).toMatchObject({
      start: '2026-12-05T17:00:00.000Z',
      end: '2026-12-05T21:00:00.000Z',
    });
    // 09:00 Dubai for six hours (DURATION instead of DTEND).
    expect(byUid.get('booking-90502-0@boat-marketplace.example')).toMatchObject({
      start: '2026-08-01T05:00:00.000Z',
      end: '2026-08-01T11:00:00.000Z',
      summary: 'حجز ٩٠٥٠٢ - رحلة عائلية',
    });
    expect(byUid.get('owner-hold-17@boat-marketplace.example')?.start).toBe('2026-09-15T06:00:00.000Z');
  });

  it('keeps the summary unescaped, sorts by start, and gives single events no recurrence id', () => {
    expect(intervals.map((interval) => interval.start)).toEqual(
      [...intervals.map((interval) => interval.start)].sort(),
    );
    expect(intervals[0].summary).toBe('Booking 88213 - Half day, 8 guests (Jean D.)');
    expect(intervals.every((interval) => !('recurrenceId' in interval))).toBe(true);
  });

  it('leaves out what ends before the window or starts at its end', () => {
    expect(
      parseFeed(feed('marketplace-paris'), { from: '2026-07-10T12:00:00Z', to: '2026-09-15T06:00:00Z' }),
    ).toHaveLength(1);
  });
});

describe('parseFeed: a Google Calendar export with a weekly RRULE', () => {
  const intervals = parseFeed(feed('google-weekly'), {
    from: '2026-06-01T00:00:00Z',
    to: '2026-08-01T00:00:00Z',
  });
  const weekly = intervals.filter((interval) => interval.uid.startsWith('4q1v'));

  it('expands the Fridays, leaves out the EXDATE and the cancelled instance, and moves the overridden one', () => {
    expect(spans(weekly)).toEqual([
      ['2026-06-05T12:00:00.000Z', '2026-06-05T15:00:00.000Z'],
      ['2026-06-12T12:00:00.000Z', '2026-06-12T15:00:00.000Z'],
      // 19 June: EXDATE. 26 June moved to Saturday 27th 17:00–20:00. 3 July: cancelled.
      ['2026-06-27T13:00:00.000Z', '2026-06-27T16:00:00.000Z'],
      ['2026-07-10T12:00:00.000Z', '2026-07-10T15:00:00.000Z'],
      ['2026-07-17T12:00:00.000Z', '2026-07-17T15:00:00.000Z'],
      ['2026-07-24T12:00:00.000Z', '2026-07-24T15:00:00.000Z'],
      ['2026-07-31T12:00:00.000Z', '2026-07-31T15:00:00.000Z'],
    ]);
  });

  it('names each instance by the slot it fills, the moved one too', () => {
    expect(weekly.map((interval) => interval.recurrenceId)).toContain('2026-06-26T12:00:00.000Z');
    const moved = weekly.find((interval) => interval.recurrenceId === '2026-06-26T12:00:00.000Z');
    expect(moved?.summary).toBe('Friday sunset cruise (regulars) - moved to Saturday');
  });

  it('expands over the whole horizon: a year of Fridays, less the two left out', () => {
    const year = parseFeed(feed('google-weekly'), YEAR).filter((interval) => interval.uid.startsWith('4q1v'));
    // Fridays from 5 June 2026 to 28 May 2027: 52.
    expect(year).toHaveLength(50);
    expect(year.at(-1)?.start).toBe('2027-05-28T12:00:00.000Z');
  });

  it('finds an override whose slot is after the window but which moved into it', () => {
    const text = feed('google-weekly').replace(
      'RECURRENCE-ID;TZID=Asia/Dubai:20260626T160000',
      'RECURRENCE-ID;TZID=Asia/Dubai:20260807T160000',
    );
    const inJune = parseFeed(text, { from: '2026-06-20T00:00:00Z', to: '2026-06-30T00:00:00Z' });
    expect(inJune.map((interval) => [interval.start, interval.recurrenceId])).toEqual([
      ['2026-06-26T12:00:00.000Z', '2026-06-26T12:00:00.000Z'],
      ['2026-06-27T13:00:00.000Z', '2026-08-07T12:00:00.000Z'],
    ]);
  });

  it("blocks an all-day event marked free (TRANSP:TRANSPARENT, Google's default) as the Dubai days it covers", () => {
    expect(intervals.find((interval) => interval.allDay)).toMatchObject({
      summary: 'Engine service (crew off)',
      start: '2026-06-13T20:00:00.000Z',
      end: '2026-06-15T20:00:00.000Z',
    });
  });
});

describe('parseFeed: all-day events', () => {
  const intervals = parseFeed(feed('all-day'), YEAR);

  it('spans Dubai midnight of the first day to Dubai midnight after the last (DTEND is exclusive)', () => {
    expect(intervals[0]).toMatchObject({
      summary: 'Reserved',
      allDay: true,
      start: '2026-07-09T20:00:00.000Z',
      end: '2026-07-12T20:00:00.000Z',
    });
  });

  it('reads a date with no DTEND as that one day, and repeats a yearly one', () => {
    expect(intervals.find((interval) => interval.uid.startsWith('single-day'))).toMatchObject({
      start: '2026-08-19T20:00:00.000Z',
      end: '2026-08-20T20:00:00.000Z',
    });
    const twoYears = parseFeed(feed('all-day'), { from: '2026-06-01T00:00:00Z', to: '2028-06-01T00:00:00Z' });
    expect(
      twoYears
        .filter((interval) => interval.uid.startsWith('national-day'))
        .map((interval) => interval.start),
    ).toEqual(['2026-12-01T20:00:00.000Z', '2027-12-01T20:00:00.000Z']);
  });
});

describe('parseFeed: cancelled events', () => {
  it('drops a cancelled event and a cancelled series with its overrides', () => {
    expect(parseFeed(feed('cancelled'), YEAR).map((interval) => interval.uid)).toEqual([
      'cd-5534@charter-desk.example',
    ]);
  });
});

describe('parseFeed: times the file does not place', () => {
  it('reads a TZID without VTIMEZONE through Intl, and a floating time as Dubai time', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:paris-no-vtimezone',
      'DTSTART;TZID=Europe/Paris:20260710T100000',
      'DTEND;TZID=Europe/Paris:20260710T120000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:floating',
      'DTSTART:20260711T100000',
      'DTEND:20260711T120000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:windows-name',
      'DTSTART;TZID=Arabian Standard Time:20260712T100000',
      'DTEND;TZID=Arabian Standard Time:20260712T120000',
      'END:VEVENT',
    );
    expect(spans(parseFeed(text, YEAR))).toEqual([
      ['2026-07-10T08:00:00.000Z', '2026-07-10T10:00:00.000Z'],
      ['2026-07-11T06:00:00.000Z', '2026-07-11T08:00:00.000Z'],
      ['2026-07-12T06:00:00.000Z', '2026-07-12T08:00:00.000Z'],
    ]);
  });

  it('expands a weekly rule of a zone without VTIMEZONE across its daylight-saving change', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:weekly-paris',
      'DTSTART;TZID=Europe/Paris:20261018T100000',
      'DTEND;TZID=Europe/Paris:20261018T110000',
      'RRULE:FREQ=WEEKLY;COUNT=2',
      'END:VEVENT',
    );
    // Clocks in Paris go back on 25 October 2026.
    expect(parseFeed(text, YEAR).map((interval) => interval.start)).toEqual([
      '2026-10-18T08:00:00.000Z',
      '2026-10-25T09:00:00.000Z',
    ]);
  });

  it('ignores an event with no length, and fails on one that ends before it starts', () => {
    const event = (end: string) =>
      calendar('BEGIN:VEVENT', 'UID:x', 'DTSTART:20260710T100000Z', `DTEND:${end}`, 'END:VEVENT');
    expect(parseFeed(event('20260710T100000Z'), YEAR)).toEqual([]);
    expect(failure(event('20260710T090000Z')).code).toBe('malformed');
  });
});

describe('parseFeed: what it refuses', () => {
  it('a malformed file', () => {
    const error = failure(feed('malformed'));
    expect(error.code).toBe('malformed');
    expect(error.message).toMatch(/cannot be read/);
  });

  it('an HTML page, an empty answer and a truncated calendar', () => {
    expect(failure('<!doctype html><title>Not found</title>').code).toBe('not-a-calendar');
    expect(failure('').code).toBe('not-a-calendar');
    expect(failure(feed('google-weekly').slice(0, 900)).code).toBe('malformed');
  });

  it('an event whose date is no date', () => {
    const text = calendar('BEGIN:VEVENT', 'UID:x', 'DTSTART:next Tuesday at ten', 'END:VEVENT');
    expect(failure(text).code).toBe('malformed');
  });

  it('a text over 2 MB', () => {
    const padding = `X-PADDING:${'a'.repeat(70)}\r\n`.repeat(Math.ceil(MAX_FEED_BYTES / 80) + 1);
    expect(failure(calendar(padding)).code).toBe('too-large');
  });

  it('more intervals than the bound, and a rule that repeats every second', () => {
    const daily = calendar(
      'BEGIN:VEVENT',
      'UID:daily',
      'DTSTART:20260601T100000Z',
      'DTEND:20260601T100100Z',
      'RRULE:FREQ=HOURLY',
      'END:VEVENT',
    );
    expect(failure(daily).code).toBe('too-many-events');
    expect(MAX_FEED_INTERVALS).toBe(5_000);
    const secondly = calendar(
      'BEGIN:VEVENT',
      'UID:secondly',
      'DTSTART:20200101T000000Z',
      'DTEND:20200101T000001Z',
      'RRULE:FREQ=SECONDLY',
      'END:VEVENT',
    );
    expect(failure(secondly).code).toBe('too-many-events');
  });
});

describe('parseFeed: a large feed', () => {
  it('reads 500 events of a marketplace in well under a second', () => {
    const started = performance.now();
    const intervals = parseFeed(largeFeed({ events: 500, firstDay: '2026-06-01' }), {
      from: '2026-06-01T00:00:00Z',
      to: '2028-06-01T00:00:00Z',
    });
    expect(intervals).toHaveLength(500);
    expect(intervals[0]).toMatchObject({
      start: '2026-06-01T05:00:00.000Z',
      end: '2026-06-01T08:00:00.000Z',
    });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
