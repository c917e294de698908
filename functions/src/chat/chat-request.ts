import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../src/domain/locales';
import { CHAT_LIMITS, CHAT_TURNS_CHARS } from '../../../src/domain/server-api';

/** One turn of the conversation as the site sends it (src/features/chat/remote-provider.ts). */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** Why a request is refused: `invalid` is a malformed one (400), `too-long` one over a limit (413). */
export type ChatRequestProblem = { kind: 'invalid' | 'too-long'; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ROLES = new Set(['user', 'assistant']);

/**
 * The conversation to forward, checked: `{ messages: [{ role, content }], language? }` with only user and assistant
 * turns, the last the visitor's, each within CHAT_LIMITS, and the page's language (one of the site's, else English).
 * A `system` message is refused: the instruction is the server's (functions/src/chat/instruction.ts). Any other
 * field of the body (the model the browser names, say) is ignored: the server chooses the model and the length.
 */
export function readChatRequest(body: unknown): { turns: ChatTurn[]; locale: Locale } | ChatRequestProblem {
  if (!isRecord(body) || !Array.isArray(body.messages)) {
    return { kind: 'invalid', message: 'The body must be JSON with a list of messages.' };
  }
  const raw: unknown[] = body.messages;
  // Counted before anything else is read, so a huge list costs no more than a short one.
  if (raw.length > CHAT_LIMITS.messages) {
    return { kind: 'too-long', message: `At most ${CHAT_LIMITS.messages} messages.` };
  }
  const turns: ChatTurn[] = [];
  let total = 0;
  for (const [index, item] of raw.entries()) {
    if (isRecord(item) && item.role === 'system') {
      return {
        kind: 'invalid',
        message: 'The instruction is the server’s: send only the visitor’s and the assistant’s turns.',
      };
    }
    if (!isRecord(item) || typeof item.role !== 'string' || !ROLES.has(item.role)) {
      return { kind: 'invalid', message: `Message ${index + 1}: the role must be user or assistant.` };
    }
    if (typeof item.content !== 'string' || item.content.trim() === '') {
      return { kind: 'invalid', message: `Message ${index + 1}: the content must be text.` };
    }
    if (item.content.length > CHAT_LIMITS.messageChars) {
      return {
        kind: 'too-long',
        message: `Message ${index + 1} is over ${CHAT_LIMITS.messageChars} characters.`,
      };
    }
    total += item.content.length;
    turns.push({ role: item.role as ChatTurn['role'], content: item.content });
  }
  if (total > CHAT_TURNS_CHARS) {
    return { kind: 'too-long', message: `The conversation is over ${CHAT_TURNS_CHARS} characters.` };
  }
  if (turns.length === 0 || turns[turns.length - 1].role !== 'user') {
    return { kind: 'invalid', message: 'The last message must be the visitor’s.' };
  }
  const language = typeof body.language === 'string' ? body.language : undefined;
  return { turns, locale: isLocale(language) ? language : DEFAULT_LOCALE };
}
