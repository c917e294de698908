// A charter page's first read, sent by the pages' entry (src/charter-main.tsx) as soon as it runs, before React, the
// page and the REST code have arrived (docs/decisions/0043-charter-page.md): on a phone on mobile data that code takes
// round trips of its own, and the page's photo can only be asked for once this read has said which it is: the entry
// asks for it as soon as the answer is in, without waiting for that code either.
import type { Photo } from '../../domain/photo';
import { isCharterToken } from '../../domain/charter/charter-token';
import { appCheckOn, restTarget } from './rest-env';
import { batchGetRequest, fromRestFields, startEarly, type RestDocument } from './rest-request';

/** The document each charter page reads first: the client's page, or the guest list's (./rest-charters). */
export const charterDocument = {
  page: (token: string) => `charters/${token}`,
  guests: (guestToken: string) => `guestLists/${guestToken}`,
} as const;

/** The yacht's photo in a client's page's answer, if it says one (the REST code reads the rest, and checks). */
function photoOf(body: string): Photo | undefined {
  const [result] = JSON.parse(body) as { found?: RestDocument }[];
  const yacht = result?.found ? fromRestFields(result.found.fields).yacht : undefined;
  const photo = yacht && typeof yacht === 'object' ? (yacht as { photo?: Partial<Photo> }).photo : undefined;
  return typeof photo?.src === 'string' && typeof photo.srcset === 'string' ? (photo as Photo) : undefined;
}

/**
 * Sends that read now; the REST code's identical read takes its answer (none with App Check on: the SDK reads). On a
 * client's page, `onPhoto` is given the yacht's photo the moment the answer is in, before that code reads it: the
 * photo is asked for with no wait for it. A page not there, or a failure, is the page's own read's to say.
 */
export function startCharterRead(
  route: { kind: 'page' | 'guests'; token: string },
  onPhoto?: (photo: Photo) => void,
): void {
  if (appCheckOn() || !isCharterToken(route.token)) return;
  const { url, init } = batchGetRequest(restTarget(), charterDocument[route.kind](route.token));
  const peek =
    route.kind === 'page' && onPhoto
      ? (response: Response, body: string) => {
          const photo = response.ok ? photoOf(body) : undefined;
          if (photo) onPhoto(photo);
        }
      : undefined;
  startEarly(url, init, peek);
}
