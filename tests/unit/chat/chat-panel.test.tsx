import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as EnvModule from '../../../src/config/env';
import type { Env } from '../../../src/config/env';
import { BackendProvider } from '../../../src/backend/react/backend-context';
import { SiteDataProvider } from '../../../src/backend/react/site-data';
import { activateLocale } from '../../../src/i18n/catalogues';
import { createTestBackend, renderApp } from '../test-utils';

// Pages and the chat load lazily; a cold transform on a busy CI machine can take more than a second.

const mocks = vi.hoisted(() => ({ env: {} as Partial<Env> }));
vi.mock('../../../src/config/env', async (importOriginal) => ({
  ...(await importOriginal<typeof EnvModule>()),
  env: mocks.env,
}));

async function openChat(path = '/about') {
  const backend = await createTestBackend();
  const { router } = renderApp({ backend, path });
  const user = userEvent.setup({ delay: null });
  const launcher = await screen.findByRole('button', { name: 'Chat with us' });
  expect(screen.queryByRole('dialog', { name: 'Ask us anything' })).not.toBeInTheDocument();
  await user.click(launcher);
  const dialog = await screen.findByRole('dialog', { name: 'Ask us anything' });
  return { user, launcher, dialog, router };
}

const input = () => screen.getByLabelText('Your message');
const log = () => screen.getByRole('log', { name: 'Conversation' });

describe('chat assistant', () => {
  beforeEach(() => {
    for (const key of Object.keys(mocks.env)) Reflect.deleteProperty(mocks.env, key);
  });

  it('opens as a labelled dialog with focus in the message field; Escape closes it and returns focus', async () => {
    const { user, launcher, dialog } = await openChat();
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    await waitFor(() => expect(input()).toHaveFocus());
    expect(launcher).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Ask us anything' })).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });

  it('answers from the live fleet with links, keeps the conversation and sends on Enter', async () => {
    const { user, launcher } = await openChat();
    await user.type(input(), 'Which yacht fits 15 guests?{Enter}');
    expect(await within(log()).findByRole('link', { name: 'Silver Wave' })).toHaveAttribute(
      'href',
      '/productdetail/silver-wave',
    );
    expect(within(log()).getByText('Which yacht fits 15 guests?')).toBeInTheDocument();
    expect(input()).toHaveValue('');

    // Closing and opening again keeps the conversation.
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(launcher).toHaveFocus();
    await user.click(launcher);
    expect(
      within(await screen.findByRole('log', { name: 'Conversation' })).getByText(
        'Which yacht fits 15 guests?',
      ),
    ).toBeInTheDocument();
  });

  it('prices a charter with the booking engine and links to the prefilled booking panel', async () => {
    const { user } = await openChat();
    await user.type(input(), 'Price for 3 hours on Friday for 20 guests?{Enter}');
    const link = await within(log()).findByRole('link', { name: 'Marina Star' });
    expect(link.getAttribute('href')).toMatch(
      /^\/productdetail\/marina-star\?date=\d{4}-\d{2}-\d{2}&hours=3&guests=20$/,
    );
    expect(within(log()).getAllByText(/AED/).length).toBeGreaterThan(0);
  });

  it('does not send an empty or whitespace-only message', async () => {
    const { user } = await openChat();
    const before = log().children.length;
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(input(), '   {Enter}');
    expect(log().children.length).toBe(before);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('following a link to a page closes the chat and shows the page', async () => {
    const { user, router } = await openChat();
    await user.type(input(), 'What are your opening hours?{Enter}');
    await user.click(await within(log()).findByRole('link', { name: 'request a call back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(screen.queryByRole('dialog', { name: 'Ask us anything' })).not.toBeInTheDocument();
  });

  it("uses the configured endpoint, shows 'Loading' while waiting and appends the reply", async () => {
    mocks.env.VITE_CHAT_API_URL = 'https://chat.example/v2/chat';
    mocks.env.VITE_CHAT_API_KEY = 'key-123';
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const { user } = await openChat();
    await user.type(input(), 'Do you have jet skis?{Enter}');

    expect(await within(log()).findByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body.model).toBe('command-r-plus-08-2024');
    expect(body.messages[0].role).toBe('system');
    expect(body.messages.slice(1)).toEqual([{ role: 'user', content: 'Do you have jet skis?' }]);

    answer(
      new Response(
        JSON.stringify({ message: { content: [{ type: 'text', text: 'Yes, add them to any charter.' }] } }),
        {
          status: 200,
        },
      ),
    );
    expect(await within(log()).findByText('Yes, add them to any charter.')).toBeInTheDocument();
    expect(within(log()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('apologises with the WhatsApp and phone alternatives when the call fails', async () => {
    mocks.env.VITE_CHAT_API_URL = 'https://chat.example/v2/chat';
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await openChat();
    await user.type(input(), 'Hello?{Enter}');

    expect(await within(log()).findByText(/Sorry, I cannot answer right now/)).toBeInTheDocument();
    expect(within(log()).getByRole('link', { name: 'message us on WhatsApp' }).getAttribute('href')).toMatch(
      /whatsapp\.com|wa\.me/,
    );
    expect(within(log()).getByRole('link', { name: '+971 50 123 4567' })).toHaveAttribute(
      'href',
      'tel:+971501234567',
    );
    expect(warn).toHaveBeenCalled();
  });
});

/** A Firebase build with Functions on: the chat goes to the site's own proxy. */
function useFunctions() {
  Object.assign(mocks.env, {
    VITE_FIREBASE_API_KEY: 'web-key',
    VITE_FIREBASE_AUTH_DOMAIN: 'demo-x.firebaseapp.com',
    VITE_FIREBASE_PROJECT_ID: 'demo-x',
    VITE_FIREBASE_STORAGE_BUCKET: 'demo-x.appspot.com',
    VITE_FIREBASE_APP_ID: '1:1:web:1',
    VITE_USE_FUNCTIONS: true,
  } satisfies Partial<Env>);
}

const PROXY_URL = 'https://me-central1-demo-x.cloudfunctions.net/chat';

describe('chat assistant with the chat proxy (Functions on)', () => {
  beforeEach(() => {
    for (const key of Object.keys(mocks.env)) Reflect.deleteProperty(mocks.env, key);
    useFunctions();
  });

  it('asks the proxy, never sending a provider key, and shows its answer', async () => {
    // Even with a browser key and endpoint still configured, neither is used.
    mocks.env.VITE_CHAT_API_URL = 'https://chat.example/v2/chat';
    mocks.env.VITE_CHAT_API_KEY = 'key-123';
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: { content: [{ type: 'text', text: 'Jet skis: yes.' }] } }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { user } = await openChat();
    await user.type(input(), 'Do you have jet skis?{Enter}');

    expect(await within(log()).findByText('Jet skis: yes.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(PROXY_URL);
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(JSON.stringify(init)).not.toContain('key-123');
    // The demo backend has no App Check: no token header.
    expect(init.headers).not.toHaveProperty('X-Firebase-AppCheck');
  });

  it('lets the built-in assistant answer when the proxy fails', async () => {
    for (const failure of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('{"error":"provider-failed"}', { status: 502 })),
    ]) {
      vi.stubGlobal('fetch', vi.fn(failure));
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { user } = await openChat();
      await user.type(input(), 'Which yacht fits 15 guests?{Enter}');
      expect(await within(log()).findByRole('link', { name: 'Silver Wave' })).toBeInTheDocument();
      expect(within(log()).queryByText(/Sorry, I cannot answer right now/)).not.toBeInTheDocument();
      expect(within(log()).queryByText(/many messages/)).not.toBeInTheDocument();
      expect(warn).toHaveBeenCalled();
      cleanup();
    }
  });

  it('says so politely on a 429, and the built-in assistant answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"rate-limited"}', { status: 429 })),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await openChat();
    await user.type(input(), 'Which yacht fits 15 guests?{Enter}');
    expect(await within(log()).findByRole('link', { name: 'Silver Wave' })).toBeInTheDocument();
    expect(
      within(log()).getByText(
        /You have sent many messages in a short time, so our quick guide answers for now:/,
      ),
    ).toBeInTheDocument();
  });
});

describe('chat assistant in another language', () => {
  it('greets in the language of the page it opens on, even when its code was loaded on an English page', async () => {
    // Loaded (and evaluated) while the page is English, as a visitor who switches language later would have it.
    const { default: ChatPanel } = await import('../../../src/features/chat/chat-panel');
    const backend = await createTestBackend();
    await activateLocale('ru', { everything: true });
    try {
      render(
        <BackendProvider backend={backend}>
          <SiteDataProvider>
            <ChatPanel open onClose={() => undefined} />
          </SiteDataProvider>
        </BackendProvider>,
      );
      expect(await screen.findByText(/^Здравствуйте! Я помогу с выбором яхты/)).toBeInTheDocument();
    } finally {
      await activateLocale('en', { everything: true });
    }
  });
});
