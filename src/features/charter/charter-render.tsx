import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BackendProvider } from '../../backend/react/backend-context';
import type { Backend } from '../../backend/types';
import { CharterApp } from './charter-app';

/**
 * Renders the charter pages into `root` (replacing the header charter.html draws meanwhile). Its own chunk, loaded
 * beside the reads the entry has already started: React is not needed to start them (src/charter-main.tsx).
 */
export function renderCharterApp(root: HTMLElement, backend: () => Promise<Backend>, path: string) {
  createRoot(root).render(
    <StrictMode>
      <BackendProvider load={backend}>
        <CharterApp path={path} />
      </BackendProvider>
    </StrictMode>,
  );
}
