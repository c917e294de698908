/**
 * Reads a price-and-availability question ("3 hours on Friday for 20 guests?", "3 часа в пятницу на 20 гостей?",
 * "3 ساعات يوم الجمعة لـ 20 ضيفًا؟") into what the booking engine needs: a Dubai date, hours and guests. Dates are
 * always Dubai dates, whatever the device's time zone.
 */
import { addDays, dubaiToday, isDubaiDate, weekdayOf, type DubaiDate } from '../../domain/booking';

export interface BookingQuestion {
  /** The Dubai date asked about; null when none was named. */
  date: DubaiDate | null;
  hours: number | null;
  guests: number | null;
}

/** Each weekday (Sunday first) and each month as English, Russian and Arabic write them. */
const WEEKDAYS = [
  'sunday|sun|воскресень[еяю]|الأحد|الاحد',
  'monday|mon|понедельник\\p{L}*|الاثنين|الإثنين',
  'tuesday|tue|вторник\\p{L}*|الثلاثاء',
  'wednesday|wed|сред[аыу]|الأربعاء|الاربعاء',
  'thursday|thu|четверг\\p{L}*|الخميس',
  'friday|fri|пятниц[аыу]|الجمعة',
  'saturday|sat|суббот[аыу]|السبت',
];
const MONTHS = [
  'jan[a-z]*|январ[ьяе]|يناير',
  'feb[a-z]*|феврал[ьяе]|فبراير',
  'mar[a-z]*|март[ае]?|مارس',
  'apr[a-z]*|апрел[ьяе]|أبريل|ابريل',
  'may|ма[йяе]|مايو',
  'jun[a-z]*|июн[ьяе]|يونيو',
  'jul[a-z]*|июл[ьяе]|يوليو',
  'aug[a-z]*|август[ае]?|أغسطس|اغسطس',
  'sep[a-z]*|сентябр[ьяе]|سبتمبر',
  'oct[a-z]*|октябр[ьяе]|أكتوبر|اكتوبر',
  'nov[a-z]*|ноябр[ьяе]|نوفمبر',
  'dec[a-z]*|декабр[ьяе]|ديسمبر',
];

/** A word or words of `alternatives`, not inside a longer word (Arabic ones carry their prepositions). */
const word = (alternatives: string) => `(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`;

const TODAY = new RegExp(word('today|tonight|this evening|сегодня|اليوم|الليلة'), 'u');
const TOMORROW = new RegExp(word('tomorrow|tmrw|завтра|غدا|غدًا|غداً|الغد|بكرة'), 'u');
const NEXT_WEEK = /\bnext\s+\w+day\b|следующ|القادم|المقبل/;

/** Words that make a question about price or availability (with a date or hours, it is a booking question). */
const BOOKING_INTENT = new RegExp(
  word(
    'price|prices|cost|costs|how much|total|quote|available|availability|free|book|booking|reserve|rent|hire|charter|' +
      'цен\\p{L}*|стоим\\p{L}*|сколько|свобод\\p{L}*|доступ\\p{L}*|заброн\\p{L}*|бронир\\p{L}*|аренд\\p{L}*|снять|' +
      'ال?سعر|بكم|كم يكلف|تكلفة|متاح|متاحة|متوفر|ال?حجز|احجز|أحجز|استئجار',
  ),
  'u',
);
const OPENING = /\b(open|opening|close|closing)\b|открыт|работаете|ساعات العمل|مفتوح|تفتح/;

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

/** The month (1–12) named in `match`'s group `name`. */
const monthOf = (name: string) =>
  MONTHS.findIndex((month) => new RegExp(`^(?:${month})$`, 'u').test(name)) + 1;

function dateIn(q: string, now: number): DubaiDate | null {
  const today = dubaiToday(now);
  if (TODAY.test(q)) return today;
  if (TOMORROW.test(q)) return addDays(today, 1);
  const iso = /\b(\d{4}-\d{2}-\d{2})\b/.exec(q);
  if (iso && isDubaiDate(iso[1])) return iso[1];
  const months = MONTHS.join('|');
  const dayMonth = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${word(`(${months})`)}`, 'u').exec(
    q,
  );
  if (dayMonth) return nextDayOfYear(today, monthOf(dayMonth[2]), Number(dayMonth[1]));
  const monthDay = new RegExp(`${word(`(${months})`)}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`, 'u').exec(q);
  if (monthDay) return nextDayOfYear(today, monthOf(monthDay[1]), Number(monthDay[2]));
  const slashed = /\b(\d{1,2})\/(\d{1,2})\b/.exec(q);
  if (slashed) return nextDayOfYear(today, Number(slashed[2]), Number(slashed[1]));
  const weekday = WEEKDAYS.findIndex((names) => new RegExp(word(names), 'u').test(q));
  if (weekday >= 0) {
    const ahead = (weekday - weekdayOf(today) + 7) % 7;
    const next = NEXT_WEEK.test(q) && ahead === 0 ? 7 : ahead;
    return addDays(today, next);
  }
  return null;
}

function hoursIn(q: string): number | null {
  const match =
    /(?<![\p{L}\p{N}])(\d{1,2})\s*(?:-\s*)?(?:hours?|hrs?|h|час(?:а|ов)?|ч|ساعات|ساعة)(?![\p{L}\p{N}])/u.exec(
      q,
    );
  if (match) return Number(match[1]);
  return /ساعتين|ساعتان/.test(q) ? 2 : null;
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
  if (OPENING.test(q)) return null;
  const hours = hoursIn(q);
  const date = dateIn(q, now);
  if (hours === null && !(date !== null && BOOKING_INTENT.test(q))) return null;
  return { date, hours, guests: guestCount(q) };
}
