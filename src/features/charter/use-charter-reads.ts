import { entryFor, fetchEntry } from '../../backend/react/read-cache';
import { useBackendRead } from '../../backend/react/use-backend-read';
import type { Backend } from '../../backend/types';
import { isCharterToken } from '../../domain/charter';

/** The keys of the charter pages' reads: a change to a list reads its guests again (useInvalidate). */
export const charterKeys = {
  page: (token: string) => `charter/page/${token}`,
  list: (guestToken: string) => `charter/list/${guestToken}`,
  guests: (guestToken: string) => `charter/guests/${guestToken}`,
};

const readPage = (token: string) => (backend: Backend) => backend.charters.page(token);
const readList = (guestToken: string) => (backend: Backend) => backend.charters.guestList(guestToken);
const readGuests = (guestToken: string) => (backend: Backend) => backend.charters.guests(guestToken);

/** The client's page by its address; nothing is read for an address that cannot be one. */
export function useCharterPage(token: string) {
  return useBackendRead(isCharterToken(token) ? charterKeys.page(token) : null, readPage(token));
}

/** The guest list's page by its address. */
export function useGuestListPage(guestToken: string) {
  return useBackendRead(
    isCharterToken(guestToken) ? charterKeys.list(guestToken) : null,
    readList(guestToken),
  );
}

/** The names on the list, this device's marked (null: no address to read). */
export function useGuests(guestToken: string | null) {
  return useBackendRead(
    guestToken && isCharterToken(guestToken) ? charterKeys.guests(guestToken) : null,
    readGuests(guestToken ?? ''),
  );
}

/** A read put in the cache and started, as the page's own hook would (read-cache.ts). */
function prefetch<T>(backend: Backend, key: string, read: (backend: Backend) => Promise<T>) {
  const entry = entryFor(backend, key, read, { status: 'loading' });
  if (!entry.fetching && entry.run === 0) void fetchEntry(backend, entry);
}

/**
 * The reads of a charter page started before it renders: the client's page and its list's names (their address is
 * on the page, so they follow it), or the guest list's page and its names side by side.
 */
export function prefetchReads(backend: Backend, route: { kind: 'page' | 'guests'; token: string }) {
  if (!isCharterToken(route.token)) return;
  if (route.kind === 'guests') {
    prefetch(backend, charterKeys.list(route.token), readList(route.token));
    prefetch(backend, charterKeys.guests(route.token), readGuests(route.token));
    return;
  }
  prefetch(backend, charterKeys.page(route.token), readPage(route.token));
}
