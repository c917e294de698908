import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { loadBackend } from '../backend';
import { BackendProvider } from '../backend/react/backend-context';
import { SiteDataProvider } from '../backend/react/site-data';
import { AppRoutes } from './routes';
import type { SiteSnapshot } from '../backend/react/snapshot';

/**
 * The whole client app: backend, shared data and the router. `basename` is the language's address prefix (`/ar`):
 * routes and links are written without it.
 */
export function createApp(initial?: SiteSnapshot, basename?: string) {
  const load = () => loadBackend(initial);
  return (
    <StrictMode>
      <BackendProvider load={load}>
        <SiteDataProvider initial={initial}>
          <BrowserRouter basename={basename}>
            <AppRoutes />
          </BrowserRouter>
        </SiteDataProvider>
      </BackendProvider>
    </StrictMode>
  );
}
