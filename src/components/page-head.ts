/**
 * The head elements of a public page (src/domain/seo): built while prerendering (entry-server.tsx provides this
 * module to `usePageMeta`), and in the browser loaded on the first navigation after the prerendered page, so the
 * builders and the structured data do not weigh on a first visit (page-meta.ts).
 */
import { localePath, PUBLISHED_LOCALES, splitLocale, type Locale } from '../config/locales';
import { activeLocale } from '../i18n/catalogues';
import { siteOrigin } from '../config/origin';
import { paths } from '../config/paths';
import { site } from '../config/site';
import { absoluteUrl, buildPageMeta, headHtml, type HeadTag } from '../domain/seo/head';
import * as structuredData from '../domain/seo/structured-data';
import type { BusinessInfo } from '../domain/seo/structured-data';
import type { PageContext, PageMetaSpec } from './page-meta';
import { fullTitle } from './page-title';
import { seoStrings } from './seo-strings';

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
  });
  return { title: meta.title, tags: meta.tags, html: headHtml(meta.tags) };
}
