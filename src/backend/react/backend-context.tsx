import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Backend } from '../types';

const BackendContext = createContext<Backend | null>(null);

type BackendProviderProps = { children: ReactNode } & (
  | { backend: Backend; load?: never }
  | { load: () => Promise<Backend>; backend?: never }
  /** Prerendering at build time: no backend at all. */
  | { backend: null; load?: never }
);

/** Provides the backend; with `load` the children render at once and data arrives when the backend is ready. */
export function BackendProvider({ backend: given, load, children }: BackendProviderProps) {
  // The loaded backend with the `load` it came from: one from an earlier `load` is never provided.
  const [loaded, setLoaded] = useState<[() => Promise<Backend>, Backend]>();

  useEffect(() => {
    if (!load) return;
    load().then(
      // A transition: a prerendered page whose code is still loading keeps its markup (and is hydrated
      // later) instead of being replaced by a loading indicator, which would shift the layout.
      (backend) => startTransition(() => setLoaded([load, backend])),
      (error: unknown) => console.error('The backend could not be started.', error),
    );
  }, [load]);

  const backend = given ?? (loaded && loaded[0] === load ? loaded[1] : null);
  return <BackendContext.Provider value={backend}>{children}</BackendContext.Provider>;
}

/** The backend, or null while it is still loading. */
export function useBackendOrNull(): Backend | null {
  return useContext(BackendContext);
}

/** The backend; only for components rendered after it is ready (event handlers, admin screens). */
export function useBackend(): Backend {
  const backend = useContext(BackendContext);
  if (!backend) throw new Error('useBackend() called before the backend was ready.');
  return backend;
}
