import { lazy, Suspense, useState, type ComponentType } from 'react';
import { withMessages } from '../../i18n/catalogues';
import type { OffersPanelProps } from './offers-panel';
import { offersStrings } from './strings';

function OffersUnavailable({ open }: { open: boolean }) {
  if (!open) return null;
  return (
    <p id="offers-panel" className="offers-unavailable alert alert-warning shadow mb-0" role="alert">
      {offersStrings.unavailable}
    </p>
  );
}

/** The panel, its cards and countdowns download only when the offers are first opened. */
const OffersPanel = lazy<ComponentType<OffersPanelProps>>(() =>
  withMessages(() => import('./offers-panel'))().catch(() => ({ default: OffersUnavailable })),
);

/** The 'View Offers' / 'Close Offers' button and the offers panel it opens. */
export default function OffersToggle() {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);

  return (
    <>
      <button
        type="button"
        className="offers-toggle btn btn-gold shadow"
        aria-expanded={open}
        aria-controls={started ? 'offers-panel' : undefined}
        onClick={() => {
          setStarted(true);
          setOpen((value) => !value);
        }}
      >
        {open ? offersStrings.close : offersStrings.open}
      </button>
      {started && (
        <Suspense fallback={null}>
          <OffersPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
