import { render, type RenderResult } from '@testing-library/react';
import type { SiteSnapshot } from '../../src/backend/react/snapshot';
import { useLayoutEffect, type ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type RouteObject } from 'react-router-dom';
import { BackendProvider } from '../../src/backend/react/backend-context';
import { SiteDataProvider } from '../../src/backend/react/site-data';
import { AppRoutes, routes as appRoutes } from '../../src/app/routes';
import { createDemoBackend, type DemoBackendOptions } from '../../src/backend/demo';
import type { Backend } from '../../src/backend/types';
import { CharterApp } from '../../src/features/charter/charter-app';

let counter = 0;

/** In-memory Storage for the demo auth session. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/**
 * A real demo backend on a fresh fake IndexedDB database, seeded from the fixtures; without the demo's activity
 * (an empty pipeline and calendar, which a test fills with what it needs) unless `activity: true`.
 */
export function createTestBackend(options: DemoBackendOptions = {}): Promise<Backend> {
  counter += 1;
  return createDemoBackend({
    dbName: `test-db-${counter}-${Date.now()}`,
    storage: new MemoryStorage(),
    activity: false,
    ...options,
  });
}

/** Replaces methods of a backend for one test (e.g. to make a call fail). */
export function withOverrides(
  backend: Backend,
  overrides: Partial<{ [K in keyof Backend]: Partial<Backend[K]> }>,
): Backend {
  const merged: Record<string, unknown> = { ...backend };
  for (const [key, value] of Object.entries(overrides)) {
    merged[key] = { ...(backend[key as keyof Backend] as object), ...(value as object) };
  }
  return merged as unknown as Backend;
}

interface RenderAppOptions {
  backend: Backend;
  path?: string;
  routes?: RouteObject[];
  /** The data a prerendered page was built with (hydrated, then refreshed from the backend). */
  initial?: SiteSnapshot;
}

/** What a test can see of, and do with, the router: the current location and navigation. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: string) => Promise<void>;
}

type Probe = { location?: Location; navigate?: (to: string) => void };

/** Reports the router's location and navigate function to the test after each render. */
function RouterProbe({ report }: { report: (location: Location, navigate: (to: string) => void) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => report(location, navigate), [location, navigate, report]);
  return null;
}

/** Renders the app's routes (or given ones) at `path` with the backend and shared data providers. */
export function renderApp({
  backend,
  path = '/',
  routes = appRoutes,
  initial,
}: RenderAppOptions): RenderResult & {
  router: TestRouter;
} {
  const probe: Probe = {};
  const report = (location: Location, navigate: (to: string) => void) => {
    probe.location = location;
    probe.navigate = navigate;
  };
  const result = render(
    <BackendProvider backend={backend}>
      <SiteDataProvider initial={initial}>
        <MemoryRouter initialEntries={[path]}>
          <RouterProbe report={report} />
          <AppRoutes routeList={routes} />
        </MemoryRouter>
      </SiteDataProvider>
    </BackendProvider>,
  );
  const router: TestRouter = {
    get state() {
      if (!probe.location) throw new Error('The router has not rendered.');
      return { location: probe.location };
    },
    async navigate(to: string) {
      if (!probe.navigate) throw new Error('The router has not rendered.');
      probe.navigate(to);
    },
  };
  return { ...result, router };
}

/** The charter pages' own entry (src/charter-main.tsx) at `path` (without its language prefix), on `backend`. */
export function renderCharterApp({ backend, path }: { backend: Backend; path: string }): RenderResult {
  return render(
    <BackendProvider backend={backend}>
      <CharterApp path={path} />
    </BackendProvider>,
  );
}

/** Renders one element with the providers, inside a router at `path`. */
export function renderWithProviders(
  element: ReactElement,
  { backend, path = '/' }: { backend: Backend; path?: string },
) {
  return renderApp({ backend, path, routes: [{ path: '*', element }] });
}
