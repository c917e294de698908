import { useEffect, useMemo, useState } from 'react';
import { useSiteData } from '../../../../backend/react/site-data';
import { useBackendRead } from '../../../../backend/react/use-backend-read';
import { DEFAULT_BOOKING_SETTINGS } from '../../../../domain/booking/settings';
import {
  enquiriesIn,
  headlineOf,
  periodFigures,
  type Headline,
  type PeriodFigures,
} from '../../../../domain/dashboard/figures';
import { previousPeriod, type Period } from '../../../../domain/dashboard/periods';

const within = (period: Period, window: Period) => period.from >= window.from && period.to <= window.to;
const enquiriesKey = ({ from, to }: Period) => `enquiries/created/${from}/${to}`;
const bookingsKey = ({ from, to }: Period) => `bookings/${from}/${to}`;
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
 * Once the first figures are on screen, the enquiries and bookings of `window` (the longest preset period) are read
 * in the background: a change to a period inside it is then worked out without reading again. The period before's
 * totals are read after the period's own figures are shown, so they never hold them up.
 */
export function usePeriodFigures(period: Period, window: Period): PeriodFiguresState {
  const { from, to } = period;
  const before = previousPeriod(period);
  const site = useSiteData();
  const [warm, setWarm] = useState(false);
  const windowEnquiries = useBackendRead(warm ? enquiriesKey(window) : null, (backend) =>
    backend.enquiries.created(window.from, window.to),
  );
  const windowBookings = useBackendRead(warm ? bookingsKey(window) : null, (backend) =>
    backend.bookings.list(window.from, window.to),
  );
  const covered =
    windowEnquiries.status === 'ready' && windowBookings.status === 'ready' && within(period, window);
  const own = !covered || enquiriesKey(period) === enquiriesKey(window);
  const enquiries = useBackendRead(own ? enquiriesKey(period) : null, (backend) =>
    backend.enquiries.created(from, to),
  );
  const bookings = useBackendRead(own ? bookingsKey(period) : null, (backend) =>
    backend.bookings.list(from, to),
  );
  const settings = useBackendRead('booking settings', (backend) => backend.booking.getSettings());
  const hours = settings.status === 'ready' ? settings.data : DEFAULT_BOOKING_SETTINGS;
  const yachts = site.yachts;

  const source = own ? { enquiries, bookings } : { enquiries: windowEnquiries, bookings: windowBookings };
  const enquiryData = source.enquiries.status === 'ready' ? source.enquiries.data : null;
  const bookingData = source.bookings.status === 'ready' ? source.bookings.data : null;
  const { openingMinute, closingMinute } = hours;
  const computed = useMemo(() => {
    if (!enquiryData || !bookingData) return null;
    const fleet = yachts.map(({ id, name }) => ({ id, name }));
    const names = new Map(fleet.map(({ id, name }) => [id, name]));
    const figures = periodFigures({
      period: { from, to },
      enquiries: enquiryData,
      bookings: bookingData,
      fleet,
      openingMinute,
      closingMinute,
    });
    return { figures, enquiries: enquiriesIn({ from, to }, enquiryData), names };
  }, [from, to, enquiryData, bookingData, yachts, openingMinute, closingMinute]);
  const totals = useBackendRead(computed ? `enquiries/totals/${before.from}/${before.to}` : null, (backend) =>
    backend.enquiries.totals(before.from, before.to),
  );
  useEffect(() => {
    if (!computed || warm) return;
    const timer = setTimeout(() => setWarm(true), 500);
    return () => clearTimeout(timer);
  }, [computed, warm]);
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
