import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { loadBackend } from '../backend';
import { BackendProvider } from './backend-context';
import { SiteDataProvider } from './data-context';
import { routes } from './routes';

export default function App() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <BackendProvider load={loadBackend}>
      <SiteDataProvider>
        <RouterProvider router={router} />
      </SiteDataProvider>
    </BackendProvider>
  );
}
