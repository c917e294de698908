// The charter page's link on an enquiry as Firestore holds it (docs/decisions/0043-charter-page.md): apart from the
// pages' converters, so reading an enquiry (booking-converters.ts, on every visitor's page) needs nothing else of them.
import type { CharterLink } from '../../domain/charter/charter-link';
import { isCharterToken } from '../../domain/charter/charter-token';
import type { Enquiry } from '../../domain/enquiry';
import { asData, isoDate, numberFrom } from './fields';

/** `{ charter }` when the enquiry holds a well-formed link, else nothing. */
export function charterLinkFrom(raw: unknown): Pick<Enquiry, 'charter'> {
  const data = asData(raw);
  if (!isCharterToken(data.token) || !isCharterToken(data.guestToken)) return {};
  const erasedAt = isoDate(data.idsErasedAt);
  const link: CharterLink = {
    token: data.token,
    guestToken: data.guestToken,
    ...(erasedAt ? { idsErasedAt: erasedAt, idsErasedCount: numberFrom(data.idsErasedCount) ?? 0 } : {}),
  };
  return { charter: link };
}

/** The link as stored on the enquiry: the erasure's time a timestamp (the rules check it). */
export function charterLinkData(link: CharterLink) {
  return {
    token: link.token,
    guestToken: link.guestToken,
    ...(link.idsErasedAt
      ? { idsErasedAt: new Date(link.idsErasedAt), idsErasedCount: link.idsErasedCount ?? 0 }
      : {}),
  };
}
