import { bookingPanelShellStrings as t } from './shell-strings';

/** What shows while the booking code and its data load: the panel's title and a loading line. */
export default function BookingPanelPlaceholder() {
  return (
    <section className="booking-panel card shadow-sm my-4" aria-busy="true">
      <div className="card-body">
        <h2 className="h4">{t.title}</h2>
        <p role="status">{t.loadingPanel}</p>
      </div>
    </section>
  );
}
