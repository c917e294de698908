/** Text shown by the shared components. */
export const componentStrings = {
  loading: 'Loading...',
  loadingImage: 'Loading image',
  tryAgain: 'Try again',
} as const;

/** The site's description for search results and link previews, on pages without one of their own. */
export const seoStrings = {
  siteDescription:
    'Luxury yacht rental in Dubai Marina: browse our fleet, event packages and offers, and book by WhatsApp or a call back.',
  notFoundTitle: 'Page not found',
  notFoundDescription: 'Sorry, the page you are looking for does not exist or has moved.',
} as const;
