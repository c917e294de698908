import { withMessages } from '../../i18n/catalogues';
import { lazy, Suspense } from 'react';
import type { BookingPanelProps } from './panel-types';
import BookingPanelPlaceholder from './booking-panel-placeholder';

// Pure: the home page imports this feature's index and must not keep the panel (nor its strings) for nothing.
const Panel = /* @__PURE__ */ lazy(withMessages(() => import('./booking-panel')));

/**
 * The booking panel, its code loaded when first shown (never on the home page). Until it arrives the page shows
 * the panel's title and a loading line in its place, so the rest of the page never waits for it.
 */
export default function BookingPanel(props: BookingPanelProps) {
  return (
    <Suspense fallback={<BookingPanelPlaceholder />}>
      <Panel {...props} />
    </Suspense>
  );
}
