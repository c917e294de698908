import { getAuth } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { firestore } from './admin';

/** The Auth errors that mean the caller's sign-in no longer holds. */
const REVOKED = new Set(['auth/id-token-revoked', 'auth/user-disabled', 'auth/user-not-found']);

/**
 * Lets an admin callable go on only for the operator as the account stands now (docs/decisions/0039): the ID token's
 * `admin` claim, then the token checked against revocation (`verifyIdToken(token, true)`: refresh tokens revoked,
 * account disabled or deleted) and the claim against the account's current claims, so an operator whose admin was
 * taken away (`npm run grant-admin -- --revoke`) cannot go on calling for the hour the token still lives.
 */
export async function requireCurrentAdmin(request: CallableRequest, refusal: string): Promise<void> {
  if (request.auth?.token.admin !== true) throw new HttpsError('permission-denied', refusal);
  firestore(); // initialises the admin app
  const auth = getAuth();
  let claims: Record<string, unknown> | undefined;
  try {
    const decoded = await auth.verifyIdToken(request.auth.rawToken, true);
    claims = (await auth.getUser(decoded.uid)).customClaims;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && REVOKED.has(code)) {
      throw new HttpsError('unauthenticated', 'Your sign-in is no longer valid: please sign in again.');
    }
    throw new HttpsError('unavailable', 'Your sign-in could not be checked. Please try again.');
  }
  if (claims?.admin !== true) throw new HttpsError('permission-denied', refusal);
}
