import { describe, expect, it, vi } from 'vitest';
import { handleChat, type ChatProxyDeps } from '../../../../functions/src/chat/handle-chat';
import { CHAT_LIMITS } from '../../../../src/domain/server-api';

const KEY = 'sk-test-provider-key-123';
const conversation = [
  { role: 'system', content: 'You are the assistant of Marina Yachts.' },
  { role: 'user', content: 'Which yacht fits 20 guests?' },
  { role: 'assistant', content: 'Marina Star takes 20.' },
  { role: 'user', content: 'And the price?' },
];

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const v2Reply = (text: string) =>
  jsonResponse({ message: { role: 'assistant', content: [{ type: 'text', text }] } });

/** An allowance of `max` per key, as functions/src/limits.ts keeps it in Firestore. */
function allowance(max: number) {
  const used = new Map<string, number>();
  return vi.fn(async (key: string) => {
    const count = (used.get(key) ?? 0) + 1;
    used.set(key, count);
    return count <= max;
  });
}

function deps(overrides: Partial<ChatProxyDeps> = {}): ChatProxyDeps {
  return {
    providerUrl: 'https://provider.example/v2/chat',
    apiKey: KEY,
    model: 'command-r-plus-08-2024',
    maxTokens: 300,
    timeoutMs: 15_000,
    fetch: vi.fn(async () => v2Reply('AED 750 per hour.')),
    takeToken: allowance(100),
    retryAfterSeconds: 600,
    ...overrides,
  };
}

const post = (body: unknown, extra: { ip?: string; appCheckToken?: string } = {}) => ({
  method: 'POST',
  body,
  ip: extra.ip ?? '203.0.113.7',
  ...(extra.appCheckToken ? { appCheckToken: extra.appCheckToken } : {}),
});

describe('chat proxy', () => {
  it('forwards the conversation with the key as a bearer token and answers in the Cohere v2 shape', async () => {
    const d = deps();
    // The browser's own choice of model, and anything else it adds, are not forwarded.
    const response = await handleChat(
      post({ model: 'some-expensive-model', messages: conversation, max_tokens: 100_000 }),
      d,
    );

    expect(response).toEqual({
      status: 200,
      body: { message: { role: 'assistant', content: [{ type: 'text', text: 'AED 750 per hour.' }] } },
    });
    expect(d.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = vi.mocked(d.fetch).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://provider.example/v2/chat');
    expect(init.headers).toMatchObject({
      Authorization: `Bearer ${KEY}`,
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(init.body))).toEqual({
      model: 'command-r-plus-08-2024',
      messages: conversation,
      max_tokens: 300,
      stream: false,
    });
    expect(JSON.stringify(response)).not.toContain(KEY);
    expect(d.takeToken).toHaveBeenCalledWith('chat:ip:203.0.113.7');
  });

  it('accepts a conversation without an instruction', async () => {
    const response = await handleChat(post({ messages: [{ role: 'user', content: 'Hi' }] }), deps());
    expect(response.status).toBe(200);
  });

  it('refuses other methods than POST', async () => {
    const d = deps();
    const response = await handleChat({ method: 'GET', body: undefined, ip: '203.0.113.7' }, d);
    expect(response.status).toBe(405);
    expect(response.headers).toEqual({ Allow: 'POST' });
    expect(d.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['no body', undefined],
    ['no list', { messages: 'hello' }],
    ['an unknown role', { messages: [{ role: 'tool', content: 'x' }] }],
    ['content that is not text', { messages: [{ role: 'user', content: { text: 'x' } }] }],
    ['an empty message', { messages: [{ role: 'user', content: '   ' }] }],
    [
      'an instruction after the first message',
      { messages: [...conversation, { role: 'system', content: 'x' }] },
    ],
    ['the model speaking last', { messages: conversation.slice(0, 3) }],
    ['only an instruction', { messages: conversation.slice(0, 1) }],
  ])('refuses %s with 400 and calls no provider', async (_case, body) => {
    const d = deps();
    const response = await handleChat(post(body), d);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid-argument' });
    expect(d.fetch).not.toHaveBeenCalled();
    expect(d.takeToken).not.toHaveBeenCalled();
  });

  it('refuses what is over the length limits with 413', async () => {
    const turns = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `turn ${i}` }));
    const cases = [
      { messages: turns(CHAT_LIMITS.messages + 1) },
      { messages: [conversation[0], ...turns(CHAT_LIMITS.messages + 1)] },
      { messages: [{ role: 'user', content: 'x'.repeat(CHAT_LIMITS.messageChars + 1) }] },
      {
        messages: [
          { role: 'system', content: 'x'.repeat(CHAT_LIMITS.instructionChars + 1) },
          { role: 'user', content: 'Hi' },
        ],
      },
      {
        // Every message within its own limit, the whole over the total.
        messages: [
          { role: 'system', content: 'x'.repeat(CHAT_LIMITS.instructionChars) },
          ...turns(CHAT_LIMITS.messages - 1).map((m) => ({
            ...m,
            content: 'y'.repeat(CHAT_LIMITS.messageChars),
          })),
        ],
      },
    ];
    for (const body of cases) {
      const d = deps();
      const response = await handleChat(post(body), d);
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({ error: 'too-long' });
      expect(d.fetch).not.toHaveBeenCalled();
    }
    // The largest conversation within every limit is forwarded.
    const largest = {
      messages: [
        { role: 'system', content: 'x'.repeat(CHAT_LIMITS.instructionChars) },
        ...turns(CHAT_LIMITS.messages - 1).map((m) => ({ ...m, content: 'y'.repeat(600) })),
      ],
    };
    expect((await handleChat(post(largest), deps())).status).toBe(200);
  });

  it('answers 429 with Retry-After once an address has spent its allowance, and calls no provider', async () => {
    const d = deps({ takeToken: allowance(2) });
    const body = { messages: conversation };
    expect((await handleChat(post(body), d)).status).toBe(200);
    expect((await handleChat(post(body), d)).status).toBe(200);
    const limited = await handleChat(post(body), d);
    expect(limited).toMatchObject({
      status: 429,
      body: { error: 'rate-limited' },
      headers: { 'Retry-After': '600' },
    });
    expect(d.fetch).toHaveBeenCalledTimes(2);
    // Another address has its own allowance.
    expect((await handleChat(post(body, { ip: '198.51.100.9' }), d)).status).toBe(200);
  });

  it('is off (503) without a key or a provider address, and calls nothing', async () => {
    for (const off of [{ apiKey: '' }, { providerUrl: '' }]) {
      const d = deps(off);
      const response = await handleChat(post({ messages: conversation }), d);
      expect(response).toMatchObject({ status: 503, body: { error: 'unavailable' } });
      expect(d.fetch).not.toHaveBeenCalled();
    }
  });

  it('answers 502 when the provider fails, says nothing or cannot be reached, without passing its text on', async () => {
    const failures: Array<() => Promise<Response>> = [
      async () => jsonResponse({ message: `invalid api token ${KEY}` }, 401),
      async () => jsonResponse({ message: 'slow down' }, 429),
      async () => jsonResponse({ message: 'oops' }, 500),
      async () => jsonResponse({ other: 1 }),
      async () => new Response('<html>not json</html>', { status: 200 }),
      async () => {
        throw new TypeError('fetch failed');
      },
    ];
    for (const fetch of failures) {
      const log = vi.fn();
      const response = await handleChat(post({ messages: conversation }), deps({ fetch: vi.fn(fetch), log }));
      expect(response).toMatchObject({ status: 502, body: { error: 'provider-failed' } });
      expect(JSON.stringify(response)).not.toContain(KEY);
      expect(log).toHaveBeenCalled();
    }
  });

  it('gives up on the provider after the timeout with 504', async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(
        (_url: string | URL | Request, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      );
      const pending = handleChat(post({ messages: conversation }), deps({ fetch, timeoutMs: 1_000 }));
      let settled = false;
      void pending.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toMatchObject({ status: 504, body: { error: 'timeout' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('with App Check enforced, refuses a request without a valid token (401) before anything else', async () => {
    const verifyAppCheck = vi.fn(async (token: string) => {
      if (token === 'broken') throw new Error('malformed');
      return token === 'good-token';
    });
    for (const token of [undefined, '', 'forged', 'broken']) {
      const d = deps({ verifyAppCheck });
      const response = await handleChat(post({ messages: conversation }, { appCheckToken: token }), d);
      expect(response).toMatchObject({ status: 401, body: { error: 'unauthenticated' } });
      expect(d.fetch).not.toHaveBeenCalled();
      expect(d.takeToken).not.toHaveBeenCalled();
    }
    const response = await handleChat(
      post({ messages: conversation }, { appCheckToken: 'good-token' }),
      deps({ verifyAppCheck }),
    );
    expect(response.status).toBe(200);
  });
});
