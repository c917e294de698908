import { StrictMode } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { loadBackend } from '../backend';
import { BackendProvider } from './backend-context';
import { SiteDataProvider } from './data-context';
import { routes } from './routes';
import type { SiteSnapshot } from './snapshot';

/**
 * Loads the lazy route modules the current URL needs, so a prerendered page hydrates with the same markup
 * instead of an empty fallback.
 */
export async function preloadMatchedRoutes(routeList: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routeList, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** The whole client app: backend, shared data and the router. */
export function createApp(initial?: SiteSnapshot) {
  const router = createBrowserRouter(routes);
  return (
    <StrictMode>
      <BackendProvider load={loadBackend}>
        <SiteDataProvider initial={initial}>
          <RouterProvider router={router} />
        </SiteDataProvider>
      </BackendProvider>
    </StrictMode>
  );
}
