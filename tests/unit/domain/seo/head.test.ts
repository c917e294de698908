import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../src/domain/locales';
import {
  absoluteUrl,
  alternatesOf,
  buildPageMeta,
  headHtml,
  jsonLdText,
  metaText,
  type HeadTag,
  type PageMetaInput,
} from '../../../../src/domain/seo/head';

const ORIGIN = 'https://yachts.example';

const input = (overrides: Partial<PageMetaInput> = {}): PageMetaInput => ({
  path: '/productdetail/azure-pearl',
  locale: 'en',
  locales: ['en'],
  origin: ORIGIN,
  title: 'Azure Pearl | Brand',
  description: 'A yacht for twelve.',
  siteName: 'Brand',
  image: { src: '/img/yachts/azure-pearl-1.webp', width: 1200, height: 800 },
  ...overrides,
});

const attr = (tags: HeadTag[], key: string, name: string, wanted = 'content') =>
  tags.filter((tag) => tag.attrs[key] === name).map((tag) => tag.attrs[wanted]);

describe('buildPageMeta', () => {
  it('gives an English page its description, canonical, alternates, Open Graph and Twitter tags', () => {
    const { title, tags } = buildPageMeta(input());
    expect(title).toBe('Azure Pearl | Brand');
    expect(attr(tags, 'name', 'description')).toEqual(['A yacht for twelve.']);
    expect(attr(tags, 'rel', 'canonical', 'href')).toEqual([`${ORIGIN}/productdetail/azure-pearl`]);
    expect(
      tags.filter((tag) => tag.attrs.rel === 'alternate').map(({ attrs }) => [attrs.hreflang, attrs.href]),
    ).toEqual([
      ['en', `${ORIGIN}/productdetail/azure-pearl`],
      ['x-default', `${ORIGIN}/productdetail/azure-pearl`],
    ]);
    expect(attr(tags, 'property', 'og:url')).toEqual([`${ORIGIN}/productdetail/azure-pearl`]);
    expect(attr(tags, 'property', 'og:type')).toEqual(['website']);
    expect(attr(tags, 'property', 'og:image')).toEqual([`${ORIGIN}/img/yachts/azure-pearl-1.webp`]);
    expect(attr(tags, 'property', 'og:image:width')).toEqual(['1200']);
    expect(attr(tags, 'property', 'og:image:height')).toEqual(['800']);
    expect(attr(tags, 'property', 'og:locale')).toEqual(['en_US']);
    expect(attr(tags, 'property', 'og:locale:alternate')).toEqual([]);
    expect(attr(tags, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(attr(tags, 'name', 'twitter:image')).toEqual([`${ORIGIN}/img/yachts/azure-pearl-1.webp`]);
    expect(attr(tags, 'name', 'robots')).toEqual([]);
  });

  it('preloads the page’s first photo, at high priority, with its variants and sizes, before anything else', () => {
    const preloadImage = {
      src: '/img/yachts/azure-pearl-1.webp',
      srcset: '/img/yachts/azure-pearl-1-640.webp 640w, /img/yachts/azure-pearl-1.webp 1200w',
      sizes: '(min-width: 992px) 536px, calc(100vw - 24px)',
    };
    const { tags } = buildPageMeta(input({ preloadImage }));
    expect(tags[0]).toEqual({
      tag: 'link',
      attrs: {
        rel: 'preload',
        as: 'image',
        href: preloadImage.src,
        imagesrcset: preloadImage.srcset,
        imagesizes: preloadImage.sizes,
        fetchpriority: 'high',
      },
    });
    expect(headHtml(tags.slice(0, 1))).toBe(
      `<link rel="preload" as="image" href="${preloadImage.src}" imagesrcset="${preloadImage.srcset}" ` +
        `imagesizes="${preloadImage.sizes}" fetchpriority="high" data-page-meta>`,
    );
    // A photo of one file: its address only.
    expect(
      buildPageMeta(input({ preloadImage: { src: '/a.webp', srcset: '', sizes: '50vw' } })).tags[0],
    ).toEqual({
      tag: 'link',
      attrs: { rel: 'preload', as: 'image', href: '/a.webp', fetchpriority: 'high' },
    });
    expect(buildPageMeta(input()).tags.some((tag) => tag.attrs.rel === 'preload')).toBe(false);
  });

  it('leaves out the image size when it is not known, and keeps an absolute image address', () => {
    const { tags } = buildPageMeta(input({ image: { src: 'https://cdn.example/a.jpg' }, type: 'product' }));
    expect(attr(tags, 'property', 'og:image')).toEqual(['https://cdn.example/a.jpg']);
    expect(attr(tags, 'property', 'og:image:width')).toEqual([]);
    expect(attr(tags, 'property', 'og:type')).toEqual(['product']);
  });

  it('marks a page not to index without a canonical or alternates', () => {
    const { tags } = buildPageMeta(input({ path: '/404', noindex: true }));
    expect(attr(tags, 'name', 'robots')).toEqual(['noindex']);
    expect(tags.some((tag) => tag.attrs.rel === 'canonical' || tag.attrs.rel === 'alternate')).toBe(false);
  });

  const locales: Locale[] = ['en', 'ar', 'ru'];
  it.each(locales)('gives the %s page reciprocal alternates in every published language', (locale) => {
    const { tags } = buildPageMeta(input({ path: '/contact', locale, locales }));
    const canonical = attr(tags, 'rel', 'canonical', 'href')[0];
    expect(canonical).toBe(locale === 'en' ? `${ORIGIN}/contact` : `${ORIGIN}/${locale}/contact`);
    const alternates = tags.filter((tag) => tag.attrs.rel === 'alternate').map(({ attrs }) => attrs);
    expect(alternates.map(({ hreflang }) => hreflang)).toEqual(['en', 'ar', 'ru', 'x-default']);
    // Every language's page lists the same set, its own canonical among them: the links are reciprocal.
    expect(alternates.map(({ href }) => href)).toContain(canonical);
    const others = locales
      .filter((other) => other !== locale)
      .map((other) => buildPageMeta(input({ path: '/contact', locale: other, locales })).tags);
    for (const otherTags of others) {
      expect(otherTags.filter((tag) => tag.attrs.rel === 'alternate').map(({ attrs }) => attrs)).toEqual(
        alternates,
      );
    }
    expect(alternates.find(({ hreflang }) => hreflang === 'x-default')?.href).toBe(`${ORIGIN}/contact`);
    expect(attr(tags, 'property', 'og:locale:alternate')).toHaveLength(2);
  });

  it('writes each structured-data object as its own JSON-LD script', () => {
    const { tags } = buildPageMeta(
      input({ jsonLd: [{ '@type': 'Product' }, { '@type': 'BreadcrumbList' }] }),
    );
    const scripts = tags.filter((tag) => tag.tag === 'script');
    expect(scripts.map((tag) => JSON.parse(tag.tag === 'script' ? tag.text : '')['@type'])).toEqual([
      'Product',
      'BreadcrumbList',
    ]);
  });

  it('shortens a long description to 160 characters at a word', () => {
    const long = `${'Sail past the towers of the Marina at sunset. '.repeat(6)}`;
    const { tags } = buildPageMeta(input({ description: long }));
    const [description] = attr(tags, 'name', 'description');
    expect(description?.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/\w…$/);
  });
});

describe('absoluteUrl and alternatesOf', () => {
  it('joins the origin and a path once, whatever the slashes', () => {
    expect(absoluteUrl(`${ORIGIN}/`, '/about')).toBe(`${ORIGIN}/about`);
    expect(absoluteUrl(ORIGIN, 'about')).toBe(`${ORIGIN}/about`);
  });

  it('takes x-default from the first language when English is not published', () => {
    expect(alternatesOf('/', ['ru'], ORIGIN)).toEqual([
      { hreflang: 'ru', href: `${ORIGIN}/ru/` },
      { hreflang: 'x-default', href: `${ORIGIN}/ru/` },
    ]);
  });
});

describe('metaText', () => {
  it('keeps a short text as one line', () => {
    expect(metaText('  Two\n lines ')).toBe('Two lines');
  });
});

describe('escaping', () => {
  it('writes JSON-LD that cannot close its script and still parses to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & <!-- x -->', note: 'a\u2028b' };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it('escapes attribute values in the head HTML and marks every element', () => {
    const { tags } = buildPageMeta(
      input({ title: 'A "quoted" <b>title</b> & more', jsonLd: [{ name: '</script>' }] }),
    );
    const html = headHtml(tags);
    expect(html).toContain('content="A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; &amp; more"');
    expect(html).not.toContain('<b>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.match(/data-page-meta/g)).toHaveLength(tags.length);
  });
});
