import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { charterIcs, charterIcsFileName, charterIcsSummary } from '../../../../src/domain/charter';

const input = {
  reference: 'MLY-7K2Q9P',
  yachtName: 'Azure Pearl',
  start: Date.parse('2030-06-01T14:00:00Z'),
  end: Date.parse('2030-06-01T17:00:00Z'),
  location: 'Dubai Marina Yacht Club, pontoon C; gate 2\\north',
  url: 'https://marinaluxeyachts.ae/ar/charter/AAAAAAAAAAAAAAAAAAAAAA',
  description: 'رحلتك على اليخت، أرسل أسماء الضيوف\nВаша яхта: список гостей, паспорта',
  uidHost: 'marinaluxeyachts.ae',
  now: Date.parse('2030-05-01T10:00:00Z'),
};

describe('the charter’s calendar file', () => {
  it('is one event in UTC with the reference as its UID, the yacht and reference as its title', () => {
    const text = charterIcs(input);
    expect(text).toContain('\r\nDTSTART:20300601T140000Z\r\n');
    expect(text).toContain('\r\nDTEND:20300601T170000Z\r\n');
    expect(text).toContain('\r\nUID:charter-MLY-7K2Q9P@marinaluxeyachts.ae\r\n');
    expect(text).toContain('\r\nSUMMARY:Azure Pearl · MLY-7K2Q9P\r\n');
    expect(charterIcsSummary(input)).toBe('Azure Pearl · MLY-7K2Q9P');
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes commas, semicolons, backslashes and newlines, and reads back as written', () => {
    const text = charterIcs(input);
    expect(text).toContain('LOCATION:Dubai Marina Yacht Club\\, pontoon C\\; gate 2\\\\north');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent') ?? undefined,
    );
    expect(event.location).toBe(input.location);
    expect(event.description).toBe(input.description);
    expect(event.uid).toBe('charter-MLY-7K2Q9P@marinaluxeyachts.ae');
    expect(event.startDate.toJSDate().getTime()).toBe(input.start);
    expect(event.endDate.toJSDate().getTime()).toBe(input.end);
    expect(event.component.getFirstPropertyValue('url')).toBe(input.url);
  });

  it('ends every line in CRLF and folds it at 75 octets without splitting a letter', () => {
    const text = charterIcs({ ...input, yachtName: 'Яхта «Жемчужина лазурного берега» '.repeat(4) });
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const encoder = new TextEncoder();
    for (const line of text.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(text).toMatch(/\r\n [^\r]/);
    expect(text).not.toContain('\uFFFD');
  });

  it('leaves out the place and notes when there are none, and names the file by the reference', () => {
    const text = charterIcs({ ...input, location: ' ', description: '' });
    expect(text).not.toContain('LOCATION');
    expect(text).not.toContain('DESCRIPTION');
    expect(charterIcsFileName('MLY-7K2Q9P')).toBe('charter-MLY-7K2Q9P.ics');
  });
});
