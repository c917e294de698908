import { describe, expect, it } from 'vitest';
import {
  clashError,
  datesTouched,
  datesToCheck,
  formatDubaiSpan,
  searchTerms,
} from '../../../src/backend/booking-checks';
import { charterSpan } from '../../../src/domain/booking';

describe('the pure parts of the booking transactions', () => {
  it('names the Dubai days a span touches, its end exclusive', () => {
    expect(datesTouched(charterSpan('2031-03-04', 10 * 60, 3))).toEqual(['2031-03-04']);
    expect(datesTouched(charterSpan('2031-03-04', 22 * 60, 2))).toEqual(['2031-03-04']);
    expect(
      datesTouched({
        start: charterSpan('2031-03-04', 20 * 60, 1).start,
        end: charterSpan('2031-03-06', 9 * 60, 1).start,
      }),
    ).toEqual(['2031-03-04', '2031-03-05', '2031-03-06']);
  });

  it('reads the neighbouring day when the turnaround reaches it', () => {
    expect(datesToCheck(charterSpan('2031-03-04', 22 * 60, 2), 60)).toEqual(['2031-03-04', '2031-03-05']);
    expect(datesToCheck(charterSpan('2031-03-04', 8 * 60, 2), 60)).toEqual(['2031-03-04']);
    expect(datesToCheck(charterSpan('2031-03-04', 0, 2), 30)).toEqual(['2031-03-03', '2031-03-04']);
  });

  it('names the clashing booking or block with its Dubai times', () => {
    const span = charterSpan('2031-03-04', 10 * 60, 3);
    const at = { start: new Date(span.start).toISOString(), end: new Date(span.end).toISOString() };
    expect(clashError({ kind: 'booking', reference: 'MLY-7K2Q9P', ...at }, 60)).toMatchObject({
      code: 'conflict',
      message:
        'This time clashes with booking MLY-7K2Q9P, 4 Mar 2031, 10:00–13:00 Dubai time (with the 60-minute turnaround).',
    });
    expect(clashError({ kind: 'block', reference: null, reason: 'Engine service', ...at }, 0).message).toBe(
      'This time clashes with the block “Engine service”, 4 Mar 2031, 10:00–13:00 Dubai time.',
    );
    expect(
      formatDubaiSpan(
        charterSpan('2031-03-04', 20 * 60, 1).start,
        charterSpan('2031-03-06', 9 * 60, 0).start,
      ),
    ).toBe('4 Mar 2031, 20:00–6 Mar 2031, 09:00');
  });

  it('reads a search term as a reference, a phone and the start of a name', () => {
    expect(searchTerms(' mly 7k2q9p ')).toEqual({ reference: 'MLY-7K2Q9P', phone: null, name: 'mly 7k2q9p' });
    expect(searchTerms('050 123-4567').phone).toBe('+971501234567');
    expect(searchTerms('00971 (50) 123 4567').phone).toBe('+971501234567');
    expect(searchTerms('+44 20 7946 0958').phone).toBe('+442079460958');
    expect(searchTerms('Layla')).toEqual({ reference: null, phone: null, name: 'layla' });
  });
});
