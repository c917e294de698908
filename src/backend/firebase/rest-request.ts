// The smallest part of the REST reads (docs/decisions/0043-charter-page.md): where Firestore's REST API is, the
// one-document read, reads started before the code that uses them has loaded, and the values its answers hold. The
// charter pages' entry imports only this and ./rest-env, so a client's page asks for its charter as soon as that first
// small file is in, while the page and the REST code are still arriving; the REST code then takes that answer instead
// of asking again.
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

/**
 * A request's JSON body goes as text/plain, as Firestore's own SDK sends it: with no other header, a "simple"
 * cross-origin request, which the browser sends without a CORS preflight first (a round trip less on mobile data).
 */
export const BODY_HEADERS: Record<string, string> = { 'content-type': 'text/plain' };

/**
 * The request for one document: a batchGet, which answers a missing document with 200 (a GET would be a 404, which
 * the browser's console reports as an error on a page that only says "not found").
 */
export function batchGetRequest(
  target: RestTarget,
  path: string,
  headers: Record<string, string> = BODY_HEADERS,
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

/**
 * Sends a read now, for the first identical `fetchOnce` to take (a failure is that call's to report). `peek`, if
 * given, sees the answer's body as soon as it is in, before the taker reads it.
 */
export function startEarly(
  url: string,
  init: RequestInit,
  peek?: (response: Response, body: string) => void,
): void {
  const response = fetch(url, init).then(async (answer) => {
    if (!peek) return answer;
    const body = await answer.text();
    try {
      peek(answer, body);
    } catch {
      // A look only: the taker reads the answer on its own.
    }
    return new Response(body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    });
  });
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

/**
 * A field as Firestore's REST API writes it: one key naming its type (`integerValue` holds a string of digits,
 * `timestampValue` an RFC 3339 string, `mapValue` and `arrayValue` nest more of them).
 */
export type RestValue = Partial<{
  nullValue: null;
  booleanValue: boolean;
  integerValue: string;
  doubleValue: number;
  timestampValue: string;
  stringValue: string;
  bytesValue: string;
  referenceValue: string;
  geoPointValue: { latitude?: number; longitude?: number };
  arrayValue: { values?: RestValue[] };
  mapValue: { fields?: Record<string, RestValue> };
}>;

export interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
}

/**
 * A REST value as the web SDK's `data()` would give it to the converters: numbers as numbers, timestamps as ISO
 * strings (the converters read both), lists and maps as plain arrays and objects.
 */
export function fromRestValue(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return value.timestampValue;
  if ('arrayValue' in value) return (value.arrayValue?.values ?? []).map(fromRestValue);
  if ('mapValue' in value) return fromRestFields(value.mapValue?.fields);
  if ('referenceValue' in value) return value.referenceValue;
  if ('geoPointValue' in value) return { ...value.geoPointValue };
  if ('bytesValue' in value) return value.bytesValue;
  return null;
}

export function fromRestFields(fields: Record<string, RestValue> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromRestValue(value)]));
}
