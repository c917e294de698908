import { withMessages } from '../../i18n/catalogues';
import { lazy, Suspense } from 'react';
import { whenNear } from '../../components/when-near';
import { SHARE_PARAMS } from '../../domain/booking/share-params';
import type { PackageBookingProps } from './package-booking';
import BookingPanelPlaceholder from './booking-panel-placeholder';
import type { YachtBookingProps } from './yacht-booking';

// Pure: the home page imports this feature's index and must not keep the booking code for nothing.
const LivePackageBooking = /* @__PURE__ */ lazy(withMessages(() => import('./package-booking')));

/** The booking of a yacht or package page is at `#booking`: the phone bar's "Check availability" leads there. */
export const BOOKING_ANCHOR = 'booking';

/**
 * A yacht's booking panel with live data. Below the first view on a phone: a prerendered yacht page shows the
 * panel's markup and loads its code (the panel, the booking engine, the call-back form and their messages) only
 * when the panel comes on screen or the visitor touches it, so a first visit downloads none of it
 * (docs/decisions/0022-photos.md, "The yacht page's first visit"). Reached by a link, or with a selection in its
 * address (a shared quote, the fleet finder's "Book"), it loads at once: the panel opens with that selection.
 */
export const YachtBooking = /* @__PURE__ */ whenNear<YachtBookingProps>(
  BOOKING_ANCHOR,
  withMessages(() => import('./yacht-booking')),
  {
    margin: '0px',
    placeholder: <BookingPanelPlaceholder />,
    loadAtOnce: () => {
      const query = new URLSearchParams(location.search);
      return Object.values(SHARE_PARAMS).some((name) => query.has(name));
    },
  },
);

/** A package's booking: a yacht chooser, then the same panel. */
export function PackageBooking(props: PackageBookingProps) {
  return (
    <div id={BOOKING_ANCHOR}>
      <Suspense fallback={<BookingPanelPlaceholder />}>
        <LivePackageBooking {...props} />
      </Suspense>
    </div>
  );
}
