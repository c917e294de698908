import { defineString } from 'firebase-functions/params';

/**
 * The public site's address (scheme and host, as VITE_SITE_ORIGIN; `npm run deploy` writes it from there): the
 * admin links in the operator's emails and the deposit's return pages are made from it.
 */
export const SITE_ORIGIN = defineString('SITE_ORIGIN', {
  default: 'https://marinaluxeyachts.ae',
  description:
    'The site’s address, e.g. https://example.com (as VITE_SITE_ORIGIN): links in emails, return pages.',
});
