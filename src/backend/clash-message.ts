// The refusal of a booking or block that overlaps another, naming it and when, in the operator's English.
import { dubaiDateOf, dubaiMinuteOf, toEpochMs, type Instant } from '../domain/booking/dubai-time';
import { createFormats } from '../domain/formats';
import { LOCALE_INFO } from '../domain/locales';
import type { Booking } from '../domain/booking/bookings';
import { BackendError } from './backend-error';

const englishDateTime = (instant: Instant) => createFormats(LOCALE_INFO.en.intl).dateTime(instant);

/** `14 Mar 2025, 10:00–14:00` (or the end's date too when it differs), Dubai time, in the operator's English. */
export function formatDubaiSpan(start: number, end: number): string {
  const sameDay = dubaiDateOf(start) === dubaiDateOf(end - 1) && dubaiMinuteOf(end) !== 0;
  const endText = sameDay
    ? createFormats(LOCALE_INFO.en.intl).time(dubaiMinuteOf(end))
    : englishDateTime(end);
  return `${englishDateTime(start)}–${endText}`;
}

const turnaroundNote = (turnaroundMinutes: number) =>
  turnaroundMinutes > 0 ? ` (with the ${turnaroundMinutes}-minute turnaround)` : '';

const dubaiWhen = (other: { start: Instant; end: Instant }) =>
  `${formatDubaiSpan(toEpochMs(other.start), toEpochMs(other.end))} Dubai time`;

/** The refusal of a booking or block that overlaps `other` (± the turnaround), naming it. */
export function clashError(
  other:
    | (Pick<Booking, 'kind' | 'reference' | 'reason' | 'start' | 'end'> &
        Partial<Pick<Booking, 'blockKind' | 'expiresAt'>>)
    | null,
  turnaroundMinutes: number,
) {
  const margin = turnaroundNote(turnaroundMinutes);
  if (!other)
    return new BackendError('conflict', `This time overlaps another booking of the yacht${margin}.`);
  const what =
    other.blockKind === 'hold'
      ? `the hold of quote ${other.reference ?? ''} (until ${englishDateTime(other.expiresAt ?? other.end)} Dubai time)`
      : other.kind === 'block'
        ? `the block “${other.reason ?? ''}”`
        : `booking ${other.reference ?? '(without a reference)'}`;
  return new BackendError('conflict', `This time clashes with ${what}, ${dubaiWhen(other)}${margin}.`);
}

/**
 * The same refusal told to a visitor (the server's createEnquiry): the busy interval by its Dubai times only, as
 * visitors see it on the calendar, since who booked it or why the yacht is blocked is the operator's to know.
 */
export function busyClashMessage(busy: { start: Instant; end: Instant }, turnaroundMinutes: number): string {
  const margin = turnaroundNote(turnaroundMinutes);
  return `This time clashes with another booking of the yacht, ${dubaiWhen(busy)}${margin}.`;
}
