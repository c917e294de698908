import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { loadBackend } from '../backend';
import { BackendProvider } from '../backend/react/backend-context';
import { SiteDataProvider } from '../backend/react/site-data';
import { AppRoutes } from './routes';
import type { SiteSnapshot } from '../backend/react/snapshot';

/** The whole client app: backend, shared data and the router. */
export function createApp(initial?: SiteSnapshot) {
  return (
    <StrictMode>
      <BackendProvider load={loadBackend}>
        <SiteDataProvider initial={initial}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SiteDataProvider>
      </BackendProvider>
    </StrictMode>
  );
}
