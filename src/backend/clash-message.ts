// The refusal of a booking or block that overlaps another, naming it and when, in the operator's English.
import { dubaiDateOf, dubaiMinuteOf } from '../domain/booking/dubai-time';
import { createFormats } from '../domain/formats';
import { LOCALE_INFO } from '../domain/locales';
import type { Booking } from '../domain/booking/bookings';
import { BackendError } from './backend-error';

/** `14 Mar 2025, 10:00–14:00` (or the end's date too when it differs), Dubai time, in the operator's English. */
export function formatDubaiSpan(start: number, end: number): string {
  const formats = createFormats(LOCALE_INFO.en.intl);
  const sameDay = dubaiDateOf(start) === dubaiDateOf(end - 1) && dubaiMinuteOf(end) !== 0;
  const endText = sameDay ? formats.time(dubaiMinuteOf(end)) : formats.dateTime(end);
  return `${formats.dateTime(start)}–${endText}`;
}

/** The refusal of a booking or block that overlaps `other` (± the turnaround), naming it. */
export function clashError(
  other: Pick<Booking, 'kind' | 'reference' | 'reason' | 'start' | 'end'> | null,
  turnaroundMinutes: number,
) {
  const margin = turnaroundMinutes > 0 ? ` (with the ${turnaroundMinutes}-minute turnaround)` : '';
  if (!other)
    return new BackendError('conflict', `This time overlaps another booking of the yacht${margin}.`);
  const what =
    other.kind === 'block'
      ? `the block “${other.reason ?? ''}”`
      : `booking ${other.reference ?? '(without a reference)'}`;
  const when = formatDubaiSpan(Date.parse(other.start), Date.parse(other.end));
  return new BackendError('conflict', `This time clashes with ${what}, ${when} Dubai time${margin}.`);
}
