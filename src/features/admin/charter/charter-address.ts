import { siteOrigin } from '../../../config/origin';
import { localePath, type Locale } from '../../../domain/locales';
import { charterPaths } from '../../../config/charter-paths';

/** The two addresses of a charter page, absolute, in the client's language. */
export interface CharterAddresses {
  pageUrl: string;
  guestListUrl: string;
}

/** The client's page and the guest list's page at `origin`, under the client's language prefix (`/ar/charter/…`). */
export function charterAddresses(
  page: { token: string; guestToken: string; language: Locale },
  origin: string,
): CharterAddresses {
  return {
    pageUrl: `${origin}${localePath(page.language, charterPaths.page(page.token))}`,
    guestListUrl: `${origin}${localePath(page.language, charterPaths.guests(page.guestToken))}`,
  };
}

/**
 * Where the addresses point: the published site; on the demo backend, whose pages live in this browser's database,
 * this browser's own origin (a link to the published site would find nothing there).
 */
export const addressOrigin = (kind: 'demo' | 'firebase') =>
  kind === 'demo' && typeof window !== 'undefined' ? window.location.origin : siteOrigin;
