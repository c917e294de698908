import { fillPattern } from '../domain/slugs';
import { routes } from './paths';

/**
 * The addresses of a charter's pages (docs/decisions/0043-charter-page.md), apart from `paths`: only the pages
 * themselves and the admin make them, so a visitor's first script does not carry them.
 */
export const charterPaths = {
  page: (token: string) => fillPattern(routes.charter, { token }),
  /** The guest list's page: `guestToken` is the guest list's address, not the client page's. */
  guests: (guestToken: string) => fillPattern(routes.charterGuests, { token: guestToken }),
};
