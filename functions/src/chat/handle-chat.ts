import { replyText } from '../../../src/domain/chat-reply';
import type { Locale } from '../../../src/domain/locales';
import { CHAT_LIMITS } from '../../../src/domain/server-api';
import { ipBucket } from '../client-ip';
import { readChatRequest } from './chat-request';

/** What the proxy needs of an HTTP request (the Functions adapter, chat-function.ts, reads it from Express's). */
export interface ChatProxyRequest {
  method: string;
  /** The `Origin` header, when a browser sent one. */
  origin?: string;
  body: unknown;
  /** The caller's address, the key of the rate limit. */
  ip: string;
  /** The `X-Firebase-AppCheck` header, when sent. */
  appCheckToken?: string;
}

export interface ChatProxyResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface ChatProxyDeps {
  /** Whether a browser page at this origin may call the proxy (the site's own, chat-origins.ts). */
  allowOrigin: (origin: string) => boolean;
  /** The instruction for a visitor reading the site in `locale`, built from the live catalogue (instruction.ts). */
  instruction: (locale: Locale) => Promise<string>;
  /** The Cohere v2 compatible chat endpoint (https://api.cohere.com/v2/chat). Empty: the proxy is off (503). */
  providerUrl: string;
  /** The provider's key, a secret; sent only to `providerUrl` as `Authorization: Bearer`. Empty: off (503). */
  apiKey: string;
  model: string;
  /** The longest answer asked of the model, in tokens (the instruction asks for 30 words). */
  maxTokens: number;
  timeoutMs: number;
  fetch: typeof fetch;
  /** Takes one request from this key's allowance; false when it is spent. */
  takeToken: (key: string) => Promise<boolean>;
  /** When the next request of a spent allowance may be made, in seconds (the `Retry-After` header). */
  retryAfterSeconds: number;
  /** Takes one call from the whole site's daily budget (CHAT_DAILY_BUDGET); false when it is spent. */
  takeBudget: () => Promise<boolean>;
  /** Seconds until the budget's day ends (the `Retry-After` of a refusal for the budget). */
  budgetRetryAfterSeconds: number;
  /** Present when App Check is enforced: true when the token is valid and was not used before (it is consumed). */
  verifyAppCheck?: (token: string) => Promise<boolean>;
  log?: (message: string) => void;
}

const failure = (status: number, error: string, message: string, headers?: Record<string, string>) => ({
  status,
  body: { error, message },
  ...(headers ? { headers } : {}),
});

/** The CORS headers of an answer to a page at `origin`, when it may call; none otherwise. */
const corsHeaders = (origin: string | undefined, allowed: boolean): Record<string, string> =>
  origin && allowed ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : { Vary: 'Origin' };

/**
 * The chat proxy (docs/decisions/0034-chat-proxy.md, 0039-functions-hardening.md): checks the page the call comes
 * from (the site's own origins; a call without an Origin is not a browser's), the caller (App Check when enforced,
 * each token once), the conversation (CHAT_LIMITS; no instruction from the caller), the caller's allowance (per IP)
 * and the site's daily budget, then sends the server's instruction and the conversation to the provider with the key
 * the browser never sees, and answers with the reply in the Cohere v2 shape the site reads. Framework-free, so it is
 * tested without the emulator; the provider's own error text is never passed on.
 */
export async function handleChat(request: ChatProxyRequest, deps: ChatProxyDeps): Promise<ChatProxyResponse> {
  const cors = corsHeaders(request.origin, request.origin ? deps.allowOrigin(request.origin) : false);
  const answer = await proxyChat(request, deps);
  return { ...answer, headers: { ...cors, ...answer.headers } };
}

/**
 * Counts one message: against the caller's allowance first, so one address spends at most its allowance of the
 * site's daily budget. Throws when a counter cannot be read.
 */
async function countCall(deps: ChatProxyDeps, ip: string): Promise<'ok' | 'rate-limited' | 'budget-spent'> {
  if (!(await deps.takeToken(`chat:ip:${ipBucket(ip)}`))) return 'rate-limited';
  return (await deps.takeBudget()) ? 'ok' : 'budget-spent';
}

async function proxyChat(request: ChatProxyRequest, deps: ChatProxyDeps): Promise<ChatProxyResponse> {
  const log = deps.log ?? (() => undefined);
  if (request.origin !== undefined && !deps.allowOrigin(request.origin)) {
    return failure(403, 'origin-not-allowed', 'This page may not use the chat.');
  }
  if (request.method === 'OPTIONS') {
    // The browser's preflight for a JSON POST with the App Check header.
    return {
      status: 204,
      body: '',
      headers: {
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type, X-Firebase-AppCheck',
        'Access-Control-Max-Age': '3600',
      },
    };
  }
  if (request.method !== 'POST') {
    return failure(405, 'method-not-allowed', 'Send the conversation with POST.', { Allow: 'POST' });
  }
  if (deps.verifyAppCheck) {
    const token = request.appCheckToken?.trim();
    if (!token || !(await deps.verifyAppCheck(token).catch(() => false))) {
      return failure(401, 'unauthenticated', 'A valid App Check token is required.');
    }
  }
  const read = readChatRequest(request.body);
  if ('kind' in read) {
    return read.kind === 'too-long'
      ? failure(413, 'too-long', read.message)
      : failure(400, 'invalid-argument', read.message);
  }
  // Per IPv4 address or IPv6 /64 (docs/decisions/0040-limits-that-hold.md). A counter that cannot be read (the
  // database down) is the server's trouble, not the caller's: 503, and the site's own assistant answers.
  const counted = await countCall(deps, request.ip).catch(() => null);
  if (counted === null) {
    log('The chat’s counters could not be read: answered 503.');
    return failure(503, 'unavailable', 'The chat is not available right now.');
  }
  if (counted === 'rate-limited') {
    return failure(429, 'rate-limited', 'Too many messages: please wait a few minutes.', {
      'Retry-After': String(deps.retryAfterSeconds),
    });
  }
  if (counted === 'budget-spent') {
    log('The chat’s daily budget is spent: refused until the day ends.');
    return failure(429, 'budget-spent', 'The chat is resting for today.', {
      'Retry-After': String(deps.budgetRetryAfterSeconds),
    });
  }
  if (!deps.providerUrl || !deps.apiKey) {
    log('The chat proxy is not configured (CHAT_API_URL and the CHAT_API_KEY secret).');
    return failure(503, 'unavailable', 'The chat service is not configured.');
  }
  let instruction: string;
  try {
    instruction = (await deps.instruction(read.locale)).slice(0, CHAT_LIMITS.instructionChars);
  } catch (error) {
    log(
      `The chat’s instruction could not be built: ${error instanceof Error ? error.message : String(error)}`,
    );
    return failure(503, 'unavailable', 'The chat service could not answer.');
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs);
  try {
    const response = await deps.fetch(deps.providerUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${deps.apiKey}`,
      },
      body: JSON.stringify({
        model: deps.model,
        messages: [{ role: 'system', content: instruction }, ...read.turns],
        max_tokens: deps.maxTokens,
        stream: false,
      }),
      signal: controller.signal,
    });
    if (!response.ok) {
      log(`The chat provider answered ${response.status}.`);
      return failure(502, 'provider-failed', 'The chat service could not answer.');
    }
    const text = replyText(await response.json());
    if (!text) {
      log('The chat provider sent no reply text.');
      return failure(502, 'provider-failed', 'The chat service could not answer.');
    }
    return { status: 200, body: { message: { role: 'assistant', content: [{ type: 'text', text }] } } };
  } catch (error) {
    if (controller.signal.aborted) {
      log(`The chat provider did not answer within ${deps.timeoutMs} ms.`);
      return failure(504, 'timeout', 'The chat service took too long to answer.');
    }
    log(`The chat provider could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    return failure(502, 'provider-failed', 'The chat service could not answer.');
  } finally {
    clearTimeout(timer);
  }
}
