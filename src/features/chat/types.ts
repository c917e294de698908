/** A piece of an answer: plain text, or a link when `href` is set (internal paths start with '/'). */
export interface ReplyPart {
  text: string;
  href?: string;
}

export type ChatRole = 'user' | 'assistant';

export interface ChatMessage {
  role: ChatRole;
  /** Plain text, as sent to a remote provider. */
  content: string;
  /** How an assistant message is shown (with links); `content` when absent. */
  parts?: ReplyPart[];
  /** Shown to the person but never sent to a provider (the greeting, apologies). */
  local?: boolean;
}

/** Anything that can answer the conversation so far. */
export interface ChatProvider {
  reply(conversation: readonly ChatMessage[]): Promise<ReplyPart[]>;
}

export const partsToText = (parts: readonly ReplyPart[]) => parts.map((part) => part.text).join('');
