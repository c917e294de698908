import { getAppCheck } from 'firebase-admin/app-check';
import { logger } from 'firebase-functions';
import { defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { CHAT_MODEL } from '../../../src/domain/chat-reply';
import { CHAT_RATE_LIMIT } from '../../../src/domain/server-api';
import { firestore } from '../admin';
import { clientIp } from '../client-ip';
import { ENFORCE_APP_CHECK } from '../create-enquiry';
import { RATE_LIMIT_KEY, TRUSTED_PROXY_HOPS } from '../limit-params';
import { countTowardCeiling, isContention, takeToken } from '../limits';
import { SITE_FUNCTION_OPTIONS } from '../options';
import { SITE_ORIGIN } from '../site-origin';
import { CHAT_BUDGET_KEY, CHAT_DAILY_BUDGET, DAY_SECONDS, secondsToDayEnd } from './chat-budget';
import { chatOriginCheck } from './chat-origins';
import { handleChat } from './handle-chat';
import { cachedCatalogue, readChatCatalogue, serverInstruction } from './instruction';

/**
 * The chat provider's key: a Secret Manager secret (`firebase functions:secrets:set CHAT_API_KEY`; on the emulator,
 * functions/.secret.local or the environment). Only this function can read it; the browser never sees it.
 */
export const CHAT_API_KEY = defineSecret('CHAT_API_KEY');

/**
 * The provider's Cohere v2 compatible chat address and model: environment variables (functions/.env), read when a
 * request comes, with Cohere's as the default. Plain variables rather than params, so a test can point them at a
 * stand-in provider it starts (the emulator writes a param's default into functions/.env.local, which would win).
 */
const DEFAULT_CHAT_API_URL = 'https://api.cohere.com/v2/chat';
/** The provider's time to answer: under the browser's 20 s (src/features/chat/remote-provider.ts) and the function's. */
export const CHAT_PROVIDER_TIMEOUT_MS = 15_000;
/** About 200 words: the instruction asks for 30, this bounds what one request can cost. */
const CHAT_MAX_TOKENS = 300;

/** For `.catch` on a counter: contention counts as spent, any other failure is thrown on. */
function spentIfContended(error: unknown): false {
  if (isContention(error)) return false;
  throw error;
}

/** The live catalogue for the instruction, read at most every few minutes by each instance. */
const catalogue = cachedCatalogue(() => readChatCatalogue(firestore()));

/**
 * `POST {functionsBaseUrl}/chat`: the chat proxy (handle-chat.ts, docs/decisions/0034-chat-proxy.md and 0039). CORS
 * is the handler's: only the site's own origins are answered (chat-origins.ts).
 */
export const chat = onRequest(
  { ...SITE_FUNCTION_OPTIONS, cors: false, secrets: [CHAT_API_KEY, RATE_LIMIT_KEY] },
  async (request, response) => {
    const now = Date.now();
    const result = await handleChat(
      {
        method: request.method,
        origin: request.header('Origin'),
        body: request.body,
        ip: clientIp(request, TRUSTED_PROXY_HOPS.value()),
        appCheckToken: request.header('X-Firebase-AppCheck'),
      },
      {
        allowOrigin: chatOriginCheck(SITE_ORIGIN.value(), process.env.FUNCTIONS_EMULATOR === 'true'),
        instruction: async (locale) => serverInstruction(await catalogue(), locale),
        providerUrl: process.env.CHAT_API_URL?.trim() || DEFAULT_CHAT_API_URL,
        apiKey: CHAT_API_KEY.value().trim(),
        model: process.env.CHAT_MODEL?.trim() || CHAT_MODEL,
        maxTokens: CHAT_MAX_TOKENS,
        timeoutMs: Number(process.env.CHAT_TIMEOUT_MS) || CHAT_PROVIDER_TIMEOUT_MS,
        fetch: globalThis.fetch,
        // A counter too contended to count is one address flooding (or the whole site): refused as spent. Any other
        // failure of the database is thrown on, and answered 503 (handle-chat.ts).
        takeToken: (key) =>
          takeToken(key, CHAT_RATE_LIMIT.max, CHAT_RATE_LIMIT.windowSeconds).catch(spentIfContended),
        retryAfterSeconds: CHAT_RATE_LIMIT.windowSeconds,
        takeBudget: () =>
          countTowardCeiling(CHAT_BUDGET_KEY, CHAT_DAILY_BUDGET.value(), DAY_SECONDS, { now }).catch(
            spentIfContended,
          ),
        budgetRetryAfterSeconds: secondsToDayEnd(now),
        // A limited-use token (the browser asks for one per message), consumed: a token serves once, not an hour.
        verifyAppCheck: ENFORCE_APP_CHECK.value()
          ? async (token) => {
              firestore(); // initialises the admin app
              const verified = await getAppCheck().verifyToken(token, { consume: true });
              return verified.alreadyConsumed !== true;
            }
          : undefined,
        log: (message) => logger.warn(message),
      },
    );
    response.set(result.headers ?? {});
    if (result.status === 204) response.status(204).end();
    else response.status(result.status).json(result.body);
  },
);
