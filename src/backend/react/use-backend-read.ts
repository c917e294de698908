import { startTransition, useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { Backend } from '../types';
import { useBackendOrNull } from './backend-context';

/** What a read from the backend has come to; `retry` reads again. */
export type BackendRead<T> = (
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown }
) & { retry: () => void };

type Settled<T> = { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * Reads from the backend for `key` (null: nothing to read): 'loading' until the backend is ready and the read
 * answers, then its data or its failure (logged as a warning, shown by the caller with "Try again"). An answer
 * for an earlier key, backend or attempt is dropped, so a slow read never overwrites a newer one.
 */
export function useBackendRead<T>(
  key: string | null,
  read: (backend: Backend) => Promise<T>,
): BackendRead<T> {
  const backend = useBackendOrNull();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ for: unknown[]; result: Settled<T> } | null>(null);
  const readNow = useEffectEvent((from: Backend) => read(from));

  useEffect(() => {
    if (!backend || key === null) return;
    let active = true;
    // A transition: rendering what arrived (a booking panel, a list) yields to the browser instead of blocking it.
    const settle = (result: Settled<T>) =>
      active && startTransition(() => setSettled({ for: [backend, key, attempt], result }));
    readNow(backend).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => {
        console.warn(`Could not read ${key}.`, error);
        settle({ status: 'failed', error });
      },
    );
    return () => {
      active = false;
    };
  }, [backend, key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const current = settled?.for.every((value, index) => value === [backend, key, attempt][index]);
  return settled && current ? { ...settled.result, retry } : { status: 'loading', retry };
}
