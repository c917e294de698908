import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come near the screen (and stays true after): a chart below the fold is drawn when the
 * operator scrolls to it, not with the first figures. Without IntersectionObserver (jsdom, very old browsers):
 * never, and the chart's summary and table stand in for it.
 */
export function useInView<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen];
}
