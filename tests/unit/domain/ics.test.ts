import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chartersCalendar,
  escapeText,
  foldLine,
  type CalendarOptions,
  type CharterEvent,
} from '../../../src/domain/ics';

const options: CalendarOptions = {
  name: 'Marina Luxe Yachts: charters',
  uidHost: 'marinaluxeyachts.ae',
  now: Date.UTC(2031, 2, 1, 8, 30, 15),
  location: 'Dubai Marina Walk, Pier 7',
};

// 10:00–14:00 in Dubai is 06:00–10:00 UTC.
const layla: CharterEvent = {
  id: 'bk1',
  start: '2031-03-04T06:00:00.000Z',
  end: '2031-03-04T10:00:00.000Z',
  yachtName: 'Azure Pearl',
  clientName: 'Layla Haddad',
  reference: 'MLY-7K2Q9P',
  guests: 8,
  phone: '+971501234567',
  addOns: ['DJ × 4', 'Celebration cake'],
  note: 'Birthday; surprise, keep quiet.\nCake at 12:00\\sharp\r\nBring candles',
};

// An Arabic name long enough to be folded, late in the evening (22:00–24:00 Dubai).
const arabic: CharterEvent = {
  id: 'bk2',
  start: '2031-03-05T18:00:00.000Z',
  end: '2031-03-05T20:00:00.000Z',
  yachtName: 'Royal Falcon',
  clientName: 'عبد الرحمن بن محمد آل مكتوم الفلاسي والعائلة الكريمة',
  reference: 'MLY-8M3R4T',
  guests: null,
  phone: '',
  addOns: [],
  note: '',
};

const octets = (line: string) => new TextEncoder().encode(line).length;

/** The file parsed by a real iCalendar parser, its time zone registered from the file's own VTIMEZONE. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)),
  };
}

afterEach(() => ICAL.TimezoneService.reset());

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets as it is and folds the 76th onto a line starting with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('folds Arabic text at 75 octets without splitting a letter', () => {
    const line = `SUMMARY:${'م'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(2);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    // Every part is whole UTF-8 (no replacement character when decoded), and unfolding gives the line back.
    for (const part of folded) expect(part).not.toContain('\uFFFD');
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('keeps a character outside the BMP (an emoji) whole', () => {
    const folded = foldLine(`${'x'.repeat(73)}🎂y`).split('\r\n');
    expect(folded).toEqual(['x'.repeat(73), ' 🎂y']);
  });
});

describe('chartersCalendar', () => {
  const text = chartersCalendar([arabic, layla], options);

  it('writes CRLF lines of at most 75 octets, with the Dubai time zone', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Asia/Dubai');
    expect(lines).toContain('TZOFFSETTO:+0400');
    expect(lines).toContain('DTSTART;TZID=Asia/Dubai:20310304T100000');
    expect(lines).toContain('DTEND;TZID=Asia/Dubai:20310304T140000');
    expect(lines).toContain('DTSTAMP:20310301T083015Z');
    expect(lines).toContain('UID:bk1@marinaluxeyachts.ae');
  });

  it('parses with a real iCalendar parser: events by start, at the right instants, with their texts', () => {
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(events.map((event) => event.uid)).toEqual(['bk1@marinaluxeyachts.ae', 'bk2@marinaluxeyachts.ae']);
    const [first, second] = events;
    expect(first.startDate.zone?.tzid).toBe('Asia/Dubai');
    expect(first.startDate.toJSDate().toISOString()).toBe('2031-03-04T06:00:00.000Z');
    expect(first.endDate.toJSDate().toISOString()).toBe('2031-03-04T10:00:00.000Z');
    expect(first.summary).toBe('Azure Pearl: Layla Haddad');
    expect(first.location).toBe('Dubai Marina Walk, Pier 7');
    expect(first.description).toBe(
      [
        'Reference: MLY-7K2Q9P',
        'Guests: 8',
        'Phone: +971501234567',
        'Add-ons: DJ × 4, Celebration cake',
        'Note:',
        'Birthday; surprise, keep quiet.',
        'Cake at 12:00\\sharp',
        'Bring candles',
      ].join('\n'),
    );
    // A charter ending at midnight in Dubai ends at 20:00 UTC.
    expect(second.endDate.toJSDate().toISOString()).toBe('2031-03-05T20:00:00.000Z');
    expect(second.summary).toBe(`Royal Falcon: ${arabic.clientName}`);
    expect(second.description).toBe(
      'Reference: MLY-8M3R4T\nGuests: not given\nPhone: not given\nAdd-ons: none',
    );
  });

  it('gives the same UIDs and times on every export (only DTSTAMP moves)', () => {
    const later = chartersCalendar([layla, arabic], { ...options, now: options.now + 86_400_000 });
    const withoutStamp = (ics: string) => ics.replace(/DTSTAMP:\d{8}T\d{6}Z/g, '');
    expect(withoutStamp(later)).toBe(withoutStamp(text));
  });

  it('names the reference when the client left no name, and is a valid empty calendar with no charters', () => {
    const { events } = parse(chartersCalendar([{ ...layla, clientName: ' ' }], options));
    expect(events[0].summary).toBe('Azure Pearl: MLY-7K2Q9P');
    expect(parse(chartersCalendar([], options)).events).toEqual([]);
  });
});
