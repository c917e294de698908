import { env as appEnv, type Env } from '../../config/env';
import { createBuiltinProvider, type AssistantData, type LoadBookingFacts } from './builtin-assistant';
import { createRemoteProvider } from './remote-provider';
import { systemPrompt } from './system-prompt';
import type { ChatProvider } from './types';

/** The remote model when `VITE_CHAT_API_URL` is set, otherwise the built-in assistant. */
export function createChatProvider(
  data: () => AssistantData,
  env: Env = appEnv,
  loadFacts?: LoadBookingFacts,
): ChatProvider {
  if (env.VITE_CHAT_API_URL) {
    return createRemoteProvider({
      url: env.VITE_CHAT_API_URL,
      apiKey: env.VITE_CHAT_API_KEY,
      instruction: () => systemPrompt(data()),
    });
  }
  return createBuiltinProvider(data, loadFacts);
}
