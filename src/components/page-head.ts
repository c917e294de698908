/**
 * The head elements of a public page (src/domain/seo): built while prerendering (entry-server.tsx provides this
 * module to `usePageMeta`), and in the browser loaded on the first navigation after the prerendered page, so the
 * builders and the structured data do not weigh on a first visit (page-meta.ts).
 */
import { PUBLISHED_LOCALES } from '../i18n/published-locales';
import { localePath, splitLocale, type Locale } from '../domain/locales';
import { activeLocale } from '../i18n/catalogues';
import { siteOrigin } from '../config/origin';
import { paths } from '../config/paths';
import { site } from '../config/site';
import {
  absoluteUrl,
  buildPageMeta,
  headHtml,
  type HeadTag,
  type MetaImage,
  type PreloadImage,
} from '../domain/seo/head';
import * as structuredData from '../domain/seo/structured-data';
import type { BusinessInfo } from '../domain/seo/structured-data';
import { fullTitle } from './page-title';
import { seoStrings } from './seo-strings';

/** Where the page is, and the structured-data builders (loaded with the head builder). */
export interface PageContext {
  locale: Locale;
  /** `url('/packages')` is `https://…/packages` (or `https://…/ar/packages` on an Arabic page). */
  url: (path: string) => string;
  /** The schema.org builders of src/domain/seo/structured-data. */
  ld: typeof structuredData;
  /** The business, as the builders take it, and the site's origin. */
  business: BusinessInfo;
  origin: string;
  /** The business's own structured data (home and contact). */
  businessData: () => object;
}

export interface PageMetaSpec {
  /** The title before ` | {brand}`; none: the brand and its heading (the home page). */
  title?: string;
  description: string;
  /** The page's English-form path when it is not the address shown (a yacht's, a service's); home aliases → `/`. */
  path?: string;
  /** The preview image; the site's own by default. */
  image?: MetaImage;
  /** The photo the page shows first and largest, to fetch before anything else (its `src`, `srcset`, `sizes`). */
  preloadImage?: PreloadImage;
  type?: 'website' | 'product' | 'article';
  noindex?: boolean;
  /** schema.org objects for the page. */
  jsonLd?: (page: PageContext) => readonly object[];
}

/** The business as structured data needs it, from the site configuration. */
const businessInfo: BusinessInfo = {
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

/**
 * The page's language (the one its messages are in) and its path without the language, home's other addresses as
 * `/`. The router gives paths without the language prefix (its basename); a full address is accepted too.
 */
function canonicalPath(pathname: string): { locale: Locale; path: string } {
  const { path } = splitLocale(pathname);
  return { locale: activeLocale(), path: paths.homePaths.includes(path) ? paths.home : path };
}

export interface BuiltHead {
  title: string;
  tags: readonly HeadTag[];
  /** The tags as HTML, for the prerendered file. */
  html: string;
}

/** The head of the page shown at `pathname`, as `spec` describes it. */
export function buildHead(spec: PageMetaSpec, pathname: string): BuiltHead {
  const { locale, path: shownPath } = canonicalPath(pathname);
  const context: PageContext = {
    locale,
    url: (to) => absoluteUrl(siteOrigin, localePath(locale, to)),
    ld: structuredData,
    business: businessInfo,
    origin: siteOrigin,
    businessData: () => structuredData.businessJsonLd(businessInfo, siteOrigin, seoStrings.siteDescription),
  };
  const meta = buildPageMeta({
    path: spec.path ?? shownPath,
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
    preloadImage: spec.preloadImage,
  });
  return { title: meta.title, tags: meta.tags, html: headHtml(meta.tags) };
}
