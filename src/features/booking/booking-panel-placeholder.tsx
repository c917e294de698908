import { useId } from 'react';
import { bookingPanelShellStrings as t } from './shell-strings';

/**
 * What shows while the booking code and its data load: the panel's title and a loading line, in a region of the
 * panel's name (the panel takes its place).
 */
export default function BookingPanelPlaceholder() {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="booking-panel card shadow-sm my-4" aria-busy="true">
      <div className="card-body">
        <h2 id={`${id}-title`} className="h4">
          {t.title}
        </h2>
        <p role="status">{t.loadingPanel}</p>
      </div>
    </section>
  );
}
