import type { SiteSnapshot } from './react/snapshot';
import type { Backend } from './types';

export type { Backend } from './types';

/**
 * Loads the backend chosen at build time (`__BACKEND__`, see vite.config.ts). The other implementation's dynamic
 * import is removed as dead code, so the browser never downloads it (docs/decisions/0002).
 */
export async function loadBackend(catalogue?: SiteSnapshot): Promise<Backend> {
  if (__BACKEND__ === 'firebase') {
    // The public catalogue over REST; the Firebase SDK when first needed (docs/decisions/0013).
    const { createDeferredFirebaseBackend } = await import('./firebase/deferred');
    return createDeferredFirebaseBackend();
  }
  // A prerendered page carries the catalogue it shows: the demo seeds a new database with it, and until something
  // else is asked of it, a browser without one reads that catalogue as it is (demo/deferred.ts).
  const { createDeferredDemoBackend } = await import('./demo/deferred');
  return createDeferredDemoBackend(catalogue);
}

/**
 * The backend of the charter pages' own entry (src/charter-main.tsx): on Firebase the same (its charter reads are
 * REST already); in demo mode the charter code over this browser's database, the rest of the demo when first asked.
 */
export async function loadCharterBackend(): Promise<Backend> {
  if (__BACKEND__ === 'firebase') return loadBackend();
  const { createCharterDemoBackend } = await import('./demo/charter-guests');
  return createCharterDemoBackend();
}
