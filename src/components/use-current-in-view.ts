import { useEffect, type RefObject } from 'react';

/**
 * Where a box scrolls sideways inside itself (the admin's navigation, the calendar's week on a phone), brings its
 * current item (`current`, a selector: the screen shown, today) into view whenever `key` changes, so it is never
 * scrolled out of sight: in the middle of the box, or at its start (after its `scroll-padding-left`, e.g. a sticky
 * column). Nothing moves where the box fits.
 */
export function useCurrentInView(
  scroller: RefObject<HTMLElement | null>,
  key: string,
  current = '.active',
  align: 'center' | 'start' = 'center',
) {
  useEffect(() => {
    const box = scroller.current;
    const item = box?.querySelector(current);
    if (!box || !item || box.scrollWidth <= box.clientWidth) return;
    const row = box.getBoundingClientRect();
    const place = item.getBoundingClientRect();
    const before =
      align === 'start'
        ? parseFloat(getComputedStyle(box).scrollPaddingLeft) || 0
        : (row.width - place.width) / 2;
    box.scrollBy({ left: place.left - row.left - before, behavior: 'instant' });
  }, [scroller, key, current, align]);
}
