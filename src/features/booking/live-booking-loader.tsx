import { withMessages } from '../../i18n/catalogues';
import { lazy, Suspense } from 'react';
import type { PackageBookingProps } from './package-booking';
import BookingPanelPlaceholder from './booking-panel-placeholder';
import type { YachtBookingProps } from './yacht-booking';

// Pure: the home page imports this feature's index and must not keep the booking code for nothing.
const LiveYachtBooking = /* @__PURE__ */ lazy(withMessages(() => import('./yacht-booking')));
const LivePackageBooking = /* @__PURE__ */ lazy(withMessages(() => import('./package-booking')));

/** The booking of a yacht or package page is at `#booking`: the phone bar's "Check availability" leads there. */
export const BOOKING_ANCHOR = 'booking';

/** A yacht's booking panel with live data; its code loads with the first yacht or package page shown. */
export function YachtBooking(props: YachtBookingProps) {
  return (
    <div id={BOOKING_ANCHOR}>
      <Suspense fallback={<BookingPanelPlaceholder />}>
        <LiveYachtBooking {...props} />
      </Suspense>
    </div>
  );
}

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
