/**
 * Answers a price-and-availability question with the booking engine: the yachts that fit the group and are free
 * for the hours on that Dubai date, cheapest first, each with its total and a link that opens its booking panel
 * with the selection filled in.
 */
import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Yacht } from '../../domain/yacht';
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
import { formatAed, formatDubaiDate } from '../../i18n/page-language';
import { paths } from '../../config/paths';
import { fitList, link, text } from './answer-helpers';
import type { BookingQuestion } from './booking-question';
import { withLinks } from './strings';
import type { ReplyPart } from './types';

/** What the engine needs beyond the catalogue, read when a booking question is asked. */
export interface BookingFacts {
  settings: BookingSettings;
  /** Busy intervals of every yacht on the date asked about. */
  busy: readonly BusyInterval[];
}

interface Option {
  yacht: Yacht;
  hours: number;
  totalFils: number;
}

const shortDate = (date: DubaiDate) =>
  formatDubaiDate(date, { weekday: 'short', day: 'numeric', month: 'short' });

/**
 * The link that opens a yacht's booking panel with the date, and the hours and guests where the visitor asked for
 * them (hours left out follow the day's minimum in the panel, also when the visitor picks another date there).
 */
export function prefilledYachtLink(
  yachtId: string,
  date: DubaiDate,
  hours: number | null,
  guests: number | null,
) {
  const params = selectionToSearchParams({
    date,
    ...(hours ? { hours } : {}),
    ...(guests ? { guests } : {}),
  });
  return `${paths.yacht(yachtId)}?${params.toString()}`;
}

function optionFor(
  yacht: Yacht,
  question: BookingQuestion,
  date: DubaiDate,
  facts: BookingFacts,
  now: number,
): Option | null {
  const pricing = pricingFor(yacht);
  const allowed = allowedHours(date, pricing, facts.settings);
  const hours = Math.max(question.hours ?? 0, minimumHours(date, pricing, facts.settings));
  if (!allowed.includes(hours)) return null;
  const starts = offeredStartMinutes({
    yachtId: yacht.id,
    date,
    hours,
    busy: facts.busy,
    settings: facts.settings,
    now,
  });
  if (starts.length === 0) return null;
  const selection = {
    yachtId: yacht.id,
    date,
    startMinute: starts[0],
    hours,
    guests: question.guests ?? 1,
    addOnIds: [],
  };
  return { yacht, hours, totalFils: quote(selection, pricing, facts.settings, []).totalFils };
}

/** The dates to look at: the one asked about, or today and then tomorrow (late in the day nothing may be left). */
export function datesToTry(question: BookingQuestion, now: number): DubaiDate[] {
  if (question.date) return [question.date];
  const today = dubaiToday(now);
  return [today, addDays(today, 1)];
}

export function bookingAnswer(
  question: BookingQuestion,
  yachts: readonly Yacht[],
  facts: BookingFacts,
  now: number,
): ReplyPart[] {
  const [first, ...later] = datesToTry(question, now);
  const answer = bookingAnswerOn(first, question, yachts, facts, now);
  const next = later[0];
  if (answer.options === 0 && next && !question.date) {
    const retry = bookingAnswerOn(next, question, yachts, facts, now);
    if (retry.options > 0) return retry.parts;
  }
  return answer.parts;
}

/** What was asked besides the date: "3 h, 20 guests", "3 h", "20 guests" or nothing. */
function whatAsked({ hours, guests }: BookingQuestion): string | null {
  const hoursText = hours ? i18n._(msg`${plural(hours, { one: '# h', other: '# h' })}`) : null;
  const guestsText = guests ? i18n._(msg`${plural(guests, { one: '# guest', other: '# guests' })}`) : null;
  if (hoursText && guestsText) return i18n._(msg`${hoursText}, ${guestsText}`);
  return hoursText ?? guestsText;
}

function bookingAnswerOn(
  date: DubaiDate,
  question: BookingQuestion,
  yachts: readonly Yacht[],
  facts: BookingFacts,
  now: number,
): { options: number; parts: ReplyPart[] } {
  const { settings } = facts;
  const when = shortDate(date);
  if (!isBookableDate(date, now, settings)) {
    const last = shortDate(bookableDateRange(now, settings).last);
    return none(
      withLinks(
        (marker) => {
          const page = marker('page');
          return i18n._(
            msg`We take bookings from today to ${last}, so not for ${when}. Pick a date on ${page}.`,
          );
        },
        { page: link(i18n._(msg`a yacht page`), paths.home) },
      ),
    );
  }
  const guests = question.guests;
  const fitting = yachts.filter((yacht) => guests === null || yacht.capacity >= guests);
  if (guests !== null && fitting.length === 0) {
    return none(
      withLinks(
        (marker) => {
          const contact = marker('contact');
          return i18n._(
            msg`No single yacht takes ${plural(guests, { one: '# guest', other: '# guests' })}. ${contact} to arrange two yachts.`,
          );
        },
        { contact: link(i18n._(msg`Contact us`), paths.contact) },
      ),
    );
  }
  const options = fitting
    .map((yacht) => optionFor(yacht, question, date, facts, now))
    .filter((option): option is Option => option !== null)
    .sort((a, b) => a.totalFils - b.totalFils);
  const what = whatAsked(question);
  if (options.length === 0) {
    const callback = link(i18n._(msg`request a call back`), paths.contact);
    return none(
      withLinks(
        (marker) => {
          const call = marker('callback');
          return what
            ? i18n._(msg`Nothing is free on ${when} for ${what}. Try another day or ${call}.`)
            : i18n._(msg`Nothing is free on ${when}. Try another day or ${call}.`);
        },
        { callback },
      ),
    );
  }
  const parts = fitList(
    [text(what ? i18n._(msg`${when}, ${what}: `) : i18n._(msg`${when}: `))],
    options.map((option) => {
      const total = formatAed(option.totalFils);
      const minimum = option.hours;
      return [
        link(
          option.yacht.name,
          prefilledYachtLink(
            option.yacht.id,
            date,
            option.hours === question.hours ? option.hours : null,
            guests,
          ),
        ),
        text(
          option.hours === question.hours
            ? ` ${total}`
            : i18n._(msg` ${total} (${plural(minimum, { one: '# h minimum', other: '# h minimum' })})`),
        ),
      ];
    }),
    [text(i18n._(msg`. Tap one to pick a start time.`))],
  );
  return { options: options.length, parts };
}

const none = (parts: ReplyPart[]) => ({ options: 0, parts });
