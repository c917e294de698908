/**
 * The server's fetch of a channel's calendar feed, with the guards an address typed by the operator needs
 * (docs/decisions/0050-calendar-import.md). The scheduled function (every 15 minutes) calls it per feed; the text
 * it returns goes to parseFeed (src/domain/calendar-import).
 *
 * - `https:` only. (The tests' local server speaks `http:` on 127.0.0.1: `allowLocalForTests` lets them, and only
 *   them, use `http:` and loopback addresses; the function never sets it.)
 * - The host name is looked up once (`lookup(host, { all: true })`) and every address it has is checked against
 *   loopback, private, shared (CGNAT), link-local, unspecified, multicast and reserved ranges, IPv4-mapped IPv6
 *   included (feed-address.ts); one bad address refuses the feed.
 * - The connection is pinned to the checked address: the request gets its own `lookup` that answers with that
 *   address alone, so Node's socket never asks DNS again, and a name whose records change between the check and the
 *   connection (DNS rebinding) still reaches only the address checked. TLS still checks the certificate against the
 *   host name (it stays the request's host, and so its SNI). `agent: false`: no pooled socket is reused.
 * - Conditional requests: `If-None-Match` (the last ETag) and `If-Modified-Since` (the last Last-Modified); a 304 is
 *   'not-modified' and costs no parsing and no writes.
 * - 10 s for the whole fetch (DNS, redirects, body) by one AbortController; 2 MB at most, refused at once by
 *   Content-Length and counted while streaming (the download is aborted past it); no compressed answers.
 * - At most 3 redirects, each new address checked again from the start (protocol, DNS, ranges).
 * - The Content-Type is not trusted: whatever comes is text for parseFeed to accept or refuse.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { MAX_FEED_BYTES } from '../../src/domain/calendar-import/feed-interval';
import { blockedAddress } from './feed-address';

export const FEED_FETCH_TIMEOUT_MS = 10_000;
export const FEED_MAX_REDIRECTS = 3;
const USER_AGENT = 'MarinaLuxeYachts-CalendarImport/1.0';

export type ResolvedAddress = { address: string; family: number };
/** Every address of a host name (the default: the system's resolver, as `dns.lookup(host, { all: true })`). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export interface FetchFeedOptions {
  /** The validators of the last good answer, sent back so an unchanged feed answers 304. */
  etag?: string | null;
  lastModified?: string | null;
  timeoutMs?: number;
  maxBytes?: number;
  resolve?: Resolve;
  /** Tests only: `http:` and loopback addresses allowed (every other range is still refused). */
  allowLocalForTests?: boolean;
}

export type FeedFetchErrorCode =
  | 'bad-url'
  | 'not-https'
  | 'blocked-address'
  | 'dns'
  | 'timeout'
  | 'too-large'
  | 'http-status'
  | 'too-many-redirects'
  | 'compressed'
  | 'network';

export interface FeedFetchError {
  code: FeedFetchErrorCode;
  message: string;
  /** The HTTP status, for 'http-status'. */
  httpStatus?: number;
}

export type FeedFetchResult =
  | { status: 'not-modified' }
  | { status: 'ok'; text: string; etag: string | null; lastModified: string | null }
  | { status: 'failed'; error: FeedFetchError };

class FetchFailure extends Error {
  constructor(
    readonly code: FeedFetchErrorCode,
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}

const defaultResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Settles with `promise`, or rejects as soon as the signal aborts (a DNS lookup cannot be aborted itself). */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new FetchFailure('timeout', 'The feed took too long to answer.'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** The URL and the one address it may be fetched from, after every check; throws FetchFailure. */
async function checkedTarget(
  address: string,
  options: FetchFeedOptions,
  signal: AbortSignal,
): Promise<{ url: URL } & ResolvedAddress> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchFailure('bad-url', 'The feed address is not a web address.');
  }
  const local = options.allowLocalForTests === true;
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    throw new FetchFailure('not-https', 'Only https:// feed addresses are fetched.');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await unlessAborted((options.resolve ?? defaultResolve)(host), signal);
    } catch (error) {
      if (error instanceof FetchFailure) throw error;
      throw new FetchFailure('dns', `The feed's host ${host} was not found.`);
    }
  }
  if (addresses.length === 0) throw new FetchFailure('dns', `The feed's host ${host} has no address.`);
  for (const { address: ip } of addresses) {
    const reason = blockedAddress(ip, local);
    if (reason) {
      throw new FetchFailure('blocked-address', `The feed's host ${host} is at a ${reason} address (${ip}).`);
    }
  }
  return { url, ...addresses[0] };
}

/** The response's headers (body unread), connected only to the checked address. */
function send(
  target: { url: URL } & ResolvedAddress,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  // Node's socket asks this instead of DNS: the checked address, and nothing else.
  const pinned = ((_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as LookupFunction;
  const transport = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      target.url,
      { method: 'GET', headers, lookup: pinned, agent: false, signal },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

/** The body as UTF-8 text, aborted past `maxBytes` (whatever Content-Length said). */
async function readBody(response: http.IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers['content-length']);
  const tooLarge = () => new FetchFailure('too-large', `The feed is larger than ${maxBytes} bytes.`);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const encoding = response.headers['content-encoding'];
  if (encoding && encoding !== 'identity') {
    response.destroy();
    throw new FetchFailure(
      'compressed',
      `The feed came compressed (${encoding}) though it was asked not to.`,
    );
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}

const header = (response: http.IncomingMessage, name: string) => {
  const value = response.headers[name];
  return typeof value === 'string' && value ? value : null;
};

/** The request headers: what is accepted, and the validators of the last good answer. */
function requestHeaders(options: FetchFeedOptions): Record<string, string> {
  return {
    'User-Agent': USER_AGENT,
    Accept: 'text/calendar, text/plain;q=0.8, */*;q=0.5',
    'Accept-Encoding': 'identity',
    ...(options.etag ? { 'If-None-Match': options.etag } : {}),
    ...(options.lastModified ? { 'If-Modified-Since': options.lastModified } : {}),
  };
}

/** Fetches a feed with the guards above; never throws: a failure is `{ status: 'failed', error }`. */
export async function fetchFeed(address: string, options: FetchFeedOptions = {}): Promise<FeedFetchResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? FEED_FETCH_TIMEOUT_MS);
  const headers = requestHeaders(options);
  try {
    let current = address;
    for (let redirects = 0; ; redirects += 1) {
      const target = await checkedTarget(current, options, controller.signal);
      const response = await send(target, headers, controller.signal);
      const status = response.statusCode ?? 0;
      if ([301, 302, 303, 307, 308].includes(status)) {
        response.destroy();
        const location = header(response, 'location');
        if (!location)
          throw new FetchFailure('http-status', `The feed answered ${status} with nowhere to go.`, status);
        if (redirects >= FEED_MAX_REDIRECTS) {
          throw new FetchFailure(
            'too-many-redirects',
            `The feed redirected more than ${FEED_MAX_REDIRECTS} times.`,
          );
        }
        current = new URL(location, target.url).href;
        continue;
      }
      if (status === 304 && (options.etag || options.lastModified)) {
        response.destroy();
        return { status: 'not-modified' };
      }
      if (status !== 200) {
        response.destroy();
        throw new FetchFailure('http-status', `The feed answered HTTP ${status}.`, status);
      }
      const text = await readBody(response, options.maxBytes ?? MAX_FEED_BYTES);
      return {
        status: 'ok',
        text,
        etag: header(response, 'etag'),
        lastModified: header(response, 'last-modified'),
      };
    }
  } catch (error) {
    return { status: 'failed', error: asFetchError(error, controller.signal) };
  } finally {
    clearTimeout(timer);
  }
}

function asFetchError(error: unknown, signal: AbortSignal): FeedFetchError {
  if (signal.aborted) return { code: 'timeout', message: 'The feed took too long to answer.' };
  if (error instanceof FetchFailure) {
    return {
      code: error.code,
      message: error.message,
      ...(error.httpStatus ? { httpStatus: error.httpStatus } : {}),
    };
  }
  return {
    code: 'network',
    message: `The feed could not be fetched: ${error instanceof Error ? error.message : String(error)}`,
  };
}
