/**
 * Reads a price-and-availability question ("3 hours on Friday for 20 guests?") into what the booking engine needs:
 * a Dubai date, hours and guests. Dates are always Dubai dates, whatever the device's time zone.
 */
import { addDays, dubaiToday, isDubaiDate, weekdayOf, type DubaiDate } from '../../domain/booking';

export interface BookingQuestion {
  /** The Dubai date asked about; null when none was named. */
  date: DubaiDate | null;
  hours: number | null;
  guests: number | null;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Words that make a question about price or availability (with a date or hours, it is a booking question). */
const BOOKING_INTENT =
  /\b(price|prices|cost|costs|how much|total|quote|available|availability|free|book|booking|reserve|rent|hire|charter)\b/;

const pad = (value: number) => String(value).padStart(2, '0');

/** The next date (today included) with this day and month, in Dubai. */
function nextDayOfYear(today: DubaiDate, month: number, day: number): DubaiDate | null {
  const year = Number(today.slice(0, 4));
  for (const candidate of [year, year + 1]) {
    const date = `${candidate}-${pad(month)}-${pad(day)}`;
    if (isDubaiDate(date) && date >= today) return date;
  }
  return null;
}

function dateIn(q: string, now: number): DubaiDate | null {
  const today = dubaiToday(now);
  if (/\b(today|tonight|this evening)\b/.test(q)) return today;
  if (/\b(tomorrow|tmrw)\b/.test(q)) return addDays(today, 1);
  const iso = /\b(\d{4}-\d{2}-\d{2})\b/.exec(q);
  if (iso && isDubaiDate(iso[1])) return iso[1];
  const monthNames = MONTHS.join('|');
  const dayMonth = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${monthNames})[a-z]*\\b`).exec(q);
  if (dayMonth) return nextDayOfYear(today, MONTHS.indexOf(dayMonth[2]) + 1, Number(dayMonth[1]));
  const monthDay = new RegExp(`\\b(${monthNames})[a-z]*\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`).exec(q);
  if (monthDay) return nextDayOfYear(today, MONTHS.indexOf(monthDay[1]) + 1, Number(monthDay[2]));
  const slashed = /\b(\d{1,2})\/(\d{1,2})\b/.exec(q);
  if (slashed) return nextDayOfYear(today, Number(slashed[2]), Number(slashed[1]));
  const weekday = WEEKDAYS.findIndex((name) => new RegExp(`\\b(${name}|${name.slice(0, 3)})\\b`).test(q));
  if (weekday >= 0) {
    const ahead = (weekday - weekdayOf(today) + 7) % 7;
    const next = /\bnext\s+\w+day\b/.test(q) && ahead === 0 ? 7 : ahead;
    return addDays(today, next);
  }
  return null;
}

function hoursIn(q: string): number | null {
  const match = /\b(\d{1,2})\s*(?:-\s*)?(?:hours?|hrs?|h)\b/.exec(q);
  return match ? Number(match[1]) : null;
}

/**
 * The booking question in `q` (lower case), or null when it is not one: it names hours, or a date together with a
 * price or availability word.
 */
export function readBookingQuestion(
  q: string,
  now: number,
  guestCount: (q: string) => number | null,
): BookingQuestion | null {
  if (/\b(open|opening|close|closing)\b/.test(q)) return null;
  const hours = hoursIn(q);
  const date = dateIn(q, now);
  if (hours === null && !(date !== null && BOOKING_INTENT.test(q))) return null;
  return { date, hours, guests: guestCount(q) };
}
