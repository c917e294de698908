import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Icon, icons } from '../../components/icon';
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

/** The 'View Offers' / 'Close Offers' button (in the phone bar on phones) and the offers panel it opens. */
export default function OffersToggle() {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const label = open ? offersStrings.close : offersStrings.open;

  return (
    <>
      <button
        type="button"
        className="offers-toggle btn btn-gold bar-item"
        aria-expanded={open}
        aria-controls={started ? 'offers-panel' : undefined}
        // The same name on every screen; a phone's bar shows the short label, a part of it.
        aria-label={label}
        onClick={() => {
          setStarted(true);
          setOpen((value) => !value);
        }}
      >
        <Icon path={icons.offers} />
        <span className="bar-long">{label}</span>
        <span className="bar-short">{offersStrings.short}</span>
      </button>
      {started && (
        <Suspense fallback={null}>
          <OffersPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
