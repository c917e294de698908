// The charter pages' reads without React (docs/decisions/0043-charter-page.md): their keys in the read cache, and
// starting them before the page renders (src/charter-main.tsx runs this before React has loaded).
import { entryFor, fetchEntry } from '../../backend/react/read-cache';
import type { Backend } from '../../backend/types';
import { isCharterToken, type CharterPage } from '../../domain/charter';

/** The keys of the charter pages' reads: a change to a list reads its guests again (useInvalidate). */
export const charterKeys = {
  page: (token: string) => `charter/page/${token}`,
  list: (guestToken: string) => `charter/list/${guestToken}`,
  guests: (guestToken: string) => `charter/guests/${guestToken}`,
};

export const readPage = (token: string) => (backend: Backend) => backend.charters.page(token);
export const readList = (guestToken: string) => (backend: Backend) => backend.charters.guestList(guestToken);
export const readGuests = (guestToken: string) => (backend: Backend) => backend.charters.guests(guestToken);

/** A read put in the cache and started, as the page's own hook would (read-cache.ts). */
function prefetch<T>(backend: Backend, key: string, read: (backend: Backend) => Promise<T>) {
  const entry = entryFor(backend, key, read, { status: 'loading' });
  const started = !entry.fetching && entry.run === 0;
  // The page about to show it takes this read as it is: a phone on mobile data reads it once.
  if (started) entry.readAhead = true;
  const done = started ? fetchEntry(backend, entry) : Promise.resolve();
  // What this read found (undefined when it failed, or when another had started it).
  return done.then(() => (started && entry.state.status === 'ready' ? entry.state.data : undefined));
}

/**
 * The reads of a charter page started before it renders: the client's page and its list's names (their address is
 * on the page, so they follow it), or the guest list's page and its names side by side.
 */
export function prefetchReads(
  backend: Backend,
  route: { kind: 'page' | 'guests'; token: string },
): Promise<CharterPage | null | undefined> | null {
  if (!isCharterToken(route.token)) return null;
  if (route.kind === 'guests') {
    prefetch(backend, charterKeys.list(route.token), readList(route.token));
    prefetch(backend, charterKeys.guests(route.token), readGuests(route.token));
    return null;
  }
  return prefetch(backend, charterKeys.page(route.token), readPage(route.token));
}
