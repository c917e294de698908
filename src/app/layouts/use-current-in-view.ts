import { useEffect, type RefObject } from 'react';

/**
 * Where a row of links scrolls sideways inside itself (the admin's navigation on a phone), brings its current one
 * (`.active`) into the middle of the row whenever `key` (the address) changes, so the screen shown is never
 * scrolled out of sight. Nothing moves where the row fits.
 */
export function useCurrentInView(scroller: RefObject<HTMLElement | null>, key: string) {
  useEffect(() => {
    const box = scroller.current;
    const current = box?.querySelector('.active');
    if (!box || !current || box.scrollWidth <= box.clientWidth) return;
    const row = box.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    box.scrollBy({ left: item.left - row.left - (row.width - item.width) / 2, behavior: 'instant' });
  }, [scroller, key]);
}
