import { createContext, useContext, useEffect } from 'react';
import { site } from '../config/site';

/** Prerendering collects the page title here (effects do not run on the server). */
export const TitleSinkContext = createContext<((title: string) => void) | null>(null);

export function fullTitle(title?: string): string {
  return title ? `${title} | ${site.name}` : `${site.name} | ${site.heading}`;
}

/** Sets the document title as `{title} | {brand}` (the brand and heading when no title is given). */
export function usePageTitle(title?: string) {
  const reportTitle = useContext(TitleSinkContext);
  reportTitle?.(fullTitle(title));
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}
