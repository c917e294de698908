// The Dubai days a busy span touches: the per-day documents a clash check reads and writes.
import { addDays, dubaiDateOf } from '../domain/booking/dubai-time';
import type { TimeSpan } from '../domain/booking/slots';

const MS_PER_MINUTE = 60_000;

/** The Dubai dates an instant span [start, end) touches, in order. */
export function datesTouched(span: TimeSpan): string[] {
  const first = dubaiDateOf(span.start);
  const last = dubaiDateOf(Math.max(span.start, span.end - 1));
  const dates = [first];
  while (dates[dates.length - 1] < last) dates.push(addDays(dates[dates.length - 1], 1));
  return dates;
}

/** The dates whose busy intervals a clash check must read: the span widened by the turnaround on both sides. */
export const datesToCheck = (span: TimeSpan, turnaroundMinutes: number) =>
  datesTouched({
    start: span.start - turnaroundMinutes * MS_PER_MINUTE,
    end: span.end + turnaroundMinutes * MS_PER_MINUTE,
  });
