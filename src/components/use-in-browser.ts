import { startTransition, useEffect, useState } from 'react';

/**
 * False while prerendering and hydrating, true once the component runs in the browser, for parts that a prerendered
 * page cannot show as they will be (they depend on the clock, the query, or script-set styles). The switch is a
 * transition, so the browser-only render yields to the browser instead of blocking it (the useSyncExternalStore way
 * re-renders synchronously after hydration: one long task on a phone). In the running app a part mounted later
 * switches right after its first paint.
 */
export function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setInBrowser(true));
  }, []);
  return inBrowser;
}
