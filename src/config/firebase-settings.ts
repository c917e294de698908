import type { Env } from './env-schema';
import { REQUIRED_FIREBASE_SETTINGS } from './required-firebase-settings';
import { DEFAULT_FUNCTIONS_EMULATOR_PORT, functionsBaseUrl } from './data-hosts';

/** What `initializeApp` needs, plus whether to talk to the local emulator suite. */
export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  appId: string;
  messagingSenderId?: string;
  useEmulators: boolean;
  /**
   * With `useEmulators`: ports that differ from firebase.json's (a test run's emulators on free ports; its build gets
   * them from VITE_FIREBASE_AUTH_EMULATOR_PORT, VITE_FIRESTORE_EMULATOR_PORT, VITE_FIREBASE_STORAGE_EMULATOR_PORT).
   */
  emulatorPorts?: { auth?: number; firestore?: number; storage?: number };
  /** App Check (docs/decisions/0010-app-check.md): on when a reCAPTCHA site key is set. */
  appCheck?: AppCheckSettings;
  /**
   * With VITE_USE_FUNCTIONS: where this project's Cloud Functions answer, without a trailing slash (a function's URL
   * is this, `/`, its name). Absent: the site does everything from the browser, as without a server.
   */
  functionsBaseUrl?: string;
}

export interface AppCheckSettings {
  siteKey: string;
  provider: 'v3' | 'enterprise';
  /** On the emulators: the debug provider, with this registered token or, without one, a new one logged once. */
  debugToken?: string;
}

/** The Firebase settings when all required ones are present, otherwise the readable list of what is missing. */
export function firebaseSettings(source: Env): { settings: FirebaseSettings } | { problems: string[] } {
  const {
    VITE_FIREBASE_API_KEY: apiKey,
    VITE_FIREBASE_AUTH_DOMAIN: authDomain,
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_STORAGE_BUCKET: storageBucket,
    VITE_FIREBASE_APP_ID: appId,
    VITE_FIREBASE_MESSAGING_SENDER_ID: messagingSenderId,
  } = source;
  if (!apiKey || !authDomain || !projectId || !storageBucket || !appId) {
    return {
      problems: REQUIRED_FIREBASE_SETTINGS.filter((key) => !source[key]).map((key) => `${key}: missing`),
    };
  }
  const useEmulators = source.VITE_USE_FIREBASE_EMULATORS;
  const settings: FirebaseSettings = { apiKey, authDomain, projectId, storageBucket, appId, useEmulators };
  if (messagingSenderId) settings.messagingSenderId = messagingSenderId;
  const emulatorPorts = {
    auth: source.VITE_FIREBASE_AUTH_EMULATOR_PORT,
    firestore: source.VITE_FIRESTORE_EMULATOR_PORT,
    storage: source.VITE_FIREBASE_STORAGE_EMULATOR_PORT,
  };
  if (useEmulators && Object.values(emulatorPorts).some((value) => value !== undefined)) {
    settings.emulatorPorts = Object.fromEntries(
      Object.entries(emulatorPorts).filter(([, value]) => value !== undefined),
    );
  }
  if (source.VITE_APPCHECK_SITE_KEY) {
    settings.appCheck = { siteKey: source.VITE_APPCHECK_SITE_KEY, provider: source.VITE_APPCHECK_PROVIDER };
    if (source.VITE_APPCHECK_DEBUG_TOKEN) settings.appCheck.debugToken = source.VITE_APPCHECK_DEBUG_TOKEN;
  }
  if (source.VITE_USE_FUNCTIONS) {
    settings.functionsBaseUrl = functionsBaseUrl(
      projectId,
      useEmulators ? (source.VITE_FUNCTIONS_EMULATOR_PORT ?? DEFAULT_FUNCTIONS_EMULATOR_PORT) : undefined,
    );
  }
  return { settings };
}
