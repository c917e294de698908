import { msg } from '@lingui/core/macro';
import { translated } from '../i18n/translated';

/** The site's description for search results and link previews, on pages without one of their own. */
export const seoStrings = translated({
  siteDescription: msg`Luxury yacht rental in Dubai Marina: browse our fleet, event packages and offers, and book by WhatsApp or a call back.`,
  notFoundTitle: msg`Page not found`,
  notFoundDescription: msg`Sorry, the page you are looking for does not exist or has moved.`,
});
