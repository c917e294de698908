import { CHAT_MODEL, replyText } from '../../domain/chat-reply';
import { CHAT_LIMITS } from '../../domain/server-api';
import type { ChatMessage, ChatProvider, ReplyPart } from './types';

export { CHAT_MODEL, replyText };
export const CHAT_TIMEOUT_MS = 20_000;

interface RemoteProviderOptions {
  url: string;
  apiKey?: string;
  /** Built at send time, so it lists the services and packages as they are now. */
  instruction: () => string;
  /** More headers, read at send time (the App Check token for the site's own proxy). */
  headers?: () => Promise<Record<string, string>>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The chat service answered with an error status (429: this visitor has sent too many messages for now). */
export class RemoteChatError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`The chat service answered ${status}.`);
    this.name = 'RemoteChatError';
    this.status = status;
  }
}

/**
 * The Cohere v2 chat request body: the instruction first, then the conversation, cut to what the site's proxy
 * accepts (CHAT_LIMITS): each message to its length, and the oldest turns dropped while there are too many.
 */
export function chatRequestBody(instruction: string, conversation: readonly ChatMessage[]) {
  const system = instruction.slice(0, CHAT_LIMITS.instructionChars);
  let turns = conversation
    .filter((m) => !m.local)
    .map(({ role, content }) => ({ role, content: content.slice(0, CHAT_LIMITS.messageChars) }))
    .slice(-CHAT_LIMITS.messages);
  const length = () => turns.reduce((sum, turn) => sum + turn.content.length, system.length);
  while (turns.length > 1 && length() > CHAT_LIMITS.totalChars) turns = turns.slice(1);
  return { model: CHAT_MODEL, messages: [{ role: 'system' as const, content: system }, ...turns] };
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () =>
      reject(new DOMException('The chat service timed out.', 'AbortError')),
    );
    promise.then(resolve, reject);
  });
}

/** Answers through a Cohere v2 compatible endpoint (ideally the site's own proxy). */
export function createRemoteProvider({
  url,
  apiKey,
  instruction,
  headers: moreHeaders,
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
        // Inside the timeout too: a token that never comes must not keep the visitor waiting.
        if (moreHeaders) Object.assign(headers, await untilAborted(moreHeaders(), controller.signal));
        const response = await fetchImpl(url, {
          method: 'POST',
          headers,
          body: JSON.stringify(chatRequestBody(instruction(), conversation)),
          signal: controller.signal,
        });
        if (!response.ok) throw new RemoteChatError(response.status);
        const text = replyText(await response.json());
        if (!text) throw new Error('The chat service sent no reply text.');
        return [{ text }];
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
