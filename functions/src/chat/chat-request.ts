import { CHAT_LIMITS } from '../../../src/domain/server-api';

/** One message of the Cohere v2 chat shape the site sends (src/features/chat/remote-provider.ts). */
export interface ProxyMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Why a request is refused: `invalid` is a malformed one (400), `too-long` one over a limit (413). */
export type ChatRequestProblem = { kind: 'invalid' | 'too-long'; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ROLES = new Set(['system', 'user', 'assistant']);

/**
 * The messages to forward, checked: `{ messages: [{ role, content }] }` with an optional `system` instruction first,
 * then user and assistant turns, the last the visitor's, each within CHAT_LIMITS. Any other field of the body (the
 * model the browser names, say) is ignored: the server chooses the model and how long an answer may be.
 */
export function readChatRequest(body: unknown): { messages: ProxyMessage[] } | ChatRequestProblem {
  if (!isRecord(body) || !Array.isArray(body.messages)) {
    return { kind: 'invalid', message: 'The body must be JSON with a list of messages.' };
  }
  const raw: unknown[] = body.messages;
  // Counted before anything else is read, so a huge list costs no more than a short one.
  if (raw.length > CHAT_LIMITS.messages + 1) {
    return { kind: 'too-long', message: `At most ${CHAT_LIMITS.messages} messages after the instruction.` };
  }
  const messages: ProxyMessage[] = [];
  let total = 0;
  for (const [index, item] of raw.entries()) {
    if (!isRecord(item) || typeof item.role !== 'string' || !ROLES.has(item.role)) {
      return {
        kind: 'invalid',
        message: `Message ${index + 1}: the role must be system, user or assistant.`,
      };
    }
    if (typeof item.content !== 'string' || item.content.trim() === '') {
      return { kind: 'invalid', message: `Message ${index + 1}: the content must be text.` };
    }
    const role = item.role as ProxyMessage['role'];
    if (role === 'system' && index > 0) {
      return { kind: 'invalid', message: 'Only the first message may be the instruction.' };
    }
    const limit = role === 'system' ? CHAT_LIMITS.instructionChars : CHAT_LIMITS.messageChars;
    if (item.content.length > limit) {
      return { kind: 'too-long', message: `Message ${index + 1} is over ${limit} characters.` };
    }
    total += item.content.length;
    messages.push({ role, content: item.content });
  }
  if (total > CHAT_LIMITS.totalChars) {
    return { kind: 'too-long', message: `The conversation is over ${CHAT_LIMITS.totalChars} characters.` };
  }
  const turns = messages.filter((message) => message.role !== 'system');
  if (turns.length === 0 || turns[turns.length - 1].role !== 'user') {
    return { kind: 'invalid', message: 'The last message must be the visitor’s.' };
  }
  if (turns.length > CHAT_LIMITS.messages) {
    return { kind: 'too-long', message: `At most ${CHAT_LIMITS.messages} messages after the instruction.` };
  }
  return { messages };
}
