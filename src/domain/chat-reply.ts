/** The model a Cohere v2 chat service is asked for (the browser's request; the proxy's default, see the README). */
export const CHAT_MODEL = 'command-r-plus-08-2024';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The reply text of a chat service's answer: Cohere v2 `message.content[].text` (text items joined), or a plain
 * string `message` (a simple proxy), or `text` (Cohere v1). Null when there is none. Read by the browser's chat and
 * by the chat proxy (functions/src/chat/).
 */
export function replyText(data: unknown): string | null {
  if (!isRecord(data)) return null;
  const { message } = data;
  if (typeof message === 'string') return message.trim() || null;
  if (isRecord(message) && Array.isArray(message.content)) {
    const text = message.content
      .map((item) => (isRecord(item) && typeof item.text === 'string' ? item.text : ''))
      .join('')
      .trim();
    return text || null;
  }
  if (typeof data.text === 'string') return data.text.trim() || null;
  return null;
}
