/**
 * Answers a price-and-availability question with the booking engine: the yachts that fit the group and are free
 * for the hours on that Dubai date, cheapest first, each with its total and a link that opens its booking panel
 * with the selection filled in.
 */
import type { Product } from '../../backend/types';
import {
  addDays,
  allowedHours,
  bookableDateRange,
  dubaiToday,
  isBookableDate,
  minimumHours,
  offeredStartMinutes,
  pricingFor,
  quote,
  selectionToSearchParams,
  type BookingSettings,
  type BusyInterval,
  type DubaiDate,
} from '../../domain/booking';
import { formatAed, formatDubaiDate } from '../../i18n/format';
import { paths } from '../../config/paths';
import { fitList, link, text } from './answer-helpers';
import type { BookingQuestion } from './booking-question';
import type { ReplyPart } from './types';

/** What the engine needs beyond the catalogue, read when a booking question is asked. */
export interface BookingFacts {
  settings: BookingSettings;
  /** Busy intervals of every yacht on the date asked about. */
  busy: readonly BusyInterval[];
}

interface Option {
  product: Product;
  hours: number;
  totalFils: number;
}

const shortDate = (date: DubaiDate) =>
  formatDubaiDate(date, { weekday: 'short', day: 'numeric', month: 'short' });

/** The link that opens a yacht's booking panel with the date, hours and guests chosen. */
export function prefilledYachtLink(yachtId: string, date: DubaiDate, hours: number, guests: number | null) {
  const params = selectionToSearchParams({ date, hours, ...(guests ? { guests } : {}) });
  return `${paths.yacht(yachtId)}?${params.toString()}`;
}

function optionFor(
  product: Product,
  question: BookingQuestion,
  date: DubaiDate,
  facts: BookingFacts,
  now: number,
): Option | null {
  const pricing = pricingFor(product);
  const allowed = allowedHours(date, pricing, facts.settings);
  const hours = Math.max(question.hours ?? 0, minimumHours(date, pricing, facts.settings));
  if (!allowed.includes(hours)) return null;
  const starts = offeredStartMinutes({
    yachtId: product.id,
    date,
    hours,
    busy: facts.busy,
    settings: facts.settings,
    now,
  });
  if (starts.length === 0) return null;
  const selection = {
    yachtId: product.id,
    date,
    startMinute: starts[0],
    hours,
    guests: question.guests ?? 1,
    addOnIds: [],
  };
  return { product, hours, totalFils: quote(selection, pricing, facts.settings, []).totalFils };
}

/** The dates to look at: the one asked about, or today and then tomorrow (late in the day nothing may be left). */
export function datesToTry(question: BookingQuestion, now: number): DubaiDate[] {
  if (question.date) return [question.date];
  const today = dubaiToday(now);
  return [today, addDays(today, 1)];
}

export function bookingAnswer(
  question: BookingQuestion,
  products: readonly Product[],
  facts: BookingFacts,
  now: number,
): ReplyPart[] {
  const [first, ...later] = datesToTry(question, now);
  const answer = bookingAnswerOn(first, question, products, facts, now);
  const next = later[0];
  if (answer.options === 0 && next && !question.date) {
    const retry = bookingAnswerOn(next, question, products, facts, now);
    if (retry.options > 0) return retry.parts;
  }
  return answer.parts;
}

function bookingAnswerOn(
  date: DubaiDate,
  question: BookingQuestion,
  products: readonly Product[],
  facts: BookingFacts,
  now: number,
): { options: number; parts: ReplyPart[] } {
  const { settings } = facts;
  const when = shortDate(date);
  if (!isBookableDate(date, now, settings)) {
    const { last } = bookableDateRange(now, settings);
    return none([
      text(`We take bookings from today to ${shortDate(last)}, so not for ${when}. Pick a date on `),
      link('a yacht page', paths.home),
      text('.'),
    ]);
  }
  const guests = question.guests;
  const fitting = products.filter((product) => guests === null || product.capacity >= guests);
  if (fitting.length === 0) {
    return none([
      text(`No single yacht takes ${guests} guests. `),
      link('Contact us', paths.contact),
      text(' to arrange two yachts.'),
    ]);
  }
  const options = fitting
    .map((product) => optionFor(product, question, date, facts, now))
    .filter((option): option is Option => option !== null)
    .sort((a, b) => a.totalFils - b.totalFils);
  const what = [question.hours ? `${question.hours} h` : null, guests ? `${guests} guests` : null]
    .filter(Boolean)
    .join(', ');
  if (options.length === 0) {
    return none([
      text(`Nothing is free on ${when}${what ? ` for ${what}` : ''}. Try another day or `),
      link('request a call back', paths.contact),
      text('.'),
    ]);
  }
  const parts = fitList(
    [text(`${when}${what ? `, ${what}` : ''}: `)],
    options.map((option) => [
      link(option.product.name, prefilledYachtLink(option.product.id, date, option.hours, guests)),
      text(
        ` ${formatAed(option.totalFils)}${option.hours !== question.hours ? ` (${option.hours} h minimum)` : ''}`,
      ),
    ]),
    [text('. Tap one to pick a start time.')],
  );
  return { options: options.length, parts };
}

const none = (parts: ReplyPart[]) => ({ options: 0, parts });
