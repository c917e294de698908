import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import AddOnsSection from './add-ons-section';
import { VouchersSection } from '../cancellation';
import SettingsForm from './settings-form';
import { bookingStrings } from './strings';

/** The site-wide booking rules and the add-ons, on one screen. */
export default function BookingSettingsPage() {
  usePageTitle(`Admin: ${bookingStrings.title.toLowerCase()}`);
  const backend = useBackend();
  const invalidate = useInvalidate();
  const settings = useBackendRead('booking settings', (from) => from.booking.getSettings());
  return (
    <>
      <h1 className="h3 mb-3">{bookingStrings.title}</h1>
      <p className="text-body-secondary">
        Times are Dubai time. Each yacht’s prices and hours are set on its own page (Products).
      </p>
      {settings.status === 'loading' && <Loading label="Loading settings..." />}
      {settings.status === 'failed' && (
        <LoadError message={bookingStrings.settingsLoadFailed} onRetry={settings.retry} />
      )}
      {settings.status === 'ready' && (
        <SettingsForm
          initial={settings.data}
          save={async (next) => {
            await backend.booking.saveSettings(next);
            // Every screen that uses them (the calendar, the yachts' forms, the booking panel) reads them again.
            await invalidate('booking settings');
          }}
        />
      )}
      <AddOnsSection />
      <VouchersSection />
    </>
  );
}
