import { CHAT_MODEL, replyText } from '../../domain/chat-reply';
import { CHAT_LIMITS, CHAT_TURNS_CHARS } from '../../domain/server-api';
import type { ChatMessage, ChatProvider, ReplyPart } from './types';

export { CHAT_MODEL, replyText };
export const CHAT_TIMEOUT_MS = 20_000;

interface RemoteProviderOptions {
  url: string;
  apiKey?: string;
  /**
   * A model the browser calls itself: the instruction, built at send time, so it lists the services and packages as
   * they are now. The site's own proxy: none (it writes its own), and `language` instead.
   */
  instruction?: () => string;
  /** For the site's proxy: the page's language, read at send time (the proxy's instruction is written for it). */
  language?: () => string;
  /** More headers, read at send time (the App Check token for the site's own proxy). */
  headers?: () => Promise<Record<string, string>>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * The chat service answered with an error status (429: this visitor has sent too many messages for now, or, with
 * the code `budget-spent`, the site's chat has used its day's budget), with the site's proxy's error code if any.
 */
export class RemoteChatError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(status: number, code?: string) {
    super(`The chat service answered ${status}${code ? ` (${code})` : ''}.`);
    this.name = 'RemoteChatError';
    this.status = status;
    this.code = code;
  }
}

/** The `error` code of a failed answer of the site's proxy (`{ error, message }`), if it has one. */
async function errorCode(response: Response): Promise<string | undefined> {
  const body: unknown = await response.json().catch(() => null);
  const code = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** The conversation's turns cut to what the site's proxy accepts (CHAT_LIMITS): each to its length, oldest dropped. */
function chatTurns(conversation: readonly ChatMessage[]) {
  let turns = conversation
    .filter((m) => !m.local)
    .map(({ role, content }) => ({ role, content: content.slice(0, CHAT_LIMITS.messageChars) }))
    .slice(-CHAT_LIMITS.messages);
  const length = () => turns.reduce((sum, turn) => sum + turn.content.length, 0);
  while (turns.length > 1 && length() > CHAT_TURNS_CHARS) turns = turns.slice(1);
  return turns;
}

/**
 * The Cohere v2 chat request body for a model the browser calls itself: its instruction first, then the
 * conversation's turns.
 */
export function chatRequestBody(instruction: string, conversation: readonly ChatMessage[]) {
  const system = instruction.slice(0, CHAT_LIMITS.instructionChars);
  return {
    model: CHAT_MODEL,
    messages: [{ role: 'system' as const, content: system }, ...chatTurns(conversation)],
  };
}

/**
 * The site's proxy's request body: only the conversation's turns and the page's language, no instruction (the proxy
 * builds it from the live catalogue and refuses one from the browser; docs/decisions/0039-functions-hardening.md).
 */
export const proxyRequestBody = (conversation: readonly ChatMessage[], language: string) => ({
  messages: chatTurns(conversation),
  language,
});

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
  language,
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
          body: JSON.stringify(
            instruction
              ? chatRequestBody(instruction(), conversation)
              : proxyRequestBody(conversation, language?.() ?? 'en'),
          ),
          signal: controller.signal,
        });
        if (!response.ok) throw new RemoteChatError(response.status, await errorCode(response));
        const text = replyText(await response.json());
        if (!text) throw new Error('The chat service sent no reply text.');
        return [{ text }];
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
