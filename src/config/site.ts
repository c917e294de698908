import { msg } from '@lingui/core/macro';
import { translated } from '../i18n/translated';

/** What the site says about the business, in the page's language. */
const text = translated({
  heading: msg`Best Yacht Rental Dubai`,
  tagline: msg`Unforgettable Yachting Experiences at Your Fingertips`,
  hours: msg`Sun–Sat 8 AM–12 PM`,
  street: msg`Pier 7, Dubai Marina Walk`,
  area: msg`Dubai Marina, Dubai`,
  country: msg`United Arab Emirates`,
});

/** Everything about the business that appears on the site, in one place. */
export const site = {
  name: 'Marina Luxe Yachts',
  /** Prefix of every yacht card heading. */
  cardPrefix: 'Marina Luxe',
  get heading() {
    return text.heading;
  },
  get tagline() {
    return text.tagline;
  },
  copyrightYear: 2024,
  currency: 'AED',
  /** International format without '+', as WhatsApp links want it. */
  whatsappNumber: '971501234567',
  phones: [
    { label: '+971 50 123 4567', tel: '+971501234567' },
    { label: '+971 4 555 0199', tel: '+97145550199' },
  ],
  email: 'bookings@marinaluxeyachts.ae',
  address: {
    get lines() {
      return [text.street, text.area, text.country];
    },
    mapUrl: 'https://maps.google.com/?q=Dubai+Marina+Walk+Pier+7',
  },
  get hours() {
    return text.hours;
  },
  /**
   * The same hours for search engines (schema.org OpeningHoursSpecification, Dubai time): "12 PM" on the site is
   * read as midnight (the crews work the evening cruises), written 23:59 as schema.org asks for a day's end.
   */
  openingHours: [
    {
      days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: '08:00',
      closes: '23:59',
    },
  ],
  /** For search engines: the address in parts and the pier's position in Dubai Marina. */
  postalAddress: {
    street: 'Pier 7, Dubai Marina Walk',
    locality: 'Dubai',
    region: 'Dubai',
    country: 'AE',
  },
  geo: { latitude: 25.0806, longitude: 55.1403 },
  /** schema.org's priceRange: a relative level, as the fleet's prices change in the admin area. */
  priceRange: '$$$',
  /** The picture link previews show for pages without one of their own (1600 × 900). */
  shareImage: { src: '/img/hero.webp', width: 1600, height: 900 },
  socials: [
    { name: 'Instagram', url: 'https://www.instagram.com/marinaluxeyachts' },
    { name: 'Facebook', url: 'https://www.facebook.com/marinaluxeyachts' },
    { name: 'TikTok', url: 'https://www.tiktok.com/@marinaluxeyachts' },
    { name: 'YouTube', url: 'https://www.youtube.com/@marinaluxeyachts' },
  ],
  placeholderImage: '/img/placeholder.jpg',
} as const;

export type SiteConfig = typeof site;
