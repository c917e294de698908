import { lazy, Suspense } from 'react';
import type { BookingPanelProps } from './panel-types';
import { bookingPanelShellStrings as t } from './strings';

// Pure: the home page imports this feature's index and must not keep the panel (nor its strings) for nothing.
const Panel = /* @__PURE__ */ lazy(() => import('./booking-panel'));

/**
 * The booking panel, its code loaded when first shown (never on the home page). Until it arrives the page shows
 * the panel's title and a loading line in its place, so the rest of the page never waits for it.
 */
export default function BookingPanel(props: BookingPanelProps) {
  return (
    <Suspense
      fallback={
        <section className="booking-panel card shadow-sm my-4" aria-busy="true">
          <div className="card-body">
            <h2 className="h4">{t.title}</h2>
            <p role="status">{t.loadingPanel}</p>
          </div>
        </section>
      }
    >
      <Panel {...props} />
    </Suspense>
  );
}
