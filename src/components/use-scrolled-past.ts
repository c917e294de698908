import { useEffect, useState } from 'react';

/** True once the window has scrolled further than `threshold` px (a function gets the viewport height). */
export function useScrolledPast(threshold: number | (() => number)): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const limit = () => (typeof threshold === 'function' ? threshold() : threshold);
    const update = () => setPast(window.scrollY > limit());
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [threshold]);
  return past;
}
