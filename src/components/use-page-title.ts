import { useEffect } from 'react';
import { site } from '../config/site';

/** Sets the document title as `{title} | {brand}` (the brand alone when no title is given). */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${site.name}` : `${site.name} | ${site.heading}`;
  }, [title]);
}
