import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PUBLISHED_LOCALES } from '../../src/i18n/published-locales';
import { LOCALE_INFO, localePath, splitLocale } from '../../src/domain/locales';
import { expect, test } from './support/fixtures';

/**
 * The built files as search engines and link previews read them (no script runs): every prerendered page has its
 * title, description, canonical address, language alternates, Open Graph and Twitter tags and parseable JSON-LD;
 * sitemap.xml lists exactly those pages; robots.txt names it. Every published language (src/i18n/published-locales.ts),
 * each page with its `lang` and `dir`. Reads dist/ (PW_DIST) directly.
 */
const dist = resolve(process.env.PW_DIST || 'dist');
/** Home's other addresses: the same page, whose canonical is `/`, so not in the sitemap. */
const HOME_ALIASES = ['/home', '/index'];
/** Where Stripe sends a client back after the deposit: prerendered, but not for search engines (decision 0037). */
const UNLISTED = ['/deposit/thanks', '/deposit/unpaid'];
const listed = ({ path }: { path: string }) => !UNLISTED.includes(splitLocale(path).path);

interface BuiltPage {
  path: string;
  html: string;
}

async function builtPages(): Promise<BuiltPage[]> {
  const pages = new Map<string, string>();
  async function walk(folder: string) {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const file = join(folder, entry.name);
      if (entry.isDirectory()) await walk(file);
      else if (entry.name === 'index.html') {
        const html = await readFile(file, 'utf8');
        const path = /data-prerendered="([^"]*)"/.exec(html)?.[1];
        if (path) pages.set(path.replace(/&amp;/g, '&'), html);
      }
    }
  }
  await walk(dist);
  return [...pages].map(([path, html]) => ({ path, html }));
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const metaContent = (head: string, key: 'name' | 'property', name: string) =>
  [...head.matchAll(new RegExp(`<meta\\s+${key}="${name}"\\s+content="([^"]*)"`, 'g'))].map(([, value]) =>
    unescape(value ?? ''),
  );
const linkHrefs = (head: string, rel: string) =>
  [...head.matchAll(new RegExp(`<link rel="${rel}"(?: hreflang="([^"]*)")? href="([^"]*)"`, 'g'))].map(
    ([, hreflang, href]) => ({ hreflang, href: unescape(href ?? '') }),
  );
const jsonLdTypes = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, json]) => (JSON.parse(json ?? '') as { '@type': string })['@type'],
  );

/** The schema.org types a page's JSON-LD must have, by its path. */
function expectedTypes(path: string): string[] {
  // Home has the FAQ (the demo's starter FAQ) and no rating: the demo has no review.
  if (path === '/' || HOME_ALIASES.includes(path)) return ['TravelAgency', 'FAQPage'];
  if (path === '/contact') return ['TravelAgency'];
  if (path.startsWith('/productdetail/')) return ['Product', 'BreadcrumbList'];
  if (path === '/packages' || path === '/services') return ['OfferCatalog'];
  if (path.startsWith('/packages/custom_pack')) return [];
  if (path.startsWith('/packages/') || path.startsWith('/services/')) return ['Service', 'BreadcrumbList'];
  return [];
}

test.describe('built pages for search engines and link previews', () => {
  test('every prerendered page has its metadata and structured data', async () => {
    const pages = (await builtPages()).filter(listed);
    expect(pages.length).toBeGreaterThan(20);
    const origin = new URL(linkHrefs(headOf(pages[0]?.html ?? ''), 'canonical')[0]?.href ?? '').origin;
    expect(origin).toMatch(/^https?:\/\//);
    expect(pages.length % PUBLISHED_LOCALES.length).toBe(0);
    for (const { path: address, html } of pages) {
      const { locale, path } = splitLocale(address);
      const { tag, dir, ogLocale } = LOCALE_INFO[locale];
      expect(html, address).toContain(`<html lang="${tag}" dir="${dir}">`);
      const head = headOf(html);
      const canonicalPath = HOME_ALIASES.includes(path) ? '/' : path;
      const url = new URL(localePath(locale, canonicalPath), origin).href;
      const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '';
      expect(title, address).not.toBe('');
      expect(metaContent(head, 'name', 'description'), address).toEqual([
        expect.stringMatching(/^.{50,160}$/u),
      ]);
      expect(metaContent(head, 'name', 'robots'), address).toEqual([]);
      expect(
        linkHrefs(head, 'canonical').map(({ href }) => new URL(href).href),
        address,
      ).toEqual([url]);
      expect(
        linkHrefs(head, 'alternate').map(({ hreflang, href }) => [hreflang, new URL(href).href]),
        address,
      ).toEqual([
        ...PUBLISHED_LOCALES.map((other) => [
          LOCALE_INFO[other].tag,
          new URL(localePath(other, canonicalPath), origin).href,
        ]),
        ['x-default', new URL(canonicalPath, origin).href],
      ]);
      expect(metaContent(head, 'property', 'og:title'), address).toEqual([unescape(title)]);
      expect(
        metaContent(head, 'property', 'og:url').map((href) => new URL(href).href),
        address,
      ).toEqual([url]);
      expect(metaContent(head, 'property', 'og:locale'), address).toEqual([ogLocale]);
      expect(metaContent(head, 'property', 'og:site_name'), address).toEqual(['Marina Luxe Yachts']);
      const [image] = metaContent(head, 'property', 'og:image');
      expect(image, address).toMatch(new RegExp(`^${origin}/img/.+\\.(webp|jpg)$`));
      expect(metaContent(head, 'property', 'og:image:width'), address).toHaveLength(1);
      expect(metaContent(head, 'name', 'twitter:card'), address).toEqual(['summary_large_image']);
      expect(jsonLdTypes(head), address).toEqual(expectedTypes(path));
      if (path.startsWith('/productdetail/')) {
        expect(image, address).toContain(`/img/yachts/${path.split('/')[2]}-1.`);
        expect(metaContent(head, 'property', 'og:type'), address).toEqual(['product']);
      }
    }
    // Unique titles in each language, home's other addresses being the home page itself. (A page and its
    // translations may share one: a service's name is the operator's.)
    for (const locale of PUBLISHED_LOCALES) {
      const titles = pages
        .filter(({ path }) => splitLocale(path).locale === locale)
        .filter(({ path }) => !HOME_ALIASES.includes(splitLocale(path).path))
        .map(({ html }) => /<title>([^<]*)<\/title>/.exec(html)?.[1]);
      expect(new Set(titles).size, locale).toBe(titles.length);
    }
  });

  test('the deposit return pages are prerendered in every language, titled, and not to be indexed', async () => {
    const pages = (await builtPages()).filter((page) => !listed(page));
    expect(pages.map(({ path }) => path).sort()).toEqual(
      PUBLISHED_LOCALES.flatMap((locale) => UNLISTED.map((path) => localePath(locale, path))).sort(),
    );
    for (const { path, html } of pages) {
      const head = headOf(html);
      expect(/<title>([^<]*)<\/title>/.exec(head)?.[1], path).toMatch(/^Deposit|^لم|^تم|^Депозит/);
      expect(metaContent(head, 'name', 'robots'), path).toEqual(['noindex']);
      expect(html, path).toContain('<h1');
    }
  });

  test('the error page has a title and is not to be indexed', async () => {
    const head = headOf(await readFile(join(dist, '404.html'), 'utf8'));
    expect(head).toContain('<title>Page not found | Marina Luxe Yachts</title>');
    expect(metaContent(head, 'name', 'robots')).toEqual(['noindex']);
    expect(linkHrefs(head, 'canonical')).toEqual([]);
  });

  test('the shell keeps a default description for the pages it serves', async () => {
    const head = headOf(await readFile(join(dist, 'spa.html'), 'utf8'));
    expect(metaContent(head, 'name', 'description')).toHaveLength(1);
  });

  test('sitemap.xml lists exactly the prerendered pages; robots.txt names it and keeps admin out', async ({
    request,
  }) => {
    const pages = (await builtPages())
      .filter(({ path }) => !HOME_ALIASES.includes(splitLocale(path).path))
      .filter(listed);
    const response = await request.get('/sitemap.xml');
    expect(response.ok()).toBe(true);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(unescape(loc ?? '')));
    const origin = locs[0]?.origin ?? '';
    expect(locs.map((loc) => loc.pathname).sort()).toEqual(pages.map(({ path }) => path).sort());
    expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(locs.length);
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(locs.length);

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /login']),
    );
  });
});
