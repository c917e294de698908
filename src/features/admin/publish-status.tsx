import { useEffect, useState } from 'react';
import { useBackendOrNull } from '../../backend/react/backend-context';
import { useSiteData } from '../../backend/react/site-data';
import { DUBAI_TIME_ZONE } from '../../domain/booking/dubai-time';
import {
  BUILD_INFO_FILE,
  catalogueFingerprint,
  parseBuildInfo,
  type BuildInfo,
} from '../../domain/catalogue-fingerprint';
import { publishStrings } from './strings';

const dubaiDateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: DUBAI_TIME_ZONE,
});

type Loaded =
  { state: 'loading' } | { state: 'none' } | { state: 'failed' } | { state: 'ready'; info: BuildInfo };

/**
 * The build's `/build-info.json`, read when `wanted`; `none` where the site was not built (the dev server answers
 * with the app).
 */
function useBuildInfo(wanted: boolean): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    fetch(`/${BUILD_INFO_FILE}`, { cache: 'no-store' })
      .then(async (response) => {
        const info = response.ok ? parseBuildInfo(await response.json().catch(() => null)) : null;
        return info ? ({ state: 'ready', info } as const) : ({ state: 'none' } as const);
      })
      .catch((error: unknown) => {
        console.warn('Could not read the build info.', error);
        return { state: 'failed' } as const;
      })
      .then((result) => {
        if (active) setLoaded(result);
      });
    return () => {
      active = false;
    };
  }, [wanted]);
  return loaded;
}

/**
 * When the public pages were last built, and whether the catalogue has changed since (Firebase mode: the pages are
 * prerendered with the live catalogue at build time; docs/decisions/0013-prerender-live-catalogue.md). The demo's
 * pages always show its fixtures, so there is nothing to republish there.
 */
export default function PublishStatus() {
  const backend = useBackendOrNull();
  const { status, failed, products, offers, services } = useSiteData();
  const build = useBuildInfo(backend?.kind === 'firebase');
  if (backend?.kind !== 'firebase' || build.state === 'loading' || build.state === 'none') return null;
  if (build.state === 'failed') {
    return (
      <section className="alert alert-secondary small py-2" aria-label={publishStrings.region}>
        {publishStrings.readFailed}
      </section>
    );
  }
  const { info } = build;
  const known = status === 'ready' && failed.length === 0;
  const changed = known && catalogueFingerprint({ products, offers, services }) !== info.fingerprint;
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
