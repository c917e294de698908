import { describe, expect, it, vi } from 'vitest';
import {
  CHAT_MODEL,
  chatRequestBody,
  createRemoteProvider,
  replyText,
} from '../../../src/features/chat/remote-provider';
import { systemPrompt } from '../../../src/features/chat/system-prompt';
import type { ChatMessage } from '../../../src/features/chat/types';
import { productFixtures } from '../../../fixtures/products';
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
      products: productFixtures.map((p) => ({ ...p })),
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
