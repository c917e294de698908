import type { CallableOptions } from 'firebase-functions/v2/https';
import { FUNCTIONS_REGION } from '../../src/domain/server-api';

/**
 * What every function of the site shares: the region the browser calls (src/domain/server-api.ts), any origin (the
 * site, its previews, the emulators: these functions hold nothing an origin check would protect; App Check and the
 * limits do), and a ceiling on instances so a flood costs little. The chat proxy, which spends the provider's credit,
 * answers only the site's own origins (functions/src/chat/chat-origins.ts, docs/decisions/0039).
 */
export const SITE_FUNCTION_OPTIONS = {
  region: FUNCTIONS_REGION,
  cors: true,
  maxInstances: 10,
  memory: '256MiB',
  timeoutSeconds: 30,
} satisfies CallableOptions;
