/** Dates, instants and date arbitraries for the booking engine's tests. */
import fc from 'fast-check';
import type { DubaiDate, Weekday } from '../../../../src/domain/booking/dubai-time';
import { addDays } from '../../../../src/domain/booking/dubai-time';

/** 2025-03-13 is a Thursday, 03-14 a Friday, 03-17 a Monday. */
export const THURSDAY = '2025-03-13';
export const FRIDAY = '2025-03-14';
export const MONDAY = '2025-03-17';

/** An instant as written in Dubai, e.g. at('2025-03-14', '02:00'). */
export const at = (date: DubaiDate, time: string): number => Date.parse(`${date}T${time}:00+04:00`);

/** Weekday of a date computed independently of the engine: noon in Dubai, read in UTC. */
export const independentWeekday = (date: DubaiDate): Weekday =>
  new Date(`${date}T12:00:00+04:00`).getUTCDay() as Weekday;

/** Dates from 2020 to about 2035. */
export const dateArb: fc.Arbitrary<DubaiDate> = fc
  .integer({ min: 0, max: 5800 })
  .map((days) => addDays('2020-01-01', days));
