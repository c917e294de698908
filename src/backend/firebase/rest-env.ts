// The REST reads' target from the build's web config (import.meta.env), for the deferred backend and the charter
// pages' early read alike. No Firebase import, no settings check (zod): both come with the SDK.
import { DEFAULT_EMULATORS } from '../../config/data-hosts';
import type { RestTarget } from './rest-request';

/** A setting of the build's environment, trimmed; '' when unset. */
export const setting = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const emulatorsOn = () => setting(import.meta.env.VITE_USE_FIREBASE_EMULATORS) === 'true';

/** With App Check on, every read carries its token: the whole SDK is loaded at once, and nothing is read early. */
export const appCheckOn = () => setting(import.meta.env.VITE_APPCHECK_SITE_KEY) !== '';

/** The project and key of the web config, and the Firestore emulator's origin when the build is for it. */
export function restTarget(): RestTarget {
  const emulatorPort =
    Number(setting(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT)) || DEFAULT_EMULATORS.firestore;
  return {
    projectId: setting(import.meta.env.VITE_FIREBASE_PROJECT_ID),
    apiKey: setting(import.meta.env.VITE_FIREBASE_API_KEY),
    origin: emulatorsOn() ? `http://${DEFAULT_EMULATORS.host}:${emulatorPort}` : undefined,
  };
}
