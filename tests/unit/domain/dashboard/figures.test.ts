import { afterEach, describe, expect, it } from 'vitest';
import type { Booking } from '../../../../src/domain/booking/bookings';
import type { Enquiry, EnquiryStatus } from '../../../../src/domain/enquiry';
import {
  bookedMinutes,
  changeOf,
  headlineOf,
  NO_CAMPAIGN,
  NO_SOURCE,
  NO_YACHT,
  periodFigures,
  type FiguresInput,
  type PeriodFigures,
} from '../../../../src/domain/dashboard/figures';

const originalZone = process.env.TZ;
afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

let serial = 0;
function enquiry(createdAt: string, status: EnquiryStatus, more: Partial<Enquiry> = {}): Enquiry {
  serial += 1;
  return {
    id: `E${serial}`,
    reference: `MLY-${serial}`,
    channel: 'whatsapp',
    name: '',
    phone: '',
    preferredTime: '',
    message: '',
    language: 'en',
    campaign: {},
    quote: {
      selection: {
        yachtId: 'azure',
        date: '2025-01-10',
        startMinute: 600,
        hours: 2,
        guests: 4,
        addOnIds: [],
      },
      yachtName: 'Old name',
      lines: [],
      subtotalFils: 100_000,
      vatMode: 'included',
      vatFils: 0,
      totalFils: 100_000,
      depositFils: 50_000,
    },
    createdAt,
    status,
    bookingId: null,
    ...more,
  };
}

function quoteOf(item: Enquiry) {
  if (!item.quote) throw new Error('no quote');
  return item.quote;
}

function occupancyOf(figures: PeriodFigures, yachtId: string) {
  const found = figures.occupancy.find((o) => o.yachtId === yachtId);
  if (!found) throw new Error(`no ${yachtId}`);
  return found;
}

const booking = (
  yachtId: string,
  start: string,
  end: string,
  kind: Booking['kind'] = 'booking',
): Booking => ({
  id: `${yachtId}-${start}`,
  kind,
  yachtId,
  start,
  end,
  enquiryId: null,
  reference: null,
  createdAt: start,
});

const january = { from: '2025-01-01', to: '2025-01-31' };
const base: Omit<FiguresInput, 'enquiries' | 'bookings'> = {
  period: january,
  fleet: [
    { id: 'azure', name: 'Azure Pearl' },
    { id: 'sea', name: 'Sea Breeze' },
  ],
  openingMinute: 8 * 60,
  closingMinute: 24 * 60,
};

describe('period figures', () => {
  it('counts enquiries by the Dubai day they were created, on any device', () => {
    process.env.TZ = 'America/New_York';
    const figures = periodFigures({
      ...base,
      bookings: [],
      enquiries: [
        enquiry('2024-12-31T19:59:59Z', 'new'), // 31 Dec 23:59:59 in Dubai: before the period
        enquiry('2024-12-31T20:00:00Z', 'new'), // 1 Jan 00:00 in Dubai: the first day
        enquiry('2025-01-31T19:59:59Z', 'new'), // 31 Jan 23:59:59: the last day
        enquiry('2025-01-31T20:00:00Z', 'new'), // 1 Feb in Dubai: after
      ],
    });
    expect(figures.headline.enquiries).toBe(2);
    expect(figures.series[0]).toMatchObject({ start: '2025-01-01', enquiries: 1 });
    expect(figures.series[30]).toMatchObject({ start: '2025-01-31', enquiries: 1 });
    expect(figures.series.reduce((sum, point) => sum + point.enquiries, 0)).toBe(2);
  });

  it('counts confirmed and completed as bookings, lost only below the line', () => {
    const figures = periodFigures({
      ...base,
      bookings: [],
      enquiries: [
        enquiry('2025-01-05T10:00:00Z', 'confirmed'),
        enquiry('2025-01-05T10:00:00Z', 'completed', {
          quote: { ...quoteOf(enquiry('2025-01-05T10:00:00Z', 'new')), totalFils: 300_000 },
        }),
        enquiry('2025-01-05T10:00:00Z', 'lost'),
        // A cancelled booking's enquiry is back to quoted: not a booking, not revenue.
        enquiry('2025-01-05T10:00:00Z', 'quoted'),
        enquiry('2025-01-05T10:00:00Z', 'new', { quote: null, channel: 'callback' }),
      ],
    });
    expect(figures.headline).toEqual({
      enquiries: 5,
      confirmed: 2,
      conversion: 0.4,
      revenueFils: 400_000,
      averageFils: 200_000,
    });
  });

  it('groups by source, campaign, yacht (named from the fleet) and language', () => {
    const figures = periodFigures({
      ...base,
      bookings: [],
      enquiries: [
        enquiry('2025-01-05T10:00:00Z', 'confirmed', {
          campaign: { utmSource: 'instagram', utmCampaign: 'winter' },
          language: 'ru',
        }),
        enquiry('2025-01-06T10:00:00Z', 'new', { campaign: { utmSource: 'instagram' }, language: 'ru' }),
        enquiry('2025-01-06T10:00:00Z', 'new', { campaign: { gclid: 'x' }, language: 'ar' }),
        enquiry('2025-01-07T10:00:00Z', 'new', { quote: null }),
      ],
    });
    expect(figures.bySource.map((g) => [g.label, g.enquiries, g.confirmed])).toEqual([
      ['instagram', 2, 1],
      [NO_SOURCE, 1, 0],
      ['google (ad click)', 1, 0],
    ]);
    expect(figures.byCampaign.map((g) => [g.label, g.enquiries])).toEqual([
      [NO_CAMPAIGN, 3],
      ['winter', 1],
    ]);
    expect(figures.byYacht.map((g) => [g.label, g.enquiries, g.confirmedFils])).toEqual([
      ['Azure Pearl', 3, 100_000],
      [NO_YACHT, 1, 0],
    ]);
    expect(figures.byLanguage.map((g) => [g.key, g.enquiries])).toEqual([
      ['ru', 2],
      ['ar', 1],
      ['en', 1],
    ]);
  });

  it('shows an empty period as zeros, with no ratio divided by zero', () => {
    const figures = periodFigures({ ...base, bookings: [], enquiries: [] });
    expect(figures.headline).toEqual({
      enquiries: 0,
      confirmed: 0,
      conversion: null,
      revenueFils: 0,
      averageFils: null,
    });
    expect(figures.bySource).toEqual([]);
    expect(figures.occupancy.map((o) => o.share)).toEqual([0, 0]);
    const closed = periodFigures({
      ...base,
      openingMinute: 600,
      closingMinute: 600,
      bookings: [],
      enquiries: [],
    });
    expect(closed.occupancy[0].share).toBeNull();
  });

  it('measures occupancy as booked hours in operating hours, clipped at the period edges, without blocks', () => {
    const figures = periodFigures({
      ...base,
      enquiries: [],
      bookings: [
        // 31 Dec 22:00 to 1 Jan 02:00 Dubai: only 1 Jan 00:00–02:00 is in the period, and that is before opening.
        booking('azure', '2024-12-31T18:00:00Z', '2024-12-31T22:00:00Z'),
        // 10 Jan 10:00–14:00 Dubai: 4 hours.
        booking('azure', '2025-01-10T06:00:00Z', '2025-01-10T10:00:00Z'),
        // 31 Jan 22:00 to 1 Feb 01:00 Dubai: 2 hours inside.
        booking('azure', '2025-01-31T18:00:00Z', '2025-01-31T21:00:00Z'),
        booking('sea', '2025-01-10T06:00:00Z', '2025-01-10T10:00:00Z', 'block'),
      ],
    });
    const azure = occupancyOf(figures, 'azure');
    expect(azure.bookedMinutes).toBe(6 * 60);
    expect(azure.operatingMinutes).toBe(31 * 16 * 60);
    expect(azure.share).toBeCloseTo(6 / (31 * 16));
    expect(occupancyOf(figures, 'sea').bookedMinutes).toBe(0);
  });

  it('clips a booking to each day’s operating hours', () => {
    const day = { from: '2025-01-10', to: '2025-01-10' };
    // 06:00–10:00 Dubai with opening at 08:00: two hours.
    expect(bookedMinutes(booking('a', '2025-01-10T02:00:00Z', '2025-01-10T06:00:00Z'), day, 480, 1440)).toBe(
      120,
    );
  });

  it('groups a long period by week', () => {
    const figures = periodFigures({
      ...base,
      period: { from: '2025-01-01', to: '2025-03-31' },
      bookings: [],
      enquiries: [enquiry('2025-01-05T10:00:00Z', 'new'), enquiry('2025-01-06T10:00:00Z', 'new')],
    });
    expect(figures.bucket).toBe('week');
    expect(figures.series.slice(0, 2).map((p) => [p.start, p.enquiries])).toEqual([
      ['2025-01-01', 1],
      ['2025-01-06', 1],
    ]);
  });
});

describe('comparison', () => {
  it('is a fraction of the period before, or null where that is zero', () => {
    expect(changeOf(15, 10)).toBe(0.5);
    expect(changeOf(5, 10)).toBe(-0.5);
    expect(changeOf(5, 0)).toBeNull();
    expect(changeOf(null, 10)).toBeNull();
    expect(headlineOf({ enquiries: 0, confirmed: 0, confirmedFils: 0 }).conversion).toBeNull();
  });
});
