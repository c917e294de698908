/**
 * `usePageMeta`: a public page's title, description, canonical address, language alternates, link-preview tags and
 * structured data (src/domain/seo, built by page-head.ts). Prerendering builds them at once and writes them into
 * the page's `<head>`; in the browser the prerendered head is already right, so the builder loads only when the
 * visitor moves to another page, whose elements then replace the previous page's.
 */
import { createContext, use, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { pageLocale } from '../i18n/published-locales';
import { PAGE_META_ATTRIBUTE } from '../domain/seo/attribute';
import type { buildHead, PageMetaSpec } from './page-head';
import { HeadSinkContext } from './page-title';

/** The head builder, given by the prerender (entry-server.tsx); in the browser it is loaded when first needed. */
export const HeadBuilderContext = createContext<typeof buildHead | null>(null);

/** The head builder once loaded in the browser. */
let loadedBuilder: typeof buildHead | undefined;
const loadBuilder = () => import('./page-head').then((module) => (loadedBuilder = module.buildHead));

const prerenderedAddress =
  typeof document === 'undefined' ? undefined : document.getElementById('root')?.dataset.prerendered;

/**
 * The page the document was prerendered for, as the router names it (without the language prefix, its basename):
 * its head is already that page's.
 */
let prerenderedHead: string | null =
  prerenderedAddress === undefined ? null : pageLocale(prerenderedAddress).routerPath;

function applyHead(title: string, tags: ReturnType<typeof buildHead>['tags']) {
  document.title = title;
  for (const element of document.head.querySelectorAll(`[${PAGE_META_ATTRIBUTE}]`)) element.remove();
  for (const tag of tags) {
    const element = document.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    element.setAttribute(PAGE_META_ATTRIBUTE, '');
    if (tag.tag === 'script') element.textContent = tag.text;
    document.head.append(element);
  }
}

/**
 * For screens that are not for search engines (the admin area): the previous page's head elements go and a
 * `robots: noindex` takes their place; the title stays the screen's (`usePageTitle`).
 */
export function useNoIndex() {
  useEffect(
    () => applyHead(document.title, [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }]),
    [],
  );
}

export function usePageMeta(spec: PageMetaSpec) {
  const { pathname } = useLocation();
  // Prerendering only (left out of the browser's code): report the page's head.
  if (import.meta.env.SSR) {
    const report = use(HeadSinkContext);
    const build = use(HeadBuilderContext);
    if (report && build) {
      const head = build(spec, pathname);
      report({ title: head.title, head: head.html });
    }
  }
  // What the head is made of; the structured data follows the page's data, shown by its title and description, and
  // the preloaded photo is the preview image's.
  const key = JSON.stringify([
    pathname,
    spec.title,
    spec.description,
    spec.path,
    spec.image,
    spec.type,
    spec.noindex,
  ]);
  const [builder, setBuilder] = useState(() => loadedBuilder);
  useEffect(() => {
    // The prerendered page's own head needs nothing (and no builder) until the visitor moves on.
    if (prerenderedHead === pathname) return;
    prerenderedHead = null;
    // Built for the spec of the moment: this runs again when the builder arrives.
    if (builder) {
      const head = builder(spec, pathname);
      applyHead(head.title, head.tags);
    } else {
      loadBuilder().then(
        (loaded) => setBuilder(() => loaded),
        (error: unknown) => console.warn('Could not update the page’s metadata.', error),
      );
    }
    // `key` stands for the spec: the same key, the same head.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, builder]);
}
