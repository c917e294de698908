// zod's "mini" build: the same validation, a fraction of the bytes (it is in the Firebase build's first load).
import * as z from 'zod/mini';

// No eval-compiled parsers: the Content-Security-Policy (firebase.json) has no 'unsafe-eval', and zod's probe for
// it would be reported as a violation on every page.
z.config({ jitless: true });

/**
 * Every setting the site reads from the environment (`VITE_*`, see .env.example), validated once at start.
 * Empty strings count as "not set".
 */
const optional = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value?.trim() || undefined),
);

/** A TCP port, when set. */
const port = z.pipe(
  optional,
  z.optional(
    z.pipe(
      z
        .string()
        .check(
          z.refine(
            (value) => /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535,
            'must be a port number (1-65535)',
          ),
        ),
      z.transform(Number),
    ),
  ),
);

const envSchema = z.object({
  VITE_FIREBASE_API_KEY: optional,
  VITE_FIREBASE_AUTH_DOMAIN: optional,
  VITE_FIREBASE_PROJECT_ID: optional,
  VITE_FIREBASE_STORAGE_BUCKET: optional,
  VITE_FIREBASE_APP_ID: optional,
  VITE_FIREBASE_MESSAGING_SENDER_ID: optional,
  VITE_USE_FIREBASE_EMULATORS: z.pipe(
    optional,
    z.transform((value) => value === 'true'),
  ),
  VITE_FIREBASE_AUTH_EMULATOR_PORT: port,
  VITE_FIRESTORE_EMULATOR_PORT: port,
  VITE_FIREBASE_STORAGE_EMULATOR_PORT: port,
  VITE_EMAILJS_PUBLIC_KEY: optional,
  VITE_EMAILJS_SERVICE_ID: optional,
  VITE_EMAILJS_TEMPLATE_ID: optional,
  VITE_CHAT_API_URL: z.pipe(optional, z.optional(z.url({ protocol: /^https?$/ }))),
  VITE_CHAT_API_KEY: optional,
  VITE_APPCHECK_SITE_KEY: optional,
  VITE_APPCHECK_PROVIDER: z.pipe(
    optional,
    z.transform((value) => (value === 'enterprise' ? 'enterprise' : 'v3')),
  ),
  VITE_APPCHECK_DEBUG_TOKEN: optional,
  /** Where the site is published (src/config/origin.ts reads it; checked here so a typo is reported). */
  VITE_SITE_ORIGIN: z.pipe(optional, z.optional(z.url({ protocol: /^https?$/ }))),
});

export type Env = z.output<typeof envSchema>;

export interface EnvResult {
  env: Env;
  /** Readable problems, one per setting; empty when all is well. */
  problems: string[];
}

export function parseEnv(source: Record<string, unknown>): EnvResult {
  const result = envSchema.safeParse(source);
  if (result.success) return { env: result.data, problems: firebaseProblems(result.data) };
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const fallback = envSchema.safeParse(
    Object.fromEntries(
      Object.entries(source).filter(([key]) => !result.error.issues.some((issue) => issue.path[0] === key)),
    ),
  );
  const env = fallback.success ? fallback.data : ({} as Env);
  return { env, problems: [...problems, ...firebaseProblems(env)] };
}

/** The settings Firebase cannot start without; `VITE_FIREBASE_MESSAGING_SENDER_ID` is optional. */
export const REQUIRED_FIREBASE_SETTINGS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
] as const;

/** Once any Firebase setting is given (or the emulators are asked for), all five required ones must be. */
function firebaseProblems(env: Env): string[] {
  const anySet =
    REQUIRED_FIREBASE_SETTINGS.some((key) => env[key]) ||
    Boolean(env.VITE_FIREBASE_MESSAGING_SENDER_ID) ||
    env.VITE_USE_FIREBASE_EMULATORS;
  if (!anySet) return [];
  return REQUIRED_FIREBASE_SETTINGS.filter((key) => !env[key]).map(
    (key) => `${key}: missing (all five Firebase settings are needed once one of them is set)`,
  );
}

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
  return { settings };
}

/** The settings of this build; problems are reported once, when a module first uses them. */
function loadEnv(): Env {
  const parsed = parseEnv(import.meta.env);
  if (parsed.problems.length > 0) {
    console.warn(`Configuration problems (see .env.example):\n- ${parsed.problems.join('\n- ')}`);
  }
  return parsed.env;
}

// Pure for the bundler: a page whose code never reads a setting does not download the settings check (zod).
export const env: Env = /* @__PURE__ */ loadEnv();
