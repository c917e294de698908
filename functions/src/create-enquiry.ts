import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { SITE_FUNCTION_OPTIONS } from './options';

/** Prices, checks and stores an enquiry or call-back request (docs/decisions/0033-server-side.md). */
export const createEnquiry = onCall(SITE_FUNCTION_OPTIONS, () => {
  throw new HttpsError('unimplemented', 'Not yet.');
});
