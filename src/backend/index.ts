import type { Backend } from './types';

export type { Backend } from './types';

/**
 * Loads the backend chosen at build time (`__BACKEND__`, see vite.config.ts). The other implementation's dynamic
 * import is removed as dead code, so the browser never downloads it (docs/decisions/0002).
 */
export async function loadBackend(): Promise<Backend> {
  if (__BACKEND__ === 'firebase') {
    const { createFirebaseBackend } = await import('./firebase');
    return createFirebaseBackend();
  }
  const { createDemoBackend } = await import('./demo');
  return createDemoBackend();
}
