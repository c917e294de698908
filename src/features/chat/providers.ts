import { env as appEnv, firebaseSettings, type Env } from '../../config/env';
import { FUNCTION_NAMES } from '../../domain/server-api';
import { createBuiltinProvider, type AssistantData, type LoadBookingFacts } from './builtin-assistant';
import { createRemoteProvider, RemoteChatError } from './remote-provider';
import { chatStrings } from './strings';
import { systemPrompt } from './system-prompt';
import type { ChatProvider } from './types';

export interface ChatProviderOptions {
  loadFacts?: LoadBookingFacts;
  /** With App Check on (the backend's `appCheckToken`): the token the site's chat proxy is sent. */
  appCheckToken?: () => Promise<string | null>;
}

/** The site's chat proxy (docs/decisions/0034-chat-proxy.md) when Functions are on: its address, else null. */
export function chatProxyUrl(env: Env): string | null {
  const result = firebaseSettings(env);
  const base = 'settings' in result ? result.settings.functionsBaseUrl : undefined;
  return base ? `${base}/${FUNCTION_NAMES.chat}` : null;
}

/**
 * Answers with `remote`; when it cannot (off, failing, too slow, or this visitor over the proxy's limit: HTTP 429),
 * the built-in assistant answers instead, after a polite word on a 429.
 */
export function withBuiltinFallback(remote: ChatProvider, builtin: ChatProvider): ChatProvider {
  return {
    async reply(conversation) {
      try {
        return await remote.reply(conversation);
      } catch (error) {
        console.warn('The chat proxy could not answer: the built-in assistant answers.', error);
        const parts = await builtin.reply(conversation);
        return error instanceof RemoteChatError && error.status === 429
          ? [{ text: `${chatStrings.busy} ` }, ...parts]
          : parts;
      }
    },
  };
}

/**
 * With Functions on, the site's chat proxy, which holds the provider's key (the browser sends none), backed by the
 * built-in assistant; otherwise the remote model when `VITE_CHAT_API_URL` is set; otherwise the built-in assistant.
 */
export function createChatProvider(
  data: () => AssistantData,
  env: Env = appEnv,
  options: ChatProviderOptions = {},
): ChatProvider {
  const { loadFacts, appCheckToken } = options;
  const instruction = () => systemPrompt(data());
  const builtin = createBuiltinProvider(data, loadFacts);
  const proxyUrl = chatProxyUrl(env);
  if (proxyUrl) {
    const headers = async (): Promise<Record<string, string>> => {
      const token = appCheckToken ? await appCheckToken() : null;
      return token ? { 'X-Firebase-AppCheck': token } : {};
    };
    return withBuiltinFallback(createRemoteProvider({ url: proxyUrl, instruction, headers }), builtin);
  }
  if (env.VITE_CHAT_API_URL) {
    return createRemoteProvider({ url: env.VITE_CHAT_API_URL, apiKey: env.VITE_CHAT_API_KEY, instruction });
  }
  return builtin;
}
