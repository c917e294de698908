import { CHAT_MODEL, replyText } from '../../domain/chat-reply';
import type { ChatMessage, ChatProvider, ReplyPart } from './types';

export { CHAT_MODEL, replyText };
export const CHAT_TIMEOUT_MS = 20_000;

interface RemoteProviderOptions {
  url: string;
  apiKey?: string;
  /** Built at send time, so it lists the services and packages as they are now. */
  instruction: () => string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The Cohere v2 chat request body: the instruction first, then the conversation. */
export function chatRequestBody(instruction: string, conversation: readonly ChatMessage[]) {
  return {
    model: CHAT_MODEL,
    messages: [
      { role: 'system' as const, content: instruction },
      ...conversation.filter((m) => !m.local).map(({ role, content }) => ({ role, content })),
    ],
  };
}

/** Answers through a Cohere v2 compatible endpoint (ideally the site's own proxy). */
export function createRemoteProvider({
  url,
  apiKey,
  instruction,
  fetch: fetchImpl = (...args) => fetch(...args),
  timeoutMs = CHAT_TIMEOUT_MS,
}: RemoteProviderOptions): ChatProvider {
  return {
    async reply(conversation): Promise<ReplyPart[]> {
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        Accept: 'application/json',
      };
      if (apiKey) headers.Authorization = `Bearer ${apiKey}`;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers,
          body: JSON.stringify(chatRequestBody(instruction(), conversation)),
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`The chat service answered ${response.status}.`);
        const text = replyText(await response.json());
        if (!text) throw new Error('The chat service sent no reply text.');
        return [{ text }];
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
