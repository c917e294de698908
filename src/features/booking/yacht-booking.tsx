import { useMemo, useState } from 'react';
import { useBackendOrNull } from '../../backend/react/backend-context';
import { useBackendRead } from '../../backend/react/use-backend-read';
import { BackendError } from '../../backend/types';
import { type Campaign as StoredCampaign, type EnquiryInput } from '../../domain/enquiry';
import { type Yacht } from '../../domain/yacht';
import LoadError from '../../components/load-error';
import { activeLocale } from '../../i18n/catalogues';
import { bookableDateRange, pricingFor } from '../../domain/booking';
import BookingPanel from './booking-panel';
import BookingPanelPlaceholder from './booking-panel-placeholder';
import { campaignForEnquiry } from '../campaign';
import type { BookingPanelProps, BookingRequest, PackageInfo } from './panel-types';
import { bookingPanelStrings as t, yachtBookingStrings as live } from './panel-strings';

export interface YachtBookingProps {
  yacht: Yacht;
  packageInfo?: BookingPanelProps['packageInfo'];
}

/** What is stored for a request from the panel: the selection, the quote's lines and where the visitor came from. */
export function enquiryFor(
  request: BookingRequest,
  yacht: Pick<Yacht, 'name'>,
  packageInfo: PackageInfo | undefined,
  language: string,
  campaign: StoredCampaign,
): EnquiryInput {
  const { quote } = request;
  const packageName = packageInfo?.name;
  return {
    channel: request.channel,
    name: request.channel === 'callback' ? request.name : '',
    phone: request.channel === 'callback' ? request.phone : '',
    preferredTime: '',
    message: (packageInfo?.details ?? []).join('\n'),
    language,
    campaign,
    quote: {
      selection: request.selection,
      yachtName: yacht.name,
      ...(packageName ? { packageName } : {}),
      lines: quote.lines,
      subtotalFils: quote.subtotalFils,
      vatMode: quote.vatMode,
      vatFils: quote.vatFils,
      totalFils: quote.totalFils,
      depositFils: quote.depositFils,
    },
    ...(request.voucherCode ? { voucherCode: request.voucherCode } : {}),
  };
}

/**
 * A yacht's booking panel with live data: the site's booking settings and add-ons, the yacht's pricing and every
 * busy interval up to the booking horizon; sending stores the enquiry (and gives its reference) first.
 */
export default function YachtBooking({ yacht, packageInfo }: YachtBookingProps) {
  const backend = useBackendOrNull();
  const [now] = useState(() => Date.now());
  // One object per yacht: the panel works out its booked-up dates again only when something they depend on changes.
  const pricing = useMemo(() => pricingFor(yacht), [yacht]);
  // Shared with every other panel and the admin's screens: read once, kept while the visitor moves on.
  const settings = useBackendRead('booking settings', (from) => from.booking.getSettings());
  const addOns = useBackendRead('add-ons', (from) => from.booking.listAddOns());
  const range = settings.status === 'ready' ? bookableDateRange(now, settings.data) : null;
  const busy = useBackendRead(range && `bookings/busy/${range.first}/${range.last}`, (from) =>
    range ? from.booking.busy(range.first, range.last) : Promise.resolve([]),
  );

  if (settings.status === 'failed' || addOns.status === 'failed') {
    const retry = () => [settings, addOns].forEach((read) => read.status === 'failed' && read.retry());
    return <LoadError message={live.loadFailed} onRetry={retry} />;
  }
  if (settings.status === 'loading' || addOns.status === 'loading') return <BookingPanelPlaceholder />;

  async function send(request: BookingRequest) {
    if (!backend) throw new BackendError('unavailable', 'The site is still starting.');
    const input = enquiryFor(request, yacht, packageInfo, activeLocale(), campaignForEnquiry());
    const { reference, quote } = await backend.enquiries.create(input);
    return { reference, quote };
  }

  return (
    <BookingPanel
      yacht={yacht}
      pricing={pricing}
      settings={settings.data}
      addOns={addOns.data}
      busy={busy.status === 'ready' ? busy.data : null}
      busyError={busy.status === 'failed' ? t.busyError : null}
      onRetryBusy={busy.retry}
      now={() => Date.now()}
      packageInfo={packageInfo}
      send={send}
    />
  );
}
