import { localePath, type Locale } from '../domain/locales';
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

/** The two pages' patterns as expressions: `:token` is one path segment. */
const patternOf = (route: string) => new RegExp(`^${route.replace(':token', '([^/]+)')}/?$`);
const PAGE = patternOf(routes.charter);
const GUESTS = patternOf(routes.charterGuests);

/**
 * Which of the two pages a path (without its language prefix) is, and its address; null for neither. The charter
 * pages' entry needs no more on its first step (src/charter-main.tsx).
 */
export function charterRoute(path: string): { kind: 'page' | 'guests'; token: string } | null {
  const guests = GUESTS.exec(path);
  if (guests?.[1]) return { kind: 'guests', token: decodeURIComponent(guests[1]) };
  const page = PAGE.exec(path);
  return page?.[1] ? { kind: 'page', token: decodeURIComponent(page[1]) } : null;
}

/** The two addresses of a charter page, absolute, in the client's language. */
export interface CharterAddresses {
  pageUrl: string;
  guestListUrl: string;
}

/**
 * The client's page and the guest list's page at `origin`, under the client's language prefix (`/ar/charter/…`):
 * what the operator's messages and the server's reminder emails give the client.
 */
export function charterAddresses(
  page: { token: string; guestToken: string; language: Locale },
  origin: string,
): CharterAddresses {
  return {
    pageUrl: `${origin}${localePath(page.language, charterPaths.page(page.token))}`,
    guestListUrl: `${origin}${localePath(page.language, charterPaths.guests(page.guestToken))}`,
  };
}
