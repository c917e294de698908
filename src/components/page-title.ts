import { createContext, useContext, useEffect } from 'react';
import { site } from '../config/site';

/** What a page reports to prerendering: its whole title and, from `usePageMeta`, its head elements as HTML. */
export interface PageHeadReport {
  title: string;
  head?: string;
}

/** Prerendering collects the page's title and head elements here (effects do not run on the server). */
export const HeadSinkContext = createContext<((report: PageHeadReport) => void) | null>(null);

export function fullTitle(title?: string): string {
  return title ? `${title} | ${site.name}` : `${site.name} | ${site.heading}`;
}

/**
 * Sets the document title as `{title} | {brand}` (the brand and heading when no title is given). Public pages use
 * `usePageMeta` (page-meta.ts), which also writes the description, canonical address and link-preview tags.
 */
export function usePageTitle(title?: string) {
  const report = useContext(HeadSinkContext);
  report?.({ title: fullTitle(title) });
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}
