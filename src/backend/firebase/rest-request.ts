// The smallest part of the REST reads (docs/decisions/0043-charter-page.md): where Firestore's REST API is, the
// one-document read, and reads started before the code that uses them has loaded. The charter pages' entry imports
// only this and ./rest-env, so a client's page asks for its charter as soon as that first small file is in, while
// React, the page and the REST code are still arriving; the REST code then takes that answer instead of asking again.
import { FIRESTORE_ORIGIN } from '../../config/data-hosts';

/** Which project's documents, as whom (the web config's key), and where (the emulator's origin, or Google's). */
export interface RestTarget {
  projectId: string;
  apiKey: string;
  /** `http://127.0.0.1:8080` on the emulators; Firestore's public endpoint otherwise. */
  origin?: string;
}

export const documentsUrl = (target: RestTarget) =>
  `${target.origin ?? FIRESTORE_ORIGIN}/v1/projects/${encodeURIComponent(target.projectId)}/databases/(default)/documents`;

export const documentName = (target: RestTarget, path: string) =>
  `projects/${target.projectId}/databases/(default)/documents/${path}`;

const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * The request for one document: a batchGet, which answers a missing document with 200 (a GET would be a 404, which
 * the browser's console reports as an error on a page that only says "not found").
 */
export function batchGetRequest(
  target: RestTarget,
  path: string,
  headers: Record<string, string> = JSON_HEADERS,
): { url: string; init: RequestInit } {
  return {
    url: `${documentsUrl(target)}:batchGet?${new URLSearchParams({ key: target.apiKey })}`,
    init: { method: 'POST', headers, body: JSON.stringify({ documents: [documentName(target, path)] }) },
  };
}

/** Reads started early, by what identifies them: method, address and body. */
const early = new Map<string, Promise<Response>>();
const requestKey = (url: string, init?: RequestInit) =>
  `${init?.method ?? 'GET'} ${url} ${typeof init?.body === 'string' ? init.body : ''}`;

/** Sends a read now, for the first identical `fetchOnce` to take (a failure is that call's to report). */
export function startEarly(url: string, init: RequestInit): void {
  const response = fetch(url, init);
  // Nobody may be waiting yet: a failure is not an unhandled rejection until its taker reports it.
  response.catch(() => undefined);
  early.set(requestKey(url, init), response);
}

/** `fetch`, unless the same read was started early: then its answer, once. */
export function fetchOnce(url: string, init?: RequestInit): Promise<Response> {
  const key = requestKey(url, init);
  const started = early.get(key);
  if (!started) return fetch(url, init);
  early.delete(key);
  return started;
}
