import { env as appEnv, firebaseSettings, type Env } from '../../config/env';
import { activeLocale } from '../../i18n/catalogues';
import { FUNCTION_NAMES } from '../../domain/server-api';
import { createBuiltinProvider, type AssistantData, type LoadBookingFacts } from './builtin-assistant';
import { createRemoteProvider, RemoteChatError } from './remote-provider';
import { chatStrings } from './strings';
import { systemPrompt } from './system-prompt';
import type { ChatProvider } from './types';

export interface ChatProviderOptions {
  loadFacts?: LoadBookingFacts;
  /**
   * With App Check on (the backend's `appCheckToken`): the token the site's chat proxy is sent, a limited-use one
   * for each message (the proxy consumes it).
   */
  appCheckToken?: () => Promise<string | null>;
}

/** The site's chat proxy (docs/decisions/0034-chat-proxy.md) when Functions are on: its address, else null. */
export function chatProxyUrl(env: Env): string | null {
  const result = firebaseSettings(env);
  const base = 'settings' in result ? result.settings.functionsBaseUrl : undefined;
  return base ? `${base}/${FUNCTION_NAMES.chat}` : null;
}

/**
 * Answers with `remote`; when it cannot (off, failing, too slow, this visitor over the proxy's limit or the site's
 * daily budget spent: HTTP 429), the built-in assistant answers instead, after a polite word when it was this
 * visitor's many messages.
 */
export function withBuiltinFallback(remote: ChatProvider, builtin: ChatProvider): ChatProvider {
  return {
    async reply(conversation) {
      try {
        return await remote.reply(conversation);
      } catch (error) {
        console.warn('The chat proxy could not answer: the built-in assistant answers.', error);
        const parts = await builtin.reply(conversation);
        return error instanceof RemoteChatError && error.status === 429 && error.code !== 'budget-spent'
          ? [{ text: `${chatStrings.busy} ` }, ...parts]
          : parts;
      }
    },
  };
}

/**
 * With Functions on, the site's chat proxy, which holds the provider's key and writes the instruction (the browser
 * sends neither), backed by the built-in assistant; otherwise the remote model when `VITE_CHAT_API_URL` is set; otherwise the built-in assistant.
 */
export function createChatProvider(
  data: () => AssistantData,
  env: Env = appEnv,
  options: ChatProviderOptions = {},
): ChatProvider {
  const { loadFacts, appCheckToken } = options;
  const builtin = createBuiltinProvider(data, loadFacts);
  const proxyUrl = chatProxyUrl(env);
  if (proxyUrl) {
    const headers = async (): Promise<Record<string, string>> => {
      const token = appCheckToken ? await appCheckToken() : null;
      return token ? { 'X-Firebase-AppCheck': token } : {};
    };
    // No instruction: the proxy builds its own from the live catalogue (docs/decisions/0039-functions-hardening.md).
    return withBuiltinFallback(
      createRemoteProvider({ url: proxyUrl, language: activeLocale, headers }),
      builtin,
    );
  }
  if (env.VITE_CHAT_API_URL) {
    const instruction = () => systemPrompt(data());
    return createRemoteProvider({ url: env.VITE_CHAT_API_URL, apiKey: env.VITE_CHAT_API_KEY, instruction });
  }
  return builtin;
}
