/**
 * The dashboard's figures for a period, from the enquiries created in it, the bookings touching it and the fleet.
 * What counts (docs/decisions/0029-period-figures.md): an enquiry counts in the period it was created (Dubai time);
 * it is a confirmed booking when its status is 'confirmed' or 'completed' (a cancelled booking's enquiry is back to
 * 'quoted', so it is not); revenue is the total of the confirmed ones' quotes; conversion is confirmed over all the
 * period's enquiries (lost ones included below the line, never above it); occupancy is the yacht's booked hours
 * (bookings only, not blocks) inside its operating hours over the period's operating hours.
 */
import {
  addDays,
  daysBetween,
  dubaiInstant,
  MINUTES_PER_DAY,
  MS_PER_MINUTE,
  toDubaiDateTime,
  type DubaiDate,
} from '../booking/dubai-time';
import type { Booking } from '../booking/bookings';
import type { Enquiry, EnquiryStatus } from '../enquiry';
import { bucketOf, bucketStarts, periodDays, periodSpan, type Bucket, type Period } from './periods';

export const CONFIRMED_STATUSES: readonly EnquiryStatus[] = ['confirmed', 'completed'];
export const isConfirmed = (enquiry: Pick<Enquiry, 'status'>): boolean =>
  CONFIRMED_STATUSES.includes(enquiry.status);

/** The headline figures: counts, and money in fils. Ratios are null where they would divide by zero. */
export interface Headline {
  enquiries: number;
  confirmed: number;
  /** 0–1; null without enquiries. */
  conversion: number | null;
  revenueFils: number;
  /** Null without confirmed bookings. */
  averageFils: number | null;
}

/** What a backend can total for a period without reading every enquiry (an aggregation query). */
export interface PeriodTotals {
  enquiries: number;
  confirmed: number;
  confirmedFils: number;
}

export function headlineOf({ enquiries, confirmed, confirmedFils }: PeriodTotals): Headline {
  return {
    enquiries,
    confirmed,
    conversion: enquiries > 0 ? confirmed / enquiries : null,
    revenueFils: confirmedFils,
    averageFils: confirmed > 0 ? Math.round(confirmedFils / confirmed) : null,
  };
}

/** The change from `before` to `now` as a fraction (0.25 = up 25 %); null when `before` is 0 or either is null. */
export function changeOf(now: number | null, before: number | null): number | null {
  if (now === null || before === null || before === 0) return null;
  return (now - before) / before;
}

export interface Group extends PeriodTotals {
  key: string;
  label: string;
}

export interface SeriesPoint extends PeriodTotals {
  /** The bucket's first day. */
  start: DubaiDate;
}

export interface YachtOccupancy {
  yachtId: string;
  name: string;
  bookedMinutes: number;
  operatingMinutes: number;
  /** 0–1; null when the period has no operating hours. */
  share: number | null;
}

export interface PeriodFigures {
  period: Period;
  bucket: Bucket;
  headline: Headline;
  series: SeriesPoint[];
  bySource: Group[];
  byCampaign: Group[];
  byYacht: Group[];
  byLanguage: Group[];
  occupancy: YachtOccupancy[];
}

export interface FiguresInput {
  period: Period;
  /** The enquiries created in the period (others are left out here too). */
  enquiries: readonly Enquiry[];
  /** Bookings and blocks touching the period (blocks are left out). */
  bookings: readonly Booking[];
  fleet: readonly { id: string; name: string }[];
  /** Minutes after midnight in Dubai, as in the booking settings. */
  openingMinute: number;
  closingMinute: number;
}

export const NO_SOURCE = 'Direct or unknown';
export const NO_CAMPAIGN = 'No campaign';
export const NO_YACHT = 'No yacht (call back)';

/** Where an enquiry came from: its UTM source, else the ad network its click id names, else direct. */
export function sourceOf({ campaign }: Pick<Enquiry, 'campaign'>): string {
  if (campaign.utmSource) return campaign.utmSource;
  if (campaign.gclid) return 'google (ad click)';
  if (campaign.fbclid) return 'facebook (ad click)';
  return NO_SOURCE;
}

export const campaignOf = ({ campaign }: Pick<Enquiry, 'campaign'>): string =>
  campaign.utmCampaign || NO_CAMPAIGN;

const emptyTotals = (): PeriodTotals => ({ enquiries: 0, confirmed: 0, confirmedFils: 0 });

function add(totals: PeriodTotals, enquiry: Enquiry) {
  totals.enquiries += 1;
  if (isConfirmed(enquiry)) {
    totals.confirmed += 1;
    totals.confirmedFils += enquiry.quote?.totalFils ?? 0;
  }
}

class Groups {
  private readonly map = new Map<string, Group>();
  add(key: string, label: string, enquiry: Enquiry) {
    let group = this.map.get(key);
    if (!group) this.map.set(key, (group = { key, label, ...emptyTotals() }));
    add(group, enquiry);
  }
  /** Most enquiries first, then by label. */
  sorted(): Group[] {
    return [...this.map.values()].sort((a, b) => b.enquiries - a.enquiries || a.label.localeCompare(b.label));
  }
}

/** The enquiries created in the period, by Dubai time (the backend's answer is checked, not trusted). */
export function enquiriesIn(period: Period, enquiries: readonly Enquiry[]): Enquiry[] {
  const { start, end } = periodSpan(period);
  return enquiries.filter((enquiry) => {
    const at = Date.parse(enquiry.createdAt);
    return at >= start && at < end;
  });
}

/** A bucket's index for each day of the period. */
function bucketIndex(period: Period, starts: readonly DubaiDate[]): (date: DubaiDate) => number {
  const days = periodDays(period);
  const index = new Array<number>(days);
  let bucket = 0;
  for (let day = 0; day < days; day += 1) {
    if (bucket + 1 < starts.length && daysBetween(starts[bucket + 1], addDays(period.from, day)) >= 0)
      bucket += 1;
    index[day] = bucket;
  }
  return (date) => index[daysBetween(period.from, date)];
}

const MS_PER_DAY = MINUTES_PER_DAY * MS_PER_MINUTE;

/** Booked minutes of one booking inside a span and inside each day's operating hours. */
function minutesWithin(
  booking: Pick<Booking, 'start' | 'end'>,
  span: { start: number; end: number },
  openingMinute: number,
  closingMinute: number,
): number {
  const start = Math.max(Date.parse(booking.start), span.start);
  const end = Math.min(Date.parse(booking.end), span.end);
  if (!(end > start)) return 0;
  let minutes = 0;
  // Each Dubai midnight from the start's day to the last booked moment's, in plain arithmetic: Dubai's days are all
  // 24 hours long (no daylight saving), and this runs for every booking of a period.
  for (let midnight = dubaiInstant(toDubaiDateTime(start).date, 0); midnight < end; midnight += MS_PER_DAY) {
    const open = Math.max(start, midnight + openingMinute * MS_PER_MINUTE);
    const close = Math.min(end, midnight + closingMinute * MS_PER_MINUTE);
    if (close > open) minutes += (close - open) / MS_PER_MINUTE;
  }
  return minutes;
}

/** Booked minutes of one booking inside the period and inside each day's operating hours. */
export function bookedMinutes(
  booking: Pick<Booking, 'start' | 'end'>,
  period: Period,
  openingMinute: number,
  closingMinute: number,
): number {
  return minutesWithin(booking, periodSpan(period), openingMinute, closingMinute);
}

export function occupancyOf(input: Omit<FiguresInput, 'enquiries'>): YachtOccupancy[] {
  const { period, bookings, fleet, openingMinute, closingMinute } = input;
  const operatingMinutes = Math.max(0, closingMinute - openingMinute) * periodDays(period);
  const span = periodSpan(period);
  const booked = new Map<string, number>();
  for (const booking of bookings) {
    if (booking.kind !== 'booking') continue;
    const minutes = minutesWithin(booking, span, openingMinute, closingMinute);
    booked.set(booking.yachtId, (booked.get(booking.yachtId) ?? 0) + minutes);
  }
  return fleet
    .map(({ id, name }) => {
      const bookedMinutes = booked.get(id) ?? 0;
      return {
        yachtId: id,
        name,
        bookedMinutes,
        operatingMinutes,
        share: operatingMinutes > 0 ? bookedMinutes / operatingMinutes : null,
      };
    })
    .sort((a, b) => b.bookedMinutes - a.bookedMinutes || a.name.localeCompare(b.name));
}

export function periodFigures(input: FiguresInput): PeriodFigures {
  const { period, fleet } = input;
  const enquiries = enquiriesIn(period, input.enquiries);
  const bucket = bucketOf(period);
  const starts = bucketStarts(period, bucket);
  const series: SeriesPoint[] = starts.map((start) => ({ start, ...emptyTotals() }));
  const indexOf = bucketIndex(period, starts);
  const names = new Map(fleet.map(({ id, name }) => [id, name]));
  const total = emptyTotals();
  const bySource = new Groups();
  const byCampaign = new Groups();
  const byYacht = new Groups();
  const byLanguage = new Groups();
  for (const enquiry of enquiries) {
    add(total, enquiry);
    add(series[indexOf(toDubaiDateTime(enquiry.createdAt).date)], enquiry);
    const source = sourceOf(enquiry);
    bySource.add(source, source, enquiry);
    const campaign = campaignOf(enquiry);
    byCampaign.add(campaign, campaign, enquiry);
    const yachtId = enquiry.quote?.selection.yachtId;
    if (yachtId) byYacht.add(yachtId, names.get(yachtId) ?? enquiry.quote?.yachtName ?? yachtId, enquiry);
    else byYacht.add('', NO_YACHT, enquiry);
    byLanguage.add(enquiry.language, enquiry.language, enquiry);
  }
  return {
    period,
    bucket,
    headline: headlineOf(total),
    series,
    bySource: bySource.sorted(),
    byCampaign: byCampaign.sorted(),
    byYacht: byYacht.sorted(),
    byLanguage: byLanguage.sorted(),
    occupancy: occupancyOf(input),
  };
}
