import { useCallback } from 'react';
import type { Backend } from '../types';
import { useBackendOrNull } from './backend-context';
import { fetchEntry, storeOf, type ReadKey } from './read-cache';

/*
 * After a change, what it touched is read again (docs/decisions/0019-cached-reads.md). Only the admin changes data,
 * so this lives apart from the cache: the public pages do not download it.
 */

/**
 * After a change: the entries whose keys start with one of `prefixes` are read again where a screen shows them
 * (their data stays on screen meanwhile) and forgotten elsewhere. Resolves when the new data is there.
 */
export async function invalidate(backend: Backend, ...prefixes: ReadKey[]): Promise<void> {
  const store = storeOf(backend);
  const reads: Promise<void>[] = [];
  for (const [key, entry] of store) {
    if (!prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}/`))) continue;
    if (entry.listeners.size > 0) reads.push(fetchEntry(backend, entry));
    else store.delete(key);
  }
  await Promise.all(reads);
}

/**
 * After a change: reads again every shown entry whose key starts with one of the prefixes (`enquiries` covers
 * `enquiries/counts`), its data staying on screen meanwhile, and forgets the others. Resolves when done.
 */
export function useInvalidate(): (...prefixes: ReadKey[]) => Promise<void> {
  const backend = useBackendOrNull();
  return useCallback(
    (...prefixes: ReadKey[]) => (backend ? invalidate(backend, ...prefixes) : Promise.resolve()),
    [backend],
  );
}
