import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { loadBackend } from '../backend';
import { BackendProvider } from './backend-context';
import { SiteDataProvider } from './data-context';
import { AppRoutes } from './routes';
import type { SiteSnapshot } from './snapshot';

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
