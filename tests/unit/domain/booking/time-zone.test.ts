/**
 * The engine gives the same answers whatever the device's time zone: it uses the fixed Dubai offset and UTC
 * arithmetic, and `Intl` always with `timeZone: 'Asia/Dubai'`. Proved twice: the source uses no local-time `Date`
 * API, and the same questions get the same answers after switching the process's zone (which Node applies at once).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bookingWhatsappText,
  checkSelection,
  dubaiToday,
  offeredStartMinutes,
  quote,
  sunsetMinute,
  toDubaiDateTime,
  weekdayOf,
} from '../../../../src/domain/booking';
import {
  formatDubaiDate,
  formatDubaiDateTime,
  formatDubaiTime,
  pageLanguage,
} from '../../../../src/i18n/page-language';
import { site } from '../../../../src/config/site';
import { addOns, pricing, settings } from './booking.fixtures';
import { at, FRIDAY } from './dates.fixtures';

const source = join(__dirname, '../../../../src/domain/booking');
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

describe('the booking engine and time zones', () => {
  it('uses no local-time Date API and formats dates only in Dubai time', () => {
    const localTime =
      /\.(get|set)(FullYear|Month|Date|Day|Hours|Minutes|Seconds|Milliseconds)\(|getTimezoneOffset|toLocale\w*String|new Date\([^()]*,/;
    for (const file of readdirSync(source)) {
      const text = withoutComments(readFileSync(join(source, file), 'utf8'));
      expect(text, file).not.toMatch(localTime);
      expect(text, file).not.toMatch(/Intl\.DateTimeFormat/);
    }
    // The domain's formats (src/domain/formats.ts) write charter dates and times in Dubai time; the one other
    // date format is the device's own clock, for the offers' start and end times.
    const formats = withoutComments(readFileSync(join(source, '../formats.ts'), 'utf8'));
    expect(formats.match(/new Intl\.DateTimeFormat\(/g)).toHaveLength(2);
    expect(formats).toMatch(
      /new Intl\.DateTimeFormat\(locales\.dates, \{ \.\.\.options, timeZone: DUBAI_TIME_ZONE \}\)/,
    );
    expect(formats).toMatch(
      /localDateTime\(iso\)[\s\S]*new Intl\.DateTimeFormat\(locales\.dates, \{ dateStyle/,
    );
  });

  const originalZone = process.env.TZ;
  afterEach(() => {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });

  /** Friday 02:00 in Dubai is Thursday 22:00 UTC, Thursday 15:00 in Los Angeles and Friday 12:00 in Kiritimati. */
  const fridayEarly = at(FRIDAY, '02:00');

  const answers = () => {
    const now = at('2025-03-12', '23:30');
    const selection = {
      yachtId: 'pearl',
      date: FRIDAY,
      startMinute: 17 * 60,
      hours: 3,
      guests: 10,
      addOnIds: ['cake'],
    };
    const busy = [{ yachtId: 'pearl', start: '2025-03-14T06:00:00Z', end: '2025-03-14T09:00:00Z' }];
    return {
      local: toDubaiDateTime(fridayEarly),
      weekday: weekdayOf(FRIDAY),
      today: dubaiToday(now),
      time: formatDubaiTime(17 * 60 + 30),
      date: formatDubaiDate(FRIDAY),
      dateTime: formatDubaiDateTime(fridayEarly),
      starts: offeredStartMinutes({ ...selection, busy, settings, now }).map((minute) =>
        formatDubaiTime(minute),
      ),
      total: quote(selection, pricing, settings, addOns).totalFils,
      sunset: sunsetMinute(FRIDAY),
      problems: checkSelection(
        { ...selection, hours: 2 },
        { yacht: { capacity: 12 }, pricing, settings, addOns, busy, now, language: pageLanguage() },
      ),
      text: bookingWhatsappText(
        {
          brand: site.name,
          reference: 'MLY-7K2Q9P',
          yachtName: 'Ocean Pearl',
          date: FRIDAY,
          startMinute: 17 * 60,
          hours: 3,
          guests: 10,
          addOnNames: [],
          totalFils: 540_000,
          vatMode: 'included',
        },
        pageLanguage(),
      ),
    };
  };

  it.each([
    ['UTC', 0, 4],
    ['America/Los_Angeles', 420, 4],
    ['Pacific/Kiritimati', -840, 5],
    ['Asia/Kathmandu', -345, 5],
  ])('gives the Dubai answers with the device in %s', (zone, offset, localWeekday) => {
    process.env.TZ = zone;
    // The switch took effect: local time in this process is now the zone's.
    expect(new Date(fridayEarly).getTimezoneOffset()).toBe(offset);
    expect(new Date(fridayEarly).getDay()).toBe(localWeekday);

    const result = answers();
    expect(result.local).toEqual({ date: FRIDAY, minute: 120 });
    expect(result.weekday).toBe(5);
    expect(result.today).toBe('2025-03-12');
    expect(result.time).toBe('17:30');
    expect(result.date).toMatch(/^Friday,? 14 March 2025$/);
    expect(result.dateTime).toBe('14 Mar 2025, 02:00');
    // Busy 10:00–13:00 in Dubai with an hour's turnaround: the first 3-hour charter starts at 14:00.
    expect(result.starts.slice(0, 2)).toEqual(['14:00', '14:30']);
    expect(result.starts.at(-1)).toBe('21:00');
    expect(result.total).toBe(3 * 180_000 + 35_000);
    expect(result.sunset).toBe(18 * 60 + 28);
    expect(result.problems).toEqual({ hours: 'On Fridays the minimum is 3 hours.' });
    expect(result.text).toContain('Start: 17:00 (Dubai time), 3 hours, until 20:00');
  });
});
