import type { Env } from './env-schema';

export type { Env } from './env-schema';

/**
 * The settings of this build, checked when it was built (vite.config.ts and vitest.config.ts validate the
 * environment with src/config/env-schema.ts and report problems there). Validating in the browser instead cost every
 * page that reads a setting a validation library and tens of milliseconds of a phone's main thread.
 */
export const env: Env = __SITE_ENV__;

export { firebaseSettings } from './firebase-settings';
export { REQUIRED_FIREBASE_SETTINGS } from './required-firebase-settings';
export type { AppCheckSettings, FirebaseSettings } from './firebase-settings';
