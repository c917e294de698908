import { describe, expect, it, vi } from 'vitest';
import {
  CHAT_MODEL,
  chatRequestBody,
  createRemoteProvider,
  RemoteChatError,
  replyText,
} from '../../../src/features/chat/remote-provider';
import { chatProxyUrl, createChatProvider } from '../../../src/features/chat/providers';
import { CHAT_LIMITS } from '../../../src/domain/server-api';
import { parseEnv } from '../../../src/config/env-schema';
import { systemPrompt } from '../../../src/features/chat/system-prompt';
import type { ChatMessage } from '../../../src/features/chat/types';
import { yachtFixtures } from '../../../fixtures/yachts';
import { serviceFixtures } from '../../../fixtures/services';

const conversation: ChatMessage[] = [
  { role: 'assistant', content: 'Hi! How can I help?', local: true },
  { role: 'user', content: 'Which yacht fits 20 guests?' },
  { role: 'assistant', content: 'Marina Star takes 20.' },
  { role: 'user', content: 'And the price?' },
];

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('remote chat provider', () => {
  it('POSTs the Cohere v2 shape with the instruction first and the bearer key', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse({
        message: { role: 'assistant', content: [{ type: 'text', text: 'AED 750 per hour.' }] },
      }),
    );
    const provider = createRemoteProvider({
      url: 'https://chat.example/v2/chat',
      apiKey: 'secret-key',
      instruction: () => 'INSTRUCTION',
      fetch,
    });

    await expect(provider.reply(conversation)).resolves.toEqual([{ text: 'AED 750 per hour.' }]);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://chat.example/v2/chat');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer secret-key',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(init.body))).toEqual({
      model: 'command-r-plus-08-2024',
      messages: [
        { role: 'system', content: 'INSTRUCTION' },
        { role: 'user', content: 'Which yacht fits 20 guests?' },
        { role: 'assistant', content: 'Marina Star takes 20.' },
        { role: 'user', content: 'And the price?' },
      ],
    });
  });

  it('sends no Authorization header without a key and accepts a plain string message', async () => {
    const fetch = vi.fn(async () => jsonResponse({ message: 'From our proxy.' }));
    const provider = createRemoteProvider({
      url: 'https://proxy.example/chat',
      instruction: () => 'x',
      fetch,
    });
    await expect(provider.reply(conversation)).resolves.toEqual([{ text: 'From our proxy.' }]);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('fails on an error status, on a reply without text and when the network fails', async () => {
    const provider = (fetch: typeof globalThis.fetch) =>
      createRemoteProvider({ url: 'https://chat.example', instruction: () => 'x', fetch });
    await expect(
      provider(async () => jsonResponse({ message: 'no' }, 500)).reply(conversation),
    ).rejects.toThrow(/500/);
    await expect(provider(async () => jsonResponse({ other: 1 })).reply(conversation)).rejects.toThrow(
      /no reply/,
    );
    await expect(
      provider(async () => {
        throw new TypeError('Failed to fetch');
      }).reply(conversation),
    ).rejects.toThrow('Failed to fetch');
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(
        (_url: string | URL | Request, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      );
      const reply = createRemoteProvider({
        url: 'https://chat.example',
        instruction: () => 'x',
        fetch,
        timeoutMs: 1000,
      }).reply(conversation);
      const assertion = expect(reply).rejects.toThrow('aborted');
      await vi.advanceTimersByTimeAsync(1000);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('replyText', () => {
  it('reads v2 content, a plain message and v1 text', () => {
    expect(
      replyText({
        message: {
          content: [
            { type: 'text', text: 'Hello' },
            { type: 'text', text: ' there' },
          ],
        },
      }),
    ).toBe('Hello there');
    expect(replyText({ message: '  Plain  ' })).toBe('Plain');
    expect(replyText({ text: 'v1' })).toBe('v1');
    expect(replyText({ message: { content: [] } })).toBeNull();
    expect(replyText(null)).toBeNull();
    expect(replyText('text')).toBeNull();
  });
});

describe('the instruction', () => {
  it('lists the services and packages and asks for at most 30 words', () => {
    const prompt = systemPrompt({
      services: serviceFixtures,
      yachts: yachtFixtures.map((p) => ({ ...p })),
    });
    expect(prompt).toContain('at most 30 words');
    for (const name of [
      'Birthday Pack',
      'Moon Island Trip Package',
      'Custom Package',
      'Fishing Trips',
      'Catering & Dining',
    ]) {
      expect(prompt).toContain(name);
    }
    expect(prompt).toMatch(/navigate/);
    expect(prompt).toMatch(/crew/);
    expect(prompt).toMatch(/compare packages/);
    expect(chatRequestBody(prompt, []).model).toBe(CHAT_MODEL);
  });
});

describe('what is sent fits the chat proxy', () => {
  it('cuts each message and the instruction to their limits and keeps the newest turns', () => {
    const long: ChatMessage[] = Array.from({ length: 29 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: `${i}:`.padEnd(CHAT_LIMITS.messageChars + 50, 'x'),
    }));
    const { messages } = chatRequestBody('I'.repeat(CHAT_LIMITS.instructionChars + 10), long);
    const [system, ...turns] = messages;
    expect(system.content).toHaveLength(CHAT_LIMITS.instructionChars);
    expect(turns.length).toBeLessThanOrEqual(CHAT_LIMITS.messages);
    expect(turns.every((turn) => turn.content.length <= CHAT_LIMITS.messageChars)).toBe(true);
    const total = messages.reduce((sum, m) => sum + m.content.length, 0);
    expect(total).toBeLessThanOrEqual(CHAT_LIMITS.totalChars);
    // The newest turn, the visitor's question, is the last sent.
    expect(turns.at(-1)?.content.startsWith('28:')).toBe(true);
    expect(turns.at(-1)?.role).toBe('user');
  });

  it('sends a short conversation whole', () => {
    expect(chatRequestBody('I', conversation).messages).toHaveLength(4);
  });
});

const functionsEnv = parseEnv({
  VITE_FIREBASE_API_KEY: 'web-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-x.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-x',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-x.appspot.com',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
  VITE_USE_FUNCTIONS: 'true',
  VITE_CHAT_API_URL: 'https://chat.example/v2/chat',
  VITE_CHAT_API_KEY: 'browser-key',
}).env;
const data = () => ({ yachts: [], offers: [], services: [], now: Date.now() });

describe('the chat proxy from the browser', () => {
  it('is the function named in src/domain/server-api.ts, in the region, or on the emulator', () => {
    expect(chatProxyUrl(functionsEnv)).toBe('https://me-central1-demo-x.cloudfunctions.net/chat');
    expect(
      chatProxyUrl({
        ...functionsEnv,
        VITE_USE_FIREBASE_EMULATORS: true,
        VITE_FUNCTIONS_EMULATOR_PORT: 5099,
      }),
    ).toBe('http://127.0.0.1:5099/demo-x/me-central1/chat');
    expect(chatProxyUrl({ ...functionsEnv, VITE_USE_FUNCTIONS: false })).toBeNull();
    // Without a Firebase project there are no functions.
    expect(chatProxyUrl({ ...functionsEnv, VITE_FIREBASE_PROJECT_ID: undefined })).toBeNull();
  });

  it('sends only the conversation’s turns and the page’s language: the proxy writes the instruction', async () => {
    const fetch = vi.fn(async () => jsonResponse({ message: 'Hi.' }));
    vi.stubGlobal('fetch', fetch);
    const provider = createChatProvider(
      () => ({ yachts: yachtFixtures, offers: [], services: serviceFixtures, now: Date.now() }),
      functionsEnv,
    );
    await provider.reply(conversation);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(String(init.body)) as { messages: { role: string }[]; language: string };
    expect(body).toEqual({
      messages: [
        { role: 'user', content: 'Which yacht fits 20 guests?' },
        { role: 'assistant', content: 'Marina Star takes 20.' },
        { role: 'user', content: 'And the price?' },
      ],
      language: 'en',
    });
    expect(String(init.body)).not.toContain('system');
  });

  it('answers with the built-in assistant when the site’s daily chat budget is spent (429)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi.fn(async () =>
      jsonResponse({ error: 'budget-spent', message: 'The chat is resting for today.' }, 429),
    );
    vi.stubGlobal('fetch', fetch);
    const provider = createChatProvider(data, functionsEnv);
    const parts = await provider.reply([{ role: 'user', content: 'What are your opening hours?' }]);
    expect(fetch).toHaveBeenCalledTimes(1);
    const said = parts.map((part) => part.text).join('');
    expect(said).toMatch(/open/i);
    // Not this visitor's doing: no word about their many messages.
    expect(said).not.toMatch(/many messages/);
  });

  it('sends the App Check token when there is one, and never a provider key', async () => {
    const fetch = vi.fn(async () => jsonResponse({ message: 'Hi.' }));
    vi.stubGlobal('fetch', fetch);
    const provider = createChatProvider(data, functionsEnv, { appCheckToken: async () => 'app-check-token' });
    await expect(provider.reply(conversation)).resolves.toEqual([{ text: 'Hi.' }]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://me-central1-demo-x.cloudfunctions.net/chat');
    expect(init.headers).toMatchObject({ 'X-Firebase-AppCheck': 'app-check-token' });
    expect(init.headers).not.toHaveProperty('Authorization');

    // No token to be had: sent without one (the proxy decides).
    await createChatProvider(data, functionsEnv, { appCheckToken: async () => null }).reply(conversation);
    expect((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].headers).not.toHaveProperty(
      'X-Firebase-AppCheck',
    );
  });

  it('falls back to the built-in assistant when the proxy times out, also waiting for a token', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const never = () => new Promise<never>(() => undefined);
      vi.stubGlobal('fetch', vi.fn(never));
      const provider = createChatProvider(data, functionsEnv, { appCheckToken: never });
      const reply = provider.reply([{ role: 'user', content: 'What are your opening hours?' }]);
      let settled = false;
      void reply.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(19_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const parts = await reply;
      expect(parts.map((part) => part.text).join('')).toMatch(/call back|open/i);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells a 429 from other errors', async () => {
    const provider = createRemoteProvider({
      url: 'https://proxy.example/chat',
      instruction: () => 'x',
      fetch: async () => jsonResponse({ error: 'rate-limited' }, 429),
    });
    const error = await provider.reply(conversation).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RemoteChatError);
    expect((error as RemoteChatError).status).toBe(429);
    expect((error as RemoteChatError).code).toBe('rate-limited');
  });
});
