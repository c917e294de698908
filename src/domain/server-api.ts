/**
 * What the browser and this project's Cloud Functions (functions/) agree on. Shared by both, so a renamed function
 * or region cannot drift apart. docs/decisions/0033-server-side.md tells what runs where with and without Functions.
 */

/** Doha: the Google Cloud region nearest to Dubai that runs 2nd-gen functions. */
export const FUNCTIONS_REGION = 'me-central1';

/** The chat proxy (functions/src/chat/, docs/decisions/0034-chat-proxy.md): `POST {functionsBaseUrl}/chat`. */
export const CHAT_FUNCTION = 'chat';

/**
 * What the chat proxy accepts, so the browser sends what fits: the instruction (one `system` message first), then at
 * most `messages` turns of the conversation (the newest; the browser drops older ones), the last the visitor's.
 */
export const CHAT_LIMITS = {
  /** Turns of the conversation after the instruction. */
  messages: 20,
  /** Characters of one turn (the chat's field takes 500; a model's answer is asked for in 30 words). */
  messageChars: 1_000,
  /** Characters of the instruction (the fleet, services and packages: about 2,000 with the fixtures). */
  instructionChars: 8_000,
  /** Characters of the whole conversation, instruction included. */
  totalChars: 20_000,
} as const;

/** Requests per IP address the chat proxy answers in a window, then HTTP 429 until the window ends. */
export const CHAT_RATE_LIMIT = { max: 20, windowSeconds: 600 } as const;
