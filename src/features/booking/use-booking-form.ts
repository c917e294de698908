import { useMemo, useState } from 'react';
import {
  allowedHours,
  bookableDateRange,
  bookableDates,
  bookedUpDates,
  checkSelection,
  isDubaiDate,
  isFullyBooked,
  minimumHours,
  offeredStartMinutes,
  quote,
  sunsetMinute,
  type BookingSelection,
  type DubaiDate,
  type Quote,
  type SelectionErrors,
} from '../../domain/booking';
import { pageLanguage, weekdayName } from '../../i18n/page-language';
import type { BookingPanelProps } from './panel-types';

type FormProps = Pick<BookingPanelProps, 'yacht' | 'pricing' | 'settings' | 'addOns' | 'busy'>;

/** What the visitor typed or picked, kept exactly as given (bad input is never thrown away). */
export interface BookingFormValues {
  date: string;
  startMinute: number | null;
  /** The hours asked for: the day's minimum until the visitor (or the link they followed) chooses. */
  hours: number;
  /** The visitor chose the hours, or the link gave them: a new date keeps them where it can. */
  hoursChosen: boolean;
  guests: string;
  addOnIds: string[];
}

const NEXT_FREE_DATES = 3;
const DEFAULT_GUESTS = 2;

/** The first bookable date with any start time left today (lead time and closing time), ignoring bookings. */
function firstOpenDate(props: FormProps, now: number): DubaiDate {
  const dates = bookableDates(now, props.settings);
  const open = dates.find(
    (date) =>
      offeredStartMinutes({
        yachtId: props.yacht.id,
        date,
        hours: minimumHours(date, props.pricing, props.settings),
        busy: [],
        settings: props.settings,
        now,
      }).length > 0,
  );
  return open ?? dates[0];
}

export function initialValues(
  props: FormProps,
  now: number,
  initial: Partial<BookingSelection>,
): BookingFormValues {
  const date = initial.date ?? firstOpenDate(props, now);
  const active = new Set(props.addOns.filter((addOn) => addOn.active).map((addOn) => addOn.id));
  return {
    date,
    startMinute: initial.startMinute ?? null,
    hours: initial.hours ?? (isDubaiDate(date) ? minimumHours(date, props.pricing, props.settings) : 1),
    hoursChosen: initial.hours !== undefined,
    guests: String(initial.guests ?? Math.min(DEFAULT_GUESTS, props.yacht.capacity)),
    addOnIds: (initial.addOnIds ?? []).filter((id) => active.has(id)),
  };
}

/** The hours if they can be booked, else the nearest that can (the minimum, or the maximum). */
function fitHours(hours: number, offered: readonly number[]): number {
  if (offered.includes(hours)) return hours;
  return offered.find((option) => option >= hours) ?? offered.at(-1) ?? hours;
}

/**
 * The values after the visitor changes one field. Hours nobody chose follow a new date's minimum (its lowest price);
 * chosen ones are kept as asked, and the quote uses the nearest the day allows (up to a weekend minimum, say), saying
 * so.
 */
export function changeField<K extends keyof BookingFormValues>(
  previous: BookingFormValues,
  field: K,
  value: BookingFormValues[K],
  pricing: FormProps['pricing'],
  settings: FormProps['settings'],
): BookingFormValues {
  const next = { ...previous, [field]: value };
  if (field === 'hours') next.hoursChosen = true;
  if (field === 'date' && isDubaiDate(next.date) && !next.hoursChosen) {
    next.hours = minimumHours(next.date, pricing, settings);
  }
  return next;
}

/** The hours a quote is for: those asked for where the day allows them, else the nearest it does. */
export function quotedHours(
  values: BookingFormValues,
  day: DubaiDate,
  pricing: FormProps['pricing'],
  settings: FormProps['settings'],
) {
  return fitHours(values.hours, allowedHours(day, pricing, settings));
}

const FULLY_BOOKED_SHOWN = 6;

const parseGuests = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN);

/** The panel's state and everything derived from it with the booking engine. */
export function useBookingForm(props: FormProps, now: number, initial: Partial<BookingSelection>) {
  const [values, setValues] = useState(() => initialValues(props, now, initial));
  const { yacht, pricing, settings, addOns, busy } = props;
  const range = bookableDateRange(now, settings);
  const dateValid = isDubaiDate(values.date);
  /** A date to derive the hours and sunset from while the typed one is not a date. */
  const day = dateValid ? values.date : range.first;

  const hoursOffered = allowedHours(day, pricing, settings);
  const hours = quotedHours(values, day, pricing, settings);

  const inRange = dateValid && values.date >= range.first && values.date <= range.last;
  const slotQuery = { yachtId: yacht.id, date: day, busy: busy ?? [], settings, now };
  const offered = busy && inRange ? offeredStartMinutes({ ...slotQuery, hours }) : [];
  /**
   * Booked up: bookings and blocks leave no start on the date, though it would have some without them. (A day with
   * no start left because of the lead time, such as today late in the evening, is not called booked.)
   */
  const bookedUp = (date: DubaiDate) =>
    isFullyBooked({ ...slotQuery, date, pricing }) &&
    !isFullyBooked({ ...slotQuery, date, pricing, busy: [] });
  const fullyBooked = busy !== null && inRange && bookedUp(day);
  // At most the horizon's dates, each a few dozen start times: cheap enough to work out on every render.
  const nextFreeDates = fullyBooked
    ? bookableDates(now, settings)
        .filter((date) => date > day && !isFullyBooked({ ...slotQuery, date, pricing }))
        .slice(0, NEXT_FREE_DATES)
    : [];

  // The visitor sees which dates are taken before picking one (worked out once per change of the bookings).
  const fullyBookedDates = useMemo(
    () =>
      busy
        ? bookedUpDates({ yachtId: yacht.id, busy, settings, pricing, now }).slice(0, FULLY_BOOKED_SHOWN)
        : [],
    [busy, yacht.id, settings, pricing, now],
  );

  const startMinute =
    values.startMinute !== null && offered.includes(values.startMinute) ? values.startMinute : null;
  const selection: BookingSelection = {
    yachtId: yacht.id,
    date: values.date,
    startMinute: startMinute ?? -1,
    hours,
    guests: parseGuests(values.guests),
    addOnIds: values.addOnIds,
  };
  const errors: SelectionErrors = checkSelection(selection, {
    yacht,
    pricing,
    settings,
    addOns,
    busy: busy ?? [],
    now,
    language: pageLanguage(),
  });
  const priced = dateValid && !errors.date && !errors.guests && !errors.addOnIds && hoursOffered.length > 0;
  const price: Quote | null = priced ? quote(selection, pricing, settings, addOns) : null;

  return {
    values,
    set: <K extends keyof BookingFormValues>(field: K, value: BookingFormValues[K]) =>
      setValues((previous) => changeField(previous, field, value, pricing, settings)),
    range,
    dateValid,
    weekday: weekdayName(day),
    hoursOffered,
    hours,
    /** The quote is not for the hours the visitor chose (the day does not allow them): say so. */
    hoursAdjusted: values.hoursChosen && hours !== values.hours,
    offered,
    startMinute,
    fullyBooked,
    fullyBookedDates,
    nextFreeDates,
    sunset: sunsetMinute(day),
    selection,
    errors,
    quote: price,
    /** Ready to send: priced, and a free start time chosen. */
    complete: price !== null && startMinute !== null && !errors.hours,
  };
}

export type BookingForm = ReturnType<typeof useBookingForm>;
