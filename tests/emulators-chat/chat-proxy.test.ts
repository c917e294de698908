import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../src/config/env-schema';
import { CHAT_LIMITS, CHAT_RATE_LIMIT, FUNCTION_NAMES } from '../../src/domain/server-api';
import { chatProxyUrl, createChatProvider } from '../../src/features/chat/providers';
import { activateLocale } from '../../src/i18n/catalogues';

// Started by scripts/test-chat-proxy.mjs: the emulators, and the key and port the function was started with.
const KEY = process.env.CHAT_API_KEY ?? '';
const STANDIN_PORT = Number(process.env.CHAT_STANDIN_PORT);
const PROJECT = process.env.GCLOUD_PROJECT ?? '';
const FUNCTIONS_PORT = Number(process.env.FUNCTIONS_EMULATOR_HOST?.split(':')[1]);
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST}`;

/** The site's settings with Functions on the emulator: the chat's URL is built as the browser builds it. */
const siteEnv = parseEnv({
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: PROJECT,
  VITE_FIREBASE_STORAGE_BUCKET: `${PROJECT}.appspot.com`,
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
  VITE_USE_FIREBASE_EMULATORS: 'true',
  VITE_USE_FUNCTIONS: 'true',
  VITE_FUNCTIONS_EMULATOR_PORT: String(FUNCTIONS_PORT),
}).env;
const PROXY = chatProxyUrl(siteEnv) ?? '';

/** What the stand-in provider received, and how it answers next. */
interface Received {
  headers: IncomingHttpHeaders;
  body: { model: string; messages: { role: string; content: string }[]; max_tokens: number };
}
let received: Received[] = [];
let behaviour: 'answer' | 'fail' | 'hang' = 'answer';
const hanging: ServerResponse[] = [];
let standIn: Server;

beforeAll(async () => {
  // The instruction the browser sends is written in the page's language.
  await activateLocale('en', { everything: true });
  standIn = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(text) as Received['body'] });
      if (behaviour === 'hang') return void hanging.push(response);
      if (behaviour === 'fail') {
        response.writeHead(500, { 'Content-Type': 'application/json' });
        return void response.end(JSON.stringify({ message: `internal error for ${KEY}` }));
      }
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'standin',
          finish_reason: 'COMPLETE',
          message: { role: 'assistant', content: [{ type: 'text', text: 'Marina Star takes 20 guests.' }] },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => standIn.listen(STANDIN_PORT, '127.0.0.1', resolve));
});

afterAll(async () => {
  for (const response of hanging) response.destroy();
  await new Promise((resolve) => standIn.close(resolve));
});

beforeEach(async () => {
  received = [];
  behaviour = 'answer';
  // The allowance counters (rateLimits) start empty in each test.
  const cleared = await fetch(`${FIRESTORE}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  expect(cleared.ok).toBe(true);
});

const conversation = [
  { role: 'system', content: 'You are the assistant of Marina Yachts. Answer in at most 30 words.' },
  { role: 'user', content: 'Which yacht fits 20 guests?' },
];
const ask = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(PROXY, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('the chat proxy on the Functions emulator', () => {
  it('is the function the site calls, at the emulator address the browser builds', () => {
    expect(PROXY).toBe(`http://127.0.0.1:${FUNCTIONS_PORT}/${PROJECT}/me-central1/${FUNCTION_NAMES.chat}`);
  });

  it('forwards what the browser sends, without a key, to the provider with the key as a bearer token', async () => {
    // The browser's own request, recorded on its way out.
    const browserRequests: { url: string; init: RequestInit }[] = [];
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      browserRequests.push({ url, init });
      return realFetch(url, init);
    });
    const provider = createChatProvider(
      () => ({ products: [], offers: [], services: [], now: Date.now() }),
      siteEnv,
    );
    const parts = await provider.reply([{ role: 'user', content: 'Which yacht fits 20 guests?' }]);
    vi.unstubAllGlobals();

    expect(parts).toEqual([{ text: 'Marina Star takes 20 guests.' }]);
    expect(browserRequests).toHaveLength(1);
    const [browser] = browserRequests;
    expect(browser.url).toBe(PROXY);
    expect(browser.init.headers).not.toHaveProperty('Authorization');
    expect(JSON.stringify(browser)).not.toContain(KEY);

    expect(received).toHaveLength(1);
    const [atProvider] = received;
    expect(atProvider.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(atProvider.body.model).toBe('command-r-plus-08-2024');
    expect(atProvider.body.max_tokens).toBe(300);
    expect(atProvider.body.messages[0].role).toBe('system');
    expect(atProvider.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'Which yacht fits 20 guests?' },
    ]);
  });

  it('answers the browser’s CORS preflight for its headers', async () => {
    const response = await fetch(PROXY, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://marina-yachts.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-firebase-appcheck',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://marina-yachts.example');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'x-firebase-appcheck',
    );
    expect(received).toHaveLength(0);
  });

  it('refuses what is malformed or too long, and calls no provider', async () => {
    const bad = await ask({ messages: [{ role: 'tool', content: 'x' }] });
    expect(bad.status).toBe(400);
    const tooMany = Array.from({ length: CHAT_LIMITS.messages + 1 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: 'Hello',
    }));
    const long = await ask({ messages: tooMany });
    expect(long.status).toBe(413);
    expect(await long.json()).toMatchObject({ error: 'too-long' });
    const huge = await ask({
      messages: [{ role: 'user', content: 'x'.repeat(CHAT_LIMITS.messageChars + 1) }],
    });
    expect(huge.status).toBe(413);
    expect((await fetch(PROXY)).status).toBe(405);
    expect(received).toHaveLength(0);
  });

  it(`answers 429 after ${CHAT_RATE_LIMIT.max} requests from one address, without calling the provider`, async () => {
    for (let i = 0; i < CHAT_RATE_LIMIT.max; i += 1) {
      expect((await ask({ messages: conversation })).status).toBe(200);
    }
    const limited = await ask({ messages: conversation });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe(String(CHAT_RATE_LIMIT.windowSeconds));
    expect(await limited.json()).toMatchObject({ error: 'rate-limited' });
    expect(received).toHaveLength(CHAT_RATE_LIMIT.max);
  });

  it('answers 502 when the provider fails, without passing on what it said', async () => {
    behaviour = 'fail';
    const response = await ask({ messages: conversation });
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(text).not.toContain(KEY);
    expect(text).not.toContain('internal error');
  });

  it('gives up on a provider that does not answer (504) after its timeout', async () => {
    behaviour = 'hang';
    const started = Date.now();
    const response = await ask({ messages: conversation });
    const waited = Date.now() - started;
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ error: 'timeout' });
    // CHAT_TIMEOUT_MS is 2 s in this run (scripts/test-chat-proxy.mjs).
    expect(waited).toBeGreaterThanOrEqual(2_000);
    expect(waited).toBeLessThan(10_000);
  });
});
