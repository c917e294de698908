import { useMemo, useState } from 'react';
import { useSiteData } from '../../../../backend/react/site-data';
import { useBackendRead } from '../../../../backend/react/use-backend-read';
import { DEFAULT_BOOKING_SETTINGS } from '../../../../domain/booking/settings';
import {
  headlineOf,
  periodFigures,
  type Headline,
  type PeriodFigures,
} from '../../../../domain/dashboard/figures';
import { previousPeriod, type Period } from '../../../../domain/dashboard/periods';
import type { Enquiry } from '../../../../domain/enquiry';

export interface ShownFigures {
  figures: PeriodFigures;
  /** The period before's headline; null while it is read (or when it could not be). */
  before: Headline | null;
  enquiries: readonly Enquiry[];
  names: ReadonlyMap<string, string>;
}

export type PeriodFiguresState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  /** `updating`: the figures shown are an earlier period's, while the chosen one is read. */
  | ({ status: 'ready'; updating: boolean } & ShownFigures);

/**
 * The figures of a period and the headline of the period before (read as totals: an aggregation query on
 * Firestore), through the cached reads; the enquiries and bookings of the period are read again after a change
 * to either (their keys start with `enquiries` and `bookings`). While another period is read, the last figures stay.
 */
export function usePeriodFigures(period: Period): PeriodFiguresState {
  const { from, to } = period;
  const before = previousPeriod(period);
  const site = useSiteData();
  const enquiries = useBackendRead(`enquiries/created/${from}/${to}`, (backend) =>
    backend.enquiries.created(from, to),
  );
  const bookings = useBackendRead(`bookings/${from}/${to}`, (backend) => backend.bookings.list(from, to));
  const totals = useBackendRead(`enquiries/totals/${before.from}/${before.to}`, (backend) =>
    backend.enquiries.totals(before.from, before.to),
  );
  const settings = useBackendRead('booking settings', (backend) => backend.booking.getSettings());
  const hours = settings.status === 'ready' ? settings.data : DEFAULT_BOOKING_SETTINGS;
  const products = site.products;

  const enquiryData = enquiries.status === 'ready' ? enquiries.data : null;
  const bookingData = bookings.status === 'ready' ? bookings.data : null;
  const { openingMinute, closingMinute } = hours;
  const computed = useMemo(() => {
    if (!enquiryData || !bookingData) return null;
    const fleet = products.map(({ id, name }) => ({ id, name }));
    const names = new Map(fleet.map(({ id, name }) => [id, name]));
    const figures = periodFigures({
      period: { from, to },
      enquiries: enquiryData,
      bookings: bookingData,
      fleet,
      openingMinute,
      closingMinute,
    });
    return { figures, enquiries: enquiryData, names };
  }, [from, to, enquiryData, bookingData, products, openingMinute, closingMinute]);
  const totalsData = totals.status === 'ready' ? totals.data : null;
  const current = useMemo<ShownFigures | null>(
    () => computed && { ...computed, before: totalsData && headlineOf(totalsData) },
    [computed, totalsData],
  );
  // The last figures shown, kept while another period is read.
  const [kept, setKept] = useState<ShownFigures | null>(null);
  if (current && current !== kept) setKept(current);

  if (enquiries.status === 'failed' || bookings.status === 'failed') {
    return {
      status: 'failed',
      retry: () => {
        if (enquiries.status === 'failed') enquiries.retry();
        if (bookings.status === 'failed') bookings.retry();
      },
    };
  }
  if (current) return { status: 'ready', updating: false, ...current };
  return kept ? { status: 'ready', updating: true, ...kept } : { status: 'loading' };
}
