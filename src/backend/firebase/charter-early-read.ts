// A charter page's first read, sent by the pages' entry (src/charter-main.tsx) as soon as it runs, before React, the
// page and the REST code have arrived (docs/decisions/0043-charter-page.md): on a phone on mobile data that code takes
// round trips of its own, and the page's photo can only be asked for once this read has said which it is.
import { isCharterToken } from '../../domain/charter/charter-token';
import { appCheckOn, restTarget } from './rest-env';
import { batchGetRequest, startEarly } from './rest-request';

/** The document each charter page reads first: the client's page, or the guest list's (./rest-charters). */
export const charterDocument = {
  page: (token: string) => `charters/${token}`,
  guests: (guestToken: string) => `guestLists/${guestToken}`,
} as const;

/** Sends that read now; the REST code's identical read takes its answer (none with App Check on: the SDK reads). */
export function startCharterRead(route: { kind: 'page' | 'guests'; token: string }): void {
  if (appCheckOn() || !isCharterToken(route.token)) return;
  const { url, init } = batchGetRequest(restTarget(), charterDocument[route.kind](route.token));
  startEarly(url, init);
}
