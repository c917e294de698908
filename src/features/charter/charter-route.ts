// What a charter page needs started at once, without React: the entry runs it before React and the page's code
// have arrived (src/charter-start.ts; docs/decisions/0043-charter-page.md).
import { preloadCharterPhoto } from './charter-photo';
import type { Backend } from '../../backend/types';
import { prefetchReads } from './charter-reads';
import { charterRoute } from '../../config/charter-paths';

// Each page its own chunk: the client's page does not bring the guest form, nor the guest's page the money and terms.
export const loadCharterPage = () => import('./charter-page');
export const loadGuestListPage = () => import('./guest-list-page');

/**
 * Starts what the page at `path` needs at once, side by side, rather than one after another as it renders: its code,
 * its reads once the backend is there (the pages then find them in the read cache, under way or done), and its photo
 * once the read has said which.
 */
export function prefetchCharter(path: string, backend: Promise<Backend>) {
  const route = charterRoute(path);
  if (!route) return;
  void (route.kind === 'page' ? loadCharterPage() : loadGuestListPage()).catch(() => {
    // The page's own import says so, with its error boundary.
  });
  void backend.then(
    (loaded) => prefetchReads(loaded, route)?.then((page) => preloadCharterPhoto(page?.yacht.photo)),
    () => {
      // The backend provider reports it.
    },
  );
}
