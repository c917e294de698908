import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A handler whose identity never changes, calling the latest one given: a memoised part (the list beside the guest
 * form, the nationalities) is passed the form's handlers, which are made anew at each keystroke, without redrawing.
 */
export function useStableHandler<Args extends unknown[]>(handler: (...args: Args) => void) {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
