import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const positions = new Map<string, number>();

/**
 * Every new page starts at the top, or at the part its address names (`/#fleet`); going back (or forward) returns to
 * where the visitor was on that page — for example to the yacht they opened from the list.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The page the scroll position belongs to; switched before the new page is scrolled.
  const currentKey = useRef(location.key);
  // The first page is left where the browser (or the visitor, before scripts ran) put it.
  const firstPage = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    // A prerendered page may have been scrolled before its code ran.
    remember();
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
    if (!location.hash) window.scrollTo(0, saved ?? 0);
    // The app's link to a part of another page (the phone bar's `/#fleet`) lands on that part; the browser itself
    // scrolls to a part of the same page.
    else if (navigationType === 'PUSH')
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  }, [location.key, location.hash, navigationType]);
}
