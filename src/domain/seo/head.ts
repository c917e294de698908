/**
 * A page's metadata for search engines and link previews, as plain data: the title, the description, the canonical
 * address, its language alternates, Open Graph and Twitter card tags and JSON-LD. Built here without React or the
 * DOM; prerendering writes it into each page's `<head>` (`headHtml`) and the browser applies the same list on every
 * navigation (src/components/page-meta.ts).
 */
import { DEFAULT_LOCALE, LOCALE_INFO, localePath, type Locale } from '../locales';

import { PAGE_META_ATTRIBUTE } from './attribute';

/** An image for link previews: its address (relative to the site or absolute) and, when known, its size. */
export interface MetaImage {
  src: string;
  width?: number;
  height?: number;
  alt?: string;
}

/**
 * The image a page shows first and largest (its LCP element): preloaded from the head, before the stylesheet and
 * scripts are in, with the `srcset` and `sizes` of its `<img>` so the browser fetches the very file the `<img>` picks.
 */
export interface PreloadImage {
  src: string;
  srcset?: string;
  sizes?: string;
}

export interface PageMetaInput {
  /** The page's address in its English form (`/productdetail/x`); the builder adds the language prefix. */
  path: string;
  locale: Locale;
  /** The languages whose pages exist: the alternates. */
  locales: readonly Locale[];
  /** The site's origin, `https://example.com` (no trailing slash). */
  origin: string;
  /** The whole `<title>`. */
  title: string;
  description: string;
  siteName: string;
  image: MetaImage;
  /** Open Graph type: `website` unless said. */
  type?: 'website' | 'product' | 'article';
  /** Not to be indexed (the error page, sign-in, admin): no canonical, no alternates. */
  noindex?: boolean;
  /** schema.org objects, each written as its own JSON-LD script. */
  jsonLd?: readonly object[];
  /** The image to fetch first (high priority), if the page has one. */
  preloadImage?: PreloadImage;
}

/** One element of `<head>`: a `<meta>`, a `<link>` or a JSON-LD `<script>`. */
export type HeadTag =
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: Record<string, string>; text: string };

export interface PageMeta {
  title: string;
  tags: HeadTag[];
}

/**
 * A text as one line of at most `max` characters (code points: an emoji is never cut in two), cut at a word with
 * an ellipsis: a meta description, a review's start in the admin's list.
 */
export function metaText(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = [...line];
  if (characters.length <= max) return line;
  const cut = characters.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** `origin` + `path`, the origin without a trailing slash; an absolute URL is returned as it is. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Every address of a page, one per published language, and x-default (English). */
export function alternatesOf(
  path: string,
  locales: readonly Locale[],
  origin: string,
): { hreflang: string; href: string }[] {
  const list = locales.map((locale) => ({
    hreflang: LOCALE_INFO[locale].tag,
    href: absoluteUrl(origin, localePath(locale, path)),
  }));
  const fallback = locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : locales[0];
  if (fallback) list.push({ hreflang: 'x-default', href: absoluteUrl(origin, localePath(fallback, path)) });
  return list;
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` escaped as JSON escapes, so no text in the data
 * (a yacht's name, say) can close the script or start a comment. U+2028/2029 too, for old parsers.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `<link rel="preload" as="image">` for `image`, at high priority: its variants when it has some. */
export function imagePreload(image: PreloadImage): HeadTag {
  const attrs: Record<string, string> = { rel: 'preload', as: 'image', href: image.src };
  if (image.srcset) {
    attrs.imagesrcset = image.srcset;
    if (image.sizes) attrs.imagesizes = image.sizes;
  }
  attrs.fetchpriority = 'high';
  return { tag: 'link', attrs };
}

/** The head elements of a page. */
export function buildPageMeta(input: PageMetaInput): PageMeta {
  const url = absoluteUrl(input.origin, localePath(input.locale, input.path));
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  });
  const description = metaText(input.description);
  const tags: HeadTag[] = input.preloadImage ? [imagePreload(input.preloadImage)] : [];
  tags.push(meta('name', 'description', description));
  if (input.noindex) {
    tags.push(meta('name', 'robots', 'noindex'));
  } else {
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
    for (const { hreflang, href } of alternatesOf(input.path, input.locales, input.origin)) {
      tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang, href } });
    }
  }
  const image = absoluteUrl(input.origin, input.image.src);
  tags.push(
    meta('property', 'og:title', input.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:type', input.type ?? 'website'),
    meta('property', 'og:site_name', input.siteName),
    meta('property', 'og:locale', LOCALE_INFO[input.locale].ogLocale),
  );
  for (const locale of input.locales) {
    if (locale !== input.locale)
      tags.push(meta('property', 'og:locale:alternate', LOCALE_INFO[locale].ogLocale));
  }
  tags.push(meta('property', 'og:image', image));
  if (input.image.width) tags.push(meta('property', 'og:image:width', String(input.image.width)));
  if (input.image.height) tags.push(meta('property', 'og:image:height', String(input.image.height)));
  if (input.image.alt) tags.push(meta('property', 'og:image:alt', input.image.alt));
  tags.push(
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', input.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  );
  for (const data of input.jsonLd ?? []) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: jsonLdText(data) });
  }
  return { title: input.title, tags };
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export { PAGE_META_ATTRIBUTE };

/** The tags as HTML for `<head>`, each marked with `PAGE_META_ATTRIBUTE`. */
export function headHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      const attrs = Object.entries(tag.attrs)
        .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
        .join('');
      const open = `<${tag.tag}${attrs} ${PAGE_META_ATTRIBUTE}>`;
      return tag.tag === 'script' ? `${open}${tag.text}</script>` : open;
    })
    .join('');
}
