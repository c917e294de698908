import { useRef, type TouchEvent } from 'react';

/** How far a finger moves sideways, in px, to turn a photo (react-bootstrap's carousel uses the same). */
const SWIPE_DISTANCE = 40;

/**
 * A swipe on a touch screen, to the next photo (`forward`) or the previous one, in the page's direction: on a
 * right-to-left page the next photo comes from the left, so a swipe to the right moves forward. A mostly vertical
 * movement is the page scrolling, and is ignored, and so is a touch in a dialog opened from inside (React passes its
 * events up through the portal, although it is elsewhere on the page).
 */
export function useSwipe(move: (forward: boolean) => void, rtl: boolean) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      const here = event.currentTarget.contains(event.target as Node);
      start.current =
        here && event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      if (Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > Math.abs(touch.clientY - from.y))
        move(dx < 0 !== rtl);
    },
  };
}
