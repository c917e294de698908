import type { FirebaseApp } from 'firebase/app';
import {
  getLimitedUseToken,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
  ReCaptchaV3Provider,
  type AppCheck,
} from 'firebase/app-check';
import type { AppCheckSettings } from '../../config/env';

declare global {
  // The App Check SDK reads this before it starts (Firebase's debug provider).
  var FIREBASE_APPCHECK_DEBUG_TOKEN: boolean | string | undefined;
}

/**
 * App Check: every Firestore, Storage and Auth request carries a token that says it comes from this site, proved by
 * reCAPTCHA (v3, or Enterprise) without a challenge for the visitor. Once App Check is enforced in the Firebase
 * console, a script that copies the public web config can no longer flood the call-back requests. On the
 * emulators the debug provider stands in for reCAPTCHA.
 */
export function startAppCheck(app: FirebaseApp, settings: AppCheckSettings, onEmulators: boolean) {
  if (onEmulators) globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = settings.debugToken ?? true;
  const provider =
    settings.provider === 'enterprise'
      ? new ReCaptchaEnterpriseProvider(settings.siteKey)
      : new ReCaptchaV3Provider(settings.siteKey);
  return initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
}

/**
 * A limited-use App Check token for one call to this project's functions (`X-Firebase-AppCheck`), or null when none
 * could be had: the call goes without it and the server, where it enforces App Check, refuses it. Limited-use, so
 * the server can consume it (the chat proxy does: docs/decisions/0039-functions-hardening.md) and a copied token
 * serves once, not for the hour a session token lives. Firestore's own requests keep the SDK's session tokens.
 */
export async function appCheckToken(appCheck: AppCheck): Promise<string | null> {
  try {
    return (await getLimitedUseToken(appCheck)).token;
  } catch (error) {
    console.warn('No App Check token for the server.', error);
    return null;
  }
}
