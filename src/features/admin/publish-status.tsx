import { useBackendOrNull } from '../../backend/react/backend-context';
import { useSiteData } from '../../backend/react/site-data';
import { useBackendRead } from '../../backend/react/use-backend-read';
import { DUBAI_TIME_ZONE } from '../../domain/booking/dubai-time';
import { BUILD_INFO_FILE, catalogueFingerprint, parseBuildInfo } from '../../domain/catalogue-fingerprint';
import { publishStrings } from './strings';

const dubaiDateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: DUBAI_TIME_ZONE,
});

/**
 * The build's `/build-info.json`, read when `wanted`: null where the site was not built (the dev server answers
 * with the app).
 */
const useBuildInfo = (wanted: boolean) =>
  useBackendRead(wanted ? 'build info' : null, async () => {
    const response = await fetch(`/${BUILD_INFO_FILE}`, { cache: 'no-store' });
    return response.ok ? parseBuildInfo(await response.json().catch(() => null)) : null;
  });

/**
 * When the public pages were last built, and whether the catalogue has changed since (Firebase mode: the pages are
 * prerendered with the live catalogue at build time; docs/decisions/0013-prerender-live-catalogue.md). The demo's
 * pages always show its fixtures, so there is nothing to republish there.
 */
export default function PublishStatus() {
  const backend = useBackendOrNull();
  const { status, failed, yachts, offers, services } = useSiteData();
  const build = useBuildInfo(backend?.kind === 'firebase');
  if (backend?.kind !== 'firebase' || build.status === 'loading') return null;
  if (build.status === 'failed') {
    return (
      <section className="alert alert-secondary small py-2" aria-label={publishStrings.region}>
        {publishStrings.readFailed}
      </section>
    );
  }
  const info = build.data;
  if (!info) return null;
  const known = status === 'ready' && failed.length === 0;
  const changed = known && catalogueFingerprint({ yachts, offers, services }) !== info.fingerprint;
  return (
    // Not role="alert": it is standing information, not news, and the screens' own alerts stay the only ones.
    <section
      className={`alert ${changed ? 'alert-warning' : 'alert-secondary'} small py-2`}
      aria-label={publishStrings.region}
      data-catalogue={known ? (changed ? 'changed' : 'same') : 'unknown'}
    >
      {publishStrings.builtAt(dubaiDateTime.format(Date.parse(info.builtAt)))}{' '}
      {known ? (changed ? publishStrings.changed : publishStrings.upToDate) : publishStrings.unknownChange}
    </section>
  );
}
