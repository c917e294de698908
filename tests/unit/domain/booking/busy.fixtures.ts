/** Busy intervals (bookings and blocks) for the slot tests. */
import fc from 'fast-check';
import type { DubaiDate } from '../../../../src/domain/booking/dubai-time';
import { dubaiInstant } from '../../../../src/domain/booking/dubai-time';
import type { BusyInterval } from '../../../../src/domain/booking/slots';

/** Busy intervals around a date (from the evening before to the morning after), for two yachts. */
export const busyArb = (date: DubaiDate): fc.Arbitrary<BusyInterval[]> =>
  fc.array(
    fc
      .record({
        yachtId: fc.constantFrom('pearl', 'other'),
        startMinute: fc.integer({ min: -600, max: 1900 }),
        minutes: fc.integer({ min: 15, max: 600 }),
        iso: fc.boolean(),
      })
      .map(({ yachtId, startMinute, minutes, iso }) => {
        const start = dubaiInstant(date, startMinute);
        const end = start + minutes * 60_000;
        return iso
          ? { yachtId, start: new Date(start).toISOString(), end: new Date(end).toISOString() }
          : { yachtId, start, end };
      }),
    { maxLength: 6 },
  );
