import { logger } from 'firebase-functions';
import { defineBoolean } from 'firebase-functions/params';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { BackendError } from '../../src/backend/types';
import { firestore } from './admin';
import { clientIp } from './client-ip';
import { EnquiryRefusal, handleCreateEnquiry } from './enquiry-handler';
import { firestoreEnquiryStore } from './enquiry-store';
import { RATE_LIMIT_KEY, SITE_ENQUIRIES_PER_HOUR, TRUSTED_PROXY_HOPS } from './limit-params';
import { SITE_FUNCTION_OPTIONS } from './options';

/**
 * Whether a request without a valid App Check token is refused: true where the site has an App Check site key
 * (VITE_APPCHECK_SITE_KEY). `npm run deploy` writes it into functions/.env.<project> (docs/decisions/0033).
 */
export const ENFORCE_APP_CHECK = defineBoolean('ENFORCE_APP_CHECK', {
  default: false,
  description: 'Refuse calls without a valid App Check token (on when the site has an App Check site key).',
});

/**
 * Whether the call carried a valid App Check token not used before: with App Check enforced the token is consumed
 * (`consumeAppCheckToken`), so a copied one serves once (docs/decisions/0039-functions-hardening.md).
 */
export const verifiedApp = (app: { alreadyConsumed?: boolean } | undefined) =>
  app !== undefined && app.alreadyConsumed !== true;

/** BackendError's codes as the callable protocol's (HttpsError) codes. */
function toHttpsError(error: unknown): HttpsError {
  if (error instanceof EnquiryRefusal) return new HttpsError(error.code, error.message);
  if (error instanceof BackendError) {
    if (error.code === 'invalid-argument') return new HttpsError('invalid-argument', error.message);
    if (error.code === 'unavailable') return new HttpsError('unavailable', error.message);
  }
  logger.error('createEnquiry failed', error);
  return new HttpsError('internal', 'The enquiry could not be stored. Please try again.');
}

/**
 * Prices, checks and stores an enquiry or call-back request (functions/src/enquiry-handler.ts). The callable
 * protocol: the browser calls it with plain fetch (src/backend/firebase/functions-client.ts).
 */
export const createEnquiry = onCall(
  { ...SITE_FUNCTION_OPTIONS, consumeAppCheckToken: ENFORCE_APP_CHECK, secrets: [RATE_LIMIT_KEY] },
  async (request) => {
    const now = Date.now();
    try {
      return await handleCreateEnquiry(
        request.data,
        {
          now,
          ip: clientIp(request.rawRequest, TRUSTED_PROXY_HOPS.value()),
          appVerified: verifiedApp(request.app),
          appCheckRequired: ENFORCE_APP_CHECK.value(),
          siteEnquiriesPerHour: SITE_ENQUIRIES_PER_HOUR.value(),
        },
        firestoreEnquiryStore(firestore(), now),
      );
    } catch (error) {
      throw toHttpsError(error);
    }
  },
);
