import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchFeed, type FetchFeedOptions, type Resolve } from '../../../functions/src/feed-fetch';

/**
 * fetchFeed against a local HTTP server on 127.0.0.1 (nothing leaves this machine). Host names under `.test` are
 * answered by an injected resolver: `feeds.example.test` is the local server, the others private addresses that are
 * refused before any connection, so no packet is ever sent to them.
 */
const FEED = readFileSync('fixtures/feeds/google-weekly.ics', 'utf8');
const ETAG = '"crew-v7"';
const LAST_MODIFIED = 'Thu, 28 May 2026 07:55:12 GMT';
const OVERSIZE = 2 * 1024 * 1024 + 1;

const ADDRESSES: Record<string, string[]> = {
  'feeds.example.test': ['127.0.0.1'],
  'internal.example.test': ['10.0.0.7'],
  'mixed.example.test': ['93.184.216.34', '10.1.2.3'],
  'ula.example.test': ['fd00::1'],
  'mapped.example.test': ['::ffff:127.0.0.1'],
};
let lookups: string[] = [];
const resolve: Resolve = async (hostname) => {
  lookups.push(hostname);
  const found = ADDRESSES[hostname];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

let server: Server;
let base: string;
let received: { url: string; headers: IncomingMessage['headers'] }[] = [];
const sockets = new Set<Socket>();

function route(request: IncomingMessage, response: ServerResponse): void {
  switch (request.url) {
    case '/crew.ics': {
      if (
        request.headers['if-none-match'] === ETAG ||
        request.headers['if-modified-since'] === LAST_MODIFIED
      ) {
        response.writeHead(304, { ETag: ETAG }).end();
        return;
      }
      // The content type is wrong on purpose: it is not trusted either way.
      response.writeHead(200, { 'Content-Type': 'text/html', ETag: ETAG, 'Last-Modified': LAST_MODIFIED });
      response.end(FEED);
      return;
    }
    case '/slow.ics':
      setTimeout(() => response.writeHead(200).end(FEED), 5_000).unref();
      return;
    case '/trickle.ics': {
      response.writeHead(200);
      const timer = setInterval(() => response.write('X-TRICKLE:still here\r\n'), 50);
      response.on('close', () => clearInterval(timer));
      return;
    }
    case '/declared-huge.ics':
      response.writeHead(200, { 'Content-Length': String(OVERSIZE) });
      response.write('BEGIN:VCALENDAR\r\n');
      return;
    case '/streamed-huge.ics': {
      response.writeHead(200);
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (!response.destroyed && response.write(chunk));
        if (!response.destroyed) response.once('drain', pump);
      };
      pump();
      return;
    }
    case '/moved':
      response.writeHead(301, { Location: '/crew.ics' }).end();
      return;
    case '/to-private':
      response.writeHead(302, { Location: 'http://internal.example.test/crew.ics' }).end();
      return;
    case '/to-metadata':
      response.writeHead(307, { Location: 'http://169.254.169.254/computeMetadata/v1/' }).end();
      return;
    case '/loop':
      response.writeHead(302, { Location: '/loop' }).end();
      return;
    default:
      response.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not found</h1>');
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push({ url: request.url ?? '', headers: request.headers });
    route(request, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://feeds.example.test:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((done) => server.close(done));
});

beforeEach(() => {
  received = [];
  lookups = [];
});

const local: FetchFeedOptions = { resolve, allowLocalForTests: true };

describe('fetchFeed: conditional requests', () => {
  it('fetches the feed with its ETag and Last-Modified, whatever its content type says', async () => {
    expect(await fetchFeed(`${base}/crew.ics`, local)).toEqual({
      status: 'ok',
      text: FEED,
      etag: ETAG,
      lastModified: LAST_MODIFIED,
    });
    // The name went through the injected resolver and the connection to the address it gave.
    expect(lookups).toEqual(['feeds.example.test']);
    expect(received[0].headers).toMatchObject({ host: expect.stringMatching(/^feeds\.example\.test:/) });
  });

  it('sends If-None-Match and is told 304: not modified', async () => {
    expect(await fetchFeed(`${base}/crew.ics`, { ...local, etag: ETAG })).toEqual({ status: 'not-modified' });
    expect(received[0].headers['if-none-match']).toBe(ETAG);
  });

  it('sends If-Modified-Since when the feed gave only Last-Modified', async () => {
    const result = await fetchFeed(`${base}/crew.ics`, { ...local, lastModified: LAST_MODIFIED });
    expect(result).toEqual({ status: 'not-modified' });
    expect(received[0].headers['if-modified-since']).toBe(LAST_MODIFIED);
    expect(received[0].headers['if-none-match']).toBeUndefined();
  });

  it('fetches again in full when the validators are stale', async () => {
    const result = await fetchFeed(`${base}/crew.ics`, { ...local, etag: '"crew-v6"' });
    expect(result.status).toBe('ok');
  });
});

describe('fetchFeed: failures', () => {
  it('a 404', async () => {
    expect(await fetchFeed(`${base}/gone.ics`, local)).toEqual({
      status: 'failed',
      error: { code: 'http-status', httpStatus: 404, message: 'The feed answered HTTP 404.' },
    });
  });

  it('a slow answer, past the time allowed', async () => {
    const started = Date.now();
    const result = await fetchFeed(`${base}/slow.ics`, { ...local, timeoutMs: 300 });
    expect(result).toMatchObject({ status: 'failed', error: { code: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('a body that trickles in: the time counts to the last byte', async () => {
    const result = await fetchFeed(`${base}/trickle.ics`, { ...local, timeoutMs: 400 });
    expect(result).toMatchObject({ status: 'failed', error: { code: 'timeout' } });
  });

  it('an oversized body, declared by Content-Length or counted while it streams', async () => {
    expect(await fetchFeed(`${base}/declared-huge.ics`, local)).toMatchObject({
      status: 'failed',
      error: { code: 'too-large' },
    });
    expect(await fetchFeed(`${base}/streamed-huge.ics`, local)).toMatchObject({
      status: 'failed',
      error: { code: 'too-large' },
    });
  });

  it('a host name that does not resolve', async () => {
    expect(await fetchFeed('https://nowhere.example.test/x.ics', local)).toMatchObject({
      status: 'failed',
      error: { code: 'dns' },
    });
  });

  it('an address that is no web address', async () => {
    expect(await fetchFeed('webcal is not a url', local)).toMatchObject({
      status: 'failed',
      error: { code: 'bad-url' },
    });
  });
});

describe('fetchFeed: redirects', () => {
  it('follows one on the same host', async () => {
    expect(await fetchFeed(`${base}/moved`, local)).toMatchObject({ status: 'ok', etag: ETAG });
  });

  it('refuses one to a name that resolves to a private address, before connecting', async () => {
    const result = await fetchFeed(`${base}/to-private`, local);
    expect(result).toMatchObject({ status: 'failed', error: { code: 'blocked-address' } });
    expect(lookups).toEqual(['feeds.example.test', 'internal.example.test']);
    expect(received.map((request) => request.url)).toEqual(['/to-private']);
  });

  it('refuses one to the metadata address', async () => {
    const result = await fetchFeed(`${base}/to-metadata`, local);
    expect(result).toMatchObject({ status: 'failed', error: { code: 'blocked-address' } });
    expect(result.status === 'failed' && result.error.message).toContain('link-local');
  });

  it('stops after 3', async () => {
    const result = await fetchFeed(`${base}/loop`, local);
    expect(result).toMatchObject({ status: 'failed', error: { code: 'too-many-redirects' } });
    expect(received).toHaveLength(4);
  });
});

describe('fetchFeed: addresses (the function as deployed: no local allowance)', () => {
  it.each([
    ['https://feeds.example.test/crew.ics', 'loopback address (127.0.0.1)'],
    ['https://internal.example.test/crew.ics', 'private address (10.0.0.7)'],
    ['https://mixed.example.test/crew.ics', 'private address (10.1.2.3)'],
    ['https://ula.example.test/crew.ics', 'private address (fd00::1)'],
    ['https://mapped.example.test/crew.ics', 'loopback address (::ffff:127.0.0.1)'],
    ['https://127.0.0.1/crew.ics', 'loopback'],
    ['https://[::1]/crew.ics', 'loopback'],
    ['https://2130706433/crew.ics', 'loopback'],
    ['https://169.254.169.254/', 'link-local'],
  ])('refuses %s: %s', async (url, reason) => {
    const result = await fetchFeed(url, { resolve });
    expect(result).toMatchObject({ status: 'failed', error: { code: 'blocked-address' } });
    expect(result.status === 'failed' && result.error.message).toContain(reason);
    expect(received).toEqual([]);
  });

  it('refuses http: before any lookup', async () => {
    const result = await fetchFeed('http://calendar.example.com/feed.ics', { resolve });
    expect(result).toMatchObject({ status: 'failed', error: { code: 'not-https' } });
    expect(lookups).toEqual([]);
    // Test mode allows http: but not other schemes.
    expect(await fetchFeed('ftp://feeds.example.test/crew.ics', local)).toMatchObject({
      error: { code: 'not-https' },
    });
  });
});

describe('fetchFeed: https', () => {
  it('connects to the checked address and names the host in TLS (SNI), never asking DNS again', async () => {
    // A plain TCP listener stands where the name was resolved to: it reads the TLS ClientHello and hangs up.
    let hello = '';
    const tcp = createTcpServer((socket) => {
      socket.once('data', (data) => {
        hello = data.toString('latin1');
        socket.destroy();
      });
    });
    await new Promise<void>((done) => tcp.listen(0, '127.0.0.1', done));
    const port = (tcp.address() as AddressInfo).port;
    try {
      const result = await fetchFeed(`https://feeds.example.test:${port}/crew.ics`, local);
      expect(result).toMatchObject({ status: 'failed', error: { code: 'network' } });
      expect(hello).toContain('feeds.example.test');
      expect(lookups).toEqual(['feeds.example.test']);
    } finally {
      await new Promise((done) => tcp.close(done));
    }
  });
});
