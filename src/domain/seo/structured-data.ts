/**
 * schema.org data for the pages, as objects for JSON-LD (head.ts writes them). Only facts the site states: reviews
 * and a rating only from the reviews the operator entered (docs/decisions/0023-reviews-and-faq.md).
 */
import { faqInLanguage, type FaqEntry } from '../faq';
import type { Locale } from '../locales';
import { aggregateRating, reviewText, type Review } from '../review';
import { absoluteUrl } from './head';

const CONTEXT = 'https://schema.org';

/** What the business data needs of the site configuration (src/config/site.ts). */
export interface BusinessInfo {
  name: string;
  email: string;
  phones: readonly { tel: string }[];
  address: {
    street: string;
    locality: string;
    region: string;
    country: string;
  };
  geo: { latitude: number; longitude: number };
  /** Days as schema.org names (`Monday`…), times `HH:MM` in Dubai time. */
  openingHours: readonly { days: readonly string[]; opens: string; closes: string }[];
  socials: readonly { url: string }[];
  priceRange: string;
  image: string;
  currency: string;
}

/** The business's id, so every page's data refers to the same organisation. */
export const businessId = (origin: string) => absoluteUrl(origin, '/#business');

/** The business as a TravelAgency (a LocalBusiness that arranges trips), for home and contact. */
export function businessJsonLd(business: BusinessInfo, origin: string, description: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'TravelAgency',
    '@id': businessId(origin),
    name: business.name,
    description,
    url: absoluteUrl(origin, '/'),
    image: absoluteUrl(origin, business.image),
    logo: absoluteUrl(origin, '/favicon.svg'),
    email: business.email,
    telephone: business.phones.map((phone) => phone.tel),
    priceRange: business.priceRange,
    currenciesAccepted: business.currency,
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      addressCountry: business.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
    openingHoursSpecification: business.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day) => `${CONTEXT}/${day}`),
      opens: hours.opens,
      closes: hours.closes,
    })),
    sameAs: business.socials.map((social) => social.url),
  };
}

/** The seller named in offers: the business, by its id. */
const seller = (business: BusinessInfo, origin: string) => ({
  '@type': 'TravelAgency',
  '@id': businessId(origin),
  name: business.name,
});

export interface YachtData {
  name: string;
  description: string;
  /** AED per hour. */
  price: number;
  capacity: number;
  feet: number;
  /** Its photos (the first is its main one). */
  images: readonly { src: string }[];
}

/** A yacht as a Product with an Offer priced per hour (UnitPriceSpecification, unit code HUR = hour). */
export function yachtJsonLd(
  yacht: YachtData,
  url: string,
  business: BusinessInfo,
  origin: string,
  fallbackImage: string,
): object {
  const images = yacht.images.length > 0 ? yacht.images.map((photo) => photo.src) : [fallbackImage];
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: yacht.name,
    description: yacht.description,
    url,
    image: images.map((image) => absoluteUrl(origin, image)),
    brand: { '@type': 'Brand', name: business.name },
    additionalProperty: [
      { '@type': 'PropertyValue', name: 'Capacity', value: yacht.capacity, unitText: 'guests' },
      { '@type': 'PropertyValue', name: 'Length', value: yacht.feet, unitCode: 'FOT' },
    ],
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: business.currency,
      price: yacht.price,
      availability: `${CONTEXT}/InStock`,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: yacht.price,
        priceCurrency: business.currency,
        unitCode: 'HUR',
        unitText: 'hour',
      },
      seller: seller(business, origin),
    },
  };
}

export interface ServiceData {
  name: string;
  description: string;
  url: string;
  image?: string;
  /** What it includes, as the catalogue of offers. */
  includes?: readonly string[];
}

/** A package or a service as a Service by the business; a package's contents as its OfferCatalog. */
export function serviceJsonLd(service: ServiceData, business: BusinessInfo, origin: string): object {
  const data: Record<string, unknown> = {
    '@context': CONTEXT,
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url: service.url,
    provider: seller(business, origin),
    areaServed: { '@type': 'City', name: business.address.locality },
  };
  if (service.image) data.image = absoluteUrl(origin, service.image);
  if (service.includes && service.includes.length > 0) {
    data.hasOfferCatalog = {
      '@type': 'OfferCatalog',
      name: service.name,
      itemListElement: service.includes.map((item) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: item },
      })),
    };
  }
  return data;
}

/** A list page (packages, services) as an OfferCatalog of its items, each linked to its page. */
export function catalogueJsonLd(
  name: string,
  url: string,
  items: readonly { name: string; url: string; description?: string }[],
): object {
  return {
    '@context': CONTEXT,
    '@type': 'OfferCatalog',
    name,
    url,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'Offer',
      position: index + 1,
      url: item.url,
      itemOffered: {
        '@type': 'Service',
        name: item.name,
        url: item.url,
        ...(item.description ? { description: item.description } : {}),
      },
    })),
  };
}

/** The trail to a detail page, from home; the last item is the page itself. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * The FAQ as schema.org `FAQPage` (the home page): each published question with its accepted answer, as the page
 * shows it in `locale` (faqInLanguage). None for an FAQ without a published entry.
 */
export function faqPageJsonLd(entries: readonly FaqEntry[], url: string, locale: Locale): object | null {
  const shown = faqInLanguage(entries, locale);
  if (shown.length === 0) return null;
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    url,
    inLanguage: locale,
    mainEntity: shown.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/**
 * The business with the guests' reviews the operator entered: `aggregateRating` (their count and average) and each
 * `Review`, its text as the page shows it in `locale` (reviewText). Only from real reviews: with none, the
 * business is returned as it is, with no rating at all.
 */
export function withReviews(business: object, reviews: readonly Review[], locale: Locale): object {
  const rating = aggregateRating(reviews);
  if (!rating) return business;
  return {
    ...business,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      reviewCount: rating.count,
      bestRating: rating.best,
      worstRating: rating.worst,
    },
    review: reviews.map((review) => {
      const { text, language } = reviewText(review, locale);
      return {
        '@type': 'Review',
        author: { '@type': 'Person', name: review.name },
        ...(review.date ? { datePublished: review.date } : {}),
        reviewBody: text,
        inLanguage: language,
        reviewRating: {
          '@type': 'Rating',
          ratingValue: review.rating,
          bestRating: rating.best,
          worstRating: rating.worst,
        },
      };
    }),
  };
}
