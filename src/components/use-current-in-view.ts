import { useEffect, type RefObject } from 'react';

/**
 * Where a box scrolls sideways inside itself (the admin's navigation, the calendar's week on a phone), brings its
 * current item (`current`, a selector: the screen shown, today) into the middle of the box whenever `key` changes,
 * so it is never scrolled out of sight. Nothing moves where the box fits.
 */
export function useCurrentInView(scroller: RefObject<HTMLElement | null>, key: string, current = '.active') {
  useEffect(() => {
    const box = scroller.current;
    const item = box?.querySelector(current);
    if (!box || !item || box.scrollWidth <= box.clientWidth) return;
    const row = box.getBoundingClientRect();
    const place = item.getBoundingClientRect();
    box.scrollBy({ left: place.left - row.left - (row.width - place.width) / 2, behavior: 'instant' });
  }, [scroller, key, current]);
}
