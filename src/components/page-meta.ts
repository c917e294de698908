/**
 * `usePageMeta`: a public page's title, description, canonical address, language alternates, link-preview tags and
 * structured data (src/domain/seo). Prerendering collects them through `HeadSinkContext` and writes them into the
 * page's `<head>`; in the browser the same elements replace the previous page's on every navigation.
 */
import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { localePath, PUBLISHED_LOCALES, splitLocale, type Locale } from '../config/locales';
import { siteOrigin } from '../config/origin';
import { paths } from '../config/paths';
import { site } from '../config/site';
import {
  absoluteUrl,
  buildPageMeta,
  headHtml,
  PAGE_META_ATTRIBUTE,
  type HeadTag,
  type MetaImage,
} from '../domain/seo/head';
import { businessJsonLd, type BusinessInfo } from '../domain/seo/structured-data';
import { fullTitle, HeadSinkContext } from './page-title';
import { seoStrings as t } from './strings';

/** The business as structured data needs it, from the site configuration. */
export const businessInfo: BusinessInfo = {
  name: site.name,
  email: site.email,
  phones: site.phones,
  address: site.postalAddress,
  geo: site.geo,
  openingHours: site.openingHours,
  socials: site.socials,
  priceRange: site.priceRange,
  image: site.shareImage.src,
  currency: site.currency,
};

/** The business's structured data (home and contact). */
export const businessData = () => businessJsonLd(businessInfo, siteOrigin, t.siteDescription);

/** Where the page is: its language, and the absolute address of any site path in that language. */
export interface PageContext {
  locale: Locale;
  /** `url('/packages')` is `https://…/packages` (or `https://…/ar/packages` on an Arabic page). */
  url: (path: string) => string;
}

export interface PageMetaSpec {
  /** The title before ` | {brand}`; none: the brand and its heading (the home page). */
  title?: string;
  description: string;
  /** The page's English-form path when it is not the address shown (a yacht's, a service's); home aliases → `/`. */
  path?: string;
  /** The preview image; the site's own by default. */
  image?: MetaImage;
  type?: 'website' | 'product' | 'article';
  noindex?: boolean;
  /** schema.org objects for the page. */
  jsonLd?: (page: PageContext) => readonly object[];
}

/** The page's path without its language, home's other addresses as `/`. */
function canonicalPath(pathname: string): { locale: Locale; path: string } {
  const { locale, path } = splitLocale(pathname);
  return { locale, path: paths.homePaths.includes(path) ? paths.home : path };
}

function applyHead(title: string, tags: readonly HeadTag[]) {
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
  useEffect(() => {
    for (const element of document.head.querySelectorAll(`[${PAGE_META_ATTRIBUTE}]`)) element.remove();
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    robots.setAttribute(PAGE_META_ATTRIBUTE, '');
    document.head.append(robots);
  }, []);
}

export function usePageMeta(spec: PageMetaSpec) {
  const location = useLocation();
  const { locale, path: shownPath } = canonicalPath(location.pathname);
  const path = spec.path ?? shownPath;
  const context: PageContext = { locale, url: (to) => absoluteUrl(siteOrigin, localePath(locale, to)) };
  const meta = buildPageMeta({
    path,
    locale,
    locales: PUBLISHED_LOCALES,
    origin: siteOrigin,
    title: fullTitle(spec.title),
    description: spec.description,
    siteName: site.name,
    image: spec.image ?? { ...site.shareImage, alt: site.heading },
    type: spec.type,
    noindex: spec.noindex,
    jsonLd: spec.jsonLd?.(context),
  });
  const head = headHtml(meta.tags);
  const report = useContext(HeadSinkContext);
  report?.({ title: meta.title, head });
  useEffect(() => {
    applyHead(meta.title, meta.tags);
    // `head` stands for the tags: the same text, the same elements.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [meta.title, head]);
}
