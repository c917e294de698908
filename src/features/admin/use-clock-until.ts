import { useEffect, useState } from 'react';

/**
 * Now (ms), read again just after `at` (ms) passes, so a screen turns a link expired or a hold lapsed when its time
 * comes, without a reload. NaN or a time past: no timer.
 */
export function useClockUntil(at: number): number {
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    const wait = at - Date.now();
    if (!(wait > 0) || wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setClock(Date.now()), wait + 1000);
    return () => clearTimeout(timer);
  }, [at]);
  return clock;
}
