import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  businessJsonLd,
  catalogueJsonLd,
  serviceJsonLd,
  yachtJsonLd,
  type BusinessInfo,
} from '../../../../src/domain/seo/structured-data';
import { sitemapXml, robotsTxt } from '../../../../src/domain/seo/sitemap';

const ORIGIN = 'https://yachts.example';

const business: BusinessInfo = {
  name: 'Brand',
  email: 'hello@yachts.example',
  phones: [{ tel: '+971500000001' }, { tel: '+97140000002' }],
  address: { street: 'Pier 7', locality: 'Dubai', region: 'Dubai', country: 'AE' },
  geo: { latitude: 25.08, longitude: 55.14 },
  openingHours: [{ days: ['Sunday', 'Monday'], opens: '08:00', closes: '23:59' }],
  socials: [{ url: 'https://www.instagram.com/brand' }],
  priceRange: '$$$',
  image: '/img/hero.webp',
  currency: 'AED',
};

describe('structured data', () => {
  it('describes the business as a TravelAgency with address, geo, phones, hours and socials', () => {
    const data = businessJsonLd(business, ORIGIN, 'Yachts in Dubai') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TravelAgency',
      url: `${ORIGIN}/`,
      image: `${ORIGIN}/img/hero.webp`,
      telephone: ['+971500000001', '+97140000002'],
      email: 'hello@yachts.example',
      address: { '@type': 'PostalAddress', addressCountry: 'AE' },
      geo: { '@type': 'GeoCoordinates', latitude: 25.08, longitude: 55.14 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Sunday', 'https://schema.org/Monday'],
          opens: '08:00',
          closes: '23:59',
        },
      ],
      sameAs: ['https://www.instagram.com/brand'],
    });
    expect(JSON.stringify(data)).not.toMatch(/review|aggregateRating/i);
  });

  it('prices a yacht per hour in AED, with its images absolute', () => {
    const url = `${ORIGIN}/productdetail/x`;
    const yacht = {
      name: 'X',
      description: 'd',
      price: 450,
      capacity: 12,
      feet: 42,
      images: [{ src: '/img/a.webp' }],
    };
    const data = yachtJsonLd(yacht, url, business, ORIGIN, '/img/hero.webp');
    expect(data).toMatchObject({
      '@type': 'Product',
      image: [`${ORIGIN}/img/a.webp`],
      offers: {
        '@type': 'Offer',
        priceCurrency: 'AED',
        price: 450,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          unitCode: 'HUR',
          price: 450,
          priceCurrency: 'AED',
        },
      },
    });
    expect(JSON.stringify(data)).not.toMatch(/review|aggregateRating/i);
  });

  it('gives a yacht without pictures the fallback image', () => {
    const yacht = { name: 'X', description: 'd', price: 1, capacity: 1, feet: 1, images: [] };
    expect(yachtJsonLd(yacht, ORIGIN, business, ORIGIN, '/img/hero.webp')).toMatchObject({
      image: [`${ORIGIN}/img/hero.webp`],
    });
  });

  it('makes a package a Service whose contents are an OfferCatalog; a service without contents has none', () => {
    const pack = serviceJsonLd(
      { name: 'Party', description: 'd', url: `${ORIGIN}/packages/p`, includes: ['DJ', 'Cake'] },
      business,
      ORIGIN,
    );
    expect(pack).toMatchObject({
      '@type': 'Service',
      provider: { '@type': 'TravelAgency', name: 'Brand' },
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        itemListElement: [{ itemOffered: { name: 'DJ' } }, { itemOffered: { name: 'Cake' } }],
      },
    });
    const plain = serviceJsonLd({ name: 'S', description: 'd', url: ORIGIN }, business, ORIGIN);
    expect(plain).not.toHaveProperty('hasOfferCatalog');
    expect(plain).not.toHaveProperty('image');
  });

  it('numbers catalogue items and breadcrumb steps from 1', () => {
    const list = catalogueJsonLd('Packages', `${ORIGIN}/packages`, [
      { name: 'A', url: `${ORIGIN}/a` },
      { name: 'B', url: `${ORIGIN}/b`, description: 'b' },
    ]);
    expect(list).toMatchObject({
      '@type': 'OfferCatalog',
      numberOfItems: 2,
      itemListElement: [
        { position: 1, itemOffered: { name: 'A' } },
        { position: 2, itemOffered: { description: 'b' } },
      ],
    });
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: `${ORIGIN}/` },
        { name: 'X', url: `${ORIGIN}/x` },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'X', item: `${ORIGIN}/x` },
      ],
    });
  });
});

describe('sitemap and robots', () => {
  it('lists every path in every language with all alternates and the date', () => {
    const xml = sitemapXml(['/', '/services/Catering & Dining'], ['en', 'ru'], ORIGIN, '2026-11-23');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/ru/`,
      `${ORIGIN}/services/Catering &amp; Dining`,
      `${ORIGIN}/ru/services/Catering &amp; Dining`,
    ]);
    expect(xml.match(/<lastmod>2026-11-23<\/lastmod>/g)).toHaveLength(4);
    const first = xml.slice(0, xml.indexOf('</url>'));
    expect(
      [...first.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]),
    ).toEqual([
      ['en', `${ORIGIN}/`],
      ['ru', `${ORIGIN}/ru/`],
      ['x-default', `${ORIGIN}/`],
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('keeps robots out of the private paths in every language and names the sitemap', () => {
    expect(robotsTxt(['/admin', '/login'], ['en', 'ar'], ORIGIN).split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /login',
      'Disallow: /ar/admin',
      'Disallow: /ar/login',
      '',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      '',
    ]);
  });
});
