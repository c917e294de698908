import type { Backend } from '../types';

/**
 * The cache behind `useBackendRead` (docs/decisions/0019-cached-reads.md): one store per backend, an entry per key.
 * An entry is read once however many screens show it; the first screen to show it reads it again (a kept entry
 * is shown at once meanwhile); `invalidate` (use-invalidate.ts) reads again what is shown and forgets the rest.
 */

/**
 * What a read is known by, a path: its name first, then what it depends on (`bookings/2030-05-06/2030-05-12`).
 * A change names the reads it affects by a prefix of whole parts (`bookings` covers `bookings/busy/…`).
 */
export type ReadKey = string;

/** Reads the data; `shown` is what the entry holds (a paged read reads as many pages again). */
export type Read<T> = (backend: Backend, shown: T | undefined) => Promise<T>;

/**
 * What a read has come to: 'ready' stays while it is read again (`refreshing`), so its data stays on screen.
 * A failed or repeated read keeps the data it had (`data`), for the next read and for a prerendered page.
 */
export type ReadState<T> = (
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: unknown; data?: T }
) & { refreshing?: boolean };

export interface Entry<T> {
  key: ReadKey;
  read: Read<T>;
  /** Replaced, never changed, on every change. */
  state: ReadState<T>;
  /** Told of every change. */
  listeners: Set<() => void>;
  /** How many reads were started, the latest one counting: an answer to an earlier one is dropped. */
  run: number;
  /** A read is under way. */
  fetching?: boolean;
  /**
   * Read ahead for the screen about to show it (a charter page's reads, started before React loads): that screen
   * takes it as it is, without reading it again.
   */
  readAhead?: boolean;
}

const stores = new WeakMap<Backend, Map<string, Entry<unknown>>>();

export function storeOf(backend: Backend) {
  let store = stores.get(backend);
  if (!store) stores.set(backend, (store = new Map()));
  return store;
}

/** The entry for `key`, made in state `seed` if there is none. */
export function entryFor<T>(backend: Backend, key: ReadKey, read: Read<T>, seed: ReadState<T>): Entry<T> {
  const store = storeOf(backend);
  let entry = store.get(key) as Entry<T> | undefined;
  if (!entry) {
    entry = { key, read, state: seed, listeners: new Set(), run: 0 };
    store.set(key, entry as Entry<unknown>);
  }
  return entry;
}

/** Replaces the entry's state and tells its listeners. */
export function update<T>(entry: Entry<T>, state: ReadState<T>) {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

/** Reads the entry again, keeping its data meanwhile; a failure is logged and kept in its state. */
export function fetchEntry<T>(backend: Backend, entry: Entry<T>): Promise<void> {
  const run = ++entry.run;
  const { state } = entry;
  const { data } = state;
  entry.fetching = true;
  update<T>(entry, state.status === 'ready' ? { ...state, refreshing: true } : { status: 'loading', data });
  const settle = (next: ReadState<T>) => {
    if (run !== entry.run) return;
    entry.fetching = false;
    update(entry, next);
  };
  return new Promise<T>((resolve) => resolve(entry.read(backend, data))).then(
    (answer) => settle({ status: 'ready', data: answer }),
    (error: unknown) => {
      console.warn(`Could not read ${entry.key}.`, error);
      settle({ status: 'failed', error, data });
    },
  );
}

/**
 * Calls `listener` on every change; the first screen to show an entry reads it (again), unless it was read ahead
 * for that screen and that read worked. Returns the undo.
 */
export function subscribe<T>(backend: Backend, entry: Entry<T>, listener: () => void) {
  const readAhead = entry.readAhead === true && entry.state.status === 'ready';
  entry.readAhead = false;
  if (entry.listeners.size === 0 && !entry.fetching && !readAhead) void fetchEntry(backend, entry);
  entry.listeners.add(listener);
  return () => void entry.listeners.delete(listener);
}
