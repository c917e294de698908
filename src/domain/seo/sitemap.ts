/** sitemap.xml and robots.txt for the pages the build writes, in every published language. */
import { localePath, type Locale } from '../locales';
import { absoluteUrl, alternatesOf } from './head';

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * A sitemap of `paths` (English form) in each of `locales`, every entry listing all the languages' addresses and
 * x-default; `lastmod` is a date (`YYYY-MM-DD`) or a full timestamp.
 */
export function sitemapXml(
  paths: readonly string[],
  locales: readonly Locale[],
  origin: string,
  lastmod: string,
): string {
  const entries = paths.flatMap((path) => {
    const links = alternatesOf(path, locales, origin)
      .map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
      )
      .join('\n');
    return locales.map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(origin, localePath(locale, path)))}</loc>\n` +
        `    <lastmod>${escapeXml(lastmod)}</lastmod>\n${links}\n  </url>`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${entries.join('\n')}\n</urlset>\n`
  );
}

/** robots.txt: everything allowed but the private paths, in every published language, and the sitemap named. */
export function robotsTxt(
  privatePaths: readonly string[],
  locales: readonly Locale[],
  origin: string,
  sitemapPath = '/sitemap.xml',
): string {
  const disallowed = [
    ...new Set(locales.flatMap((locale) => privatePaths.map((path) => localePath(locale, path)))),
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(origin, sitemapPath)}`,
    '',
  ].join('\n');
}
