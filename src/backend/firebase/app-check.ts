import type { FirebaseApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaEnterpriseProvider, ReCaptchaV3Provider } from 'firebase/app-check';
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
