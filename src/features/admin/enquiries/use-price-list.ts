import { useMemo } from 'react';
import { useSiteData } from '../../../backend/react/site-data';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import type { PriceList } from '../../../domain/booking/quote-check';

/** Today's price list as one screen has it: loading, failed (the check then says so), or ready. */
export type PriceListState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; prices: PriceList };

/**
 * Today's price list for the quote check of every enquiry a screen shows: the fleet (the shared catalogue read), the
 * booking settings and the add-ons, each read once per screen through the read cache, under the same keys as the
 * booking panel and the settings screen, so they share one read.
 */
export function usePriceList(): PriceListState {
  const site = useSiteData();
  const settings = useBackendRead('booking settings', (from) => from.booking.getSettings());
  const addOns = useBackendRead('add-ons', (from) => from.booking.listAddOns());
  const ready = site.status === 'ready' && settings.status === 'ready' && addOns.status === 'ready';
  const yachts = site.yachts;
  const settingsData = settings.status === 'ready' ? settings.data : null;
  const addOnsData = addOns.status === 'ready' ? addOns.data : null;
  const prices = useMemo(
    () => (settingsData && addOnsData ? { yachts, settings: settingsData, addOns: addOnsData } : null),
    [yachts, settingsData, addOnsData],
  );
  if (site.failed.includes('products') || settings.status === 'failed' || addOns.status === 'failed') {
    return { status: 'failed' };
  }
  return ready && prices ? { status: 'ready', prices } : { status: 'loading' };
}
