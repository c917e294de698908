/**
 * What is wrong with a visitor's selection, one clear message per field of the booking panel (in the language it
 * is given). The same rules as slots.ts: a selection with no messages is one the panel would offer.
 */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Language } from '../language';
import type { DubaiDate } from './dubai-time';
import { isDubaiDate } from './dubai-time';
import type { BookingSelection } from './quote';
import type { AddOn, BookingSettings, YachtPricing } from './settings';
import type { BusyInterval } from './slots';
import { bookableDateRange, longestCharterHours, minimumHours, offeredStartMinutes } from './slots';

export interface SelectionContext {
  yacht: { capacity: number };
  pricing: YachtPricing;
  settings: BookingSettings;
  addOns: readonly AddOn[];
  busy: readonly BusyInterval[];
  /** Epoch ms. */
  now: number;
  /** The language the messages are written in. */
  language: Language;
}

export type SelectionField = 'date' | 'startMinute' | 'hours' | 'guests' | 'addOnIds';
export type SelectionErrors = Partial<Record<SelectionField, string>>;

const hoursText = (i18n: I18n, count: number) =>
  i18n._(msg`${plural(count, { one: '# hour', other: '# hours' })}`);

function checkGuests(guests: number, capacity: number, { i18n }: Language): string | undefined {
  if (!Number.isInteger(guests) || guests < 1)
    return i18n._(msg`Enter the number of guests: a whole number of at least 1.`);
  if (guests > capacity)
    return i18n._(msg`This yacht takes at most ${plural(capacity, { one: '# guest', other: '# guests' })}.`);
  return undefined;
}

function checkDate(date: DubaiDate, context: SelectionContext): string | undefined {
  const { i18n, formats } = context.language;
  if (!isDubaiDate(date)) return i18n._(msg`Choose a date.`);
  const { first, last } = bookableDateRange(context.now, context.settings);
  if (date < first) return i18n._(msg`This date has passed. Choose today or a later date.`);
  if (date > last) {
    const horizon = context.settings.horizonDays;
    const lastDate = formats.date(last);
    return i18n._(
      msg`Bookings open up to ${plural(horizon, { one: '# day', other: '# days' })} ahead. Choose a date up to ${lastDate}.`,
    );
  }
  return undefined;
}

function checkHours(hours: number, date: DubaiDate, context: SelectionContext): string | undefined {
  const { pricing, settings } = context;
  const { i18n, formats } = context.language;
  if (!Number.isInteger(hours) || hours < 1) return i18n._(msg`Hours must be a whole number of at least 1.`);
  if (isDubaiDate(date)) {
    const minimum = minimumHours(date, pricing, settings);
    if (hours < minimum) {
      const weekday = formats.weekday(date);
      const least = hoursText(i18n, minimum);
      return i18n._(msg`On ${weekday}s the minimum is ${least}.`);
    }
  }
  if (hours > pricing.maxHours) {
    const most = hoursText(i18n, pricing.maxHours);
    return i18n._(msg`This yacht can be booked for at most ${most}.`);
  }
  const longest = longestCharterHours(settings);
  if (hours > longest) {
    const open = `${formats.time(settings.openingMinute)}–${formats.time(settings.closingMinute)}`;
    const most = hoursText(i18n, longest);
    return i18n._(
      msg`A charter must fit within the operating hours (${open}), so it can last at most ${most}.`,
    );
  }
  return undefined;
}

function checkStart(selection: BookingSelection, context: SelectionContext): string | undefined {
  const offered = offeredStartMinutes({ ...context, ...selection });
  if (offered.includes(selection.startMinute)) return undefined;
  const { i18n, formats } = context.language;
  if (offered.length === 0) {
    const day = formats.date(selection.date);
    const duration = hoursText(i18n, selection.hours);
    return i18n._(msg`No start time is free on ${day} for ${duration}. Try fewer hours or another date.`);
  }
  return i18n._(msg`This start time is not available. Choose one of the times offered.`);
}

function checkAddOns(
  addOnIds: readonly string[],
  addOns: readonly AddOn[],
  { i18n }: Language,
): string | undefined {
  const available = new Set(addOns.filter((addOn) => addOn.active).map((addOn) => addOn.id));
  return addOnIds.every((id) => available.has(id))
    ? undefined
    : i18n._(msg`One of the chosen add-ons is no longer available. Please choose again.`);
}

/** An empty object when the selection can be booked as it is. */
export function checkSelection(selection: BookingSelection, context: SelectionContext): SelectionErrors {
  const errors: SelectionErrors = {};
  const guests = checkGuests(selection.guests, context.yacht.capacity, context.language);
  if (guests) errors.guests = guests;
  const date = checkDate(selection.date, context);
  if (date) errors.date = date;
  const hours = checkHours(selection.hours, selection.date, context);
  if (hours) errors.hours = hours;
  if (!date && !hours) {
    const start = checkStart(selection, context);
    if (start) errors.startMinute = start;
  }
  const addOns = checkAddOns(selection.addOnIds, context.addOns, context.language);
  if (addOns) errors.addOnIds = addOns;
  return errors;
}
