import { startTransition, useEffect, useReducer } from 'react';
import { useBackendOrNull } from './backend-context';
import {
  entryFor,
  fetchEntry,
  storeOf,
  subscribe,
  type Read,
  type ReadKey,
  type ReadState,
} from './read-cache';

export type { ReadKey } from './read-cache';

/** What a read from the backend has come to (see ReadState); `retry` reads again. */
export type BackendRead<T> = ReadState<T> & { retry: () => void };

/**
 * The one way components read server data (docs/decisions/0019-cached-reads.md). Reads `key` from the backend (null:
 * nothing to read): 'loading' until the backend is ready and the read answers, then its data or its failure (logged
 * as a warning, shown by the caller with "Try again"). The answer is cached per backend and key: every component
 * showing the key shares one read, and one shown later gets the kept data at once while it is read again. A key
 * names everything the read depends on, so an answer for an earlier key never shows. `initial` (a prerendered
 * page's data) is shown, as refreshing, until the first answer.
 */
export function useBackendRead<T>(key: ReadKey | null, read: Read<T>, initial?: T): BackendRead<T> {
  const backend = useBackendOrNull();
  const [, changed] = useReducer((count: number) => count + 1, 0);
  const state: ReadState<T> =
    (backend && key && (storeOf(backend).get(key)?.state as ReadState<T>)) ||
    // Nothing read yet: `initial`, to be refreshed, or loading.
    (key && initial !== undefined
      ? { status: 'ready', data: initial, refreshing: true }
      : { status: 'loading' });

  useEffect(() => {
    if (!backend || !key) return;
    const entry = entryFor(backend, key, read, state);
    // The first read is rendered in a transition, like the backend's arrival: a prerendered page still hydrating
    // keeps its markup, and rendering it yields to the browser instead of blocking it. A later one (after a change,
    // "Try again") shows at once, with the feedback on what the person did.
    const stop = subscribe(backend, entry, () => (entry.run > 1 ? changed() : startTransition(changed)));
    // It may have changed since this render (read for another screen meanwhile, or being read now).
    if (entry.state !== state) startTransition(changed);
    return stop;
    // The key names everything the read depends on; `state` is what this render showed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [backend, key]);

  const retry = () => {
    if (backend && key) void fetchEntry(backend, entryFor(backend, key, read, state));
  };
  return { ...state, retry };
}
