// zod's "mini" build: the same validation, a fraction of the work.
import * as z from 'zod/mini';
import { REQUIRED_FIREBASE_SETTINGS } from './required-firebase-settings';

// No eval-compiled parsers: the Content-Security-Policy (firebase.json) has no 'unsafe-eval', and zod's probe for
// it would be reported as a violation on every page.
z.config({ jitless: true });

/**
 * Every setting the site reads from the environment (`VITE_*`, see .env.example). Validated when the site is built
 * (vite.config.ts), in Node: the browser receives the checked result (src/config/env.ts) and never this library.
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

export const envSchema = z.object({
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
  /** true: enquiries, call-backs and the chat go through this project's Cloud Functions (functions/). */
  VITE_USE_FUNCTIONS: z.pipe(
    optional,
    z.transform((value) => value === 'true'),
  ),
  VITE_FUNCTIONS_EMULATOR_PORT: port,
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
  const { env, problems } = parseAll(source);
  const kept = publicEnv(env);
  return { env: kept.env, problems: [...problems, ...kept.problems] };
}

/**
 * What of the settings may reach the browser's JavaScript (every VITE_ setting a build keeps ships in it):
 * - with Cloud Functions on, the EmailJS keys stay out (the server emails the operator; the keys would let anyone
 *   send mail through the operator's account), and vite.config.ts leaves the EmailJS library out too;
 * - an App Check debug token only in a build for the emulators: anywhere else it would switch App Check off for
 *   every visitor, so it is left out and said.
 */
export function publicEnv(env: Env): EnvResult {
  const kept: Env = { ...env };
  const problems: string[] = [];
  if (env.VITE_USE_FUNCTIONS) {
    delete kept.VITE_EMAILJS_PUBLIC_KEY;
    delete kept.VITE_EMAILJS_SERVICE_ID;
    delete kept.VITE_EMAILJS_TEMPLATE_ID;
  }
  if (env.VITE_APPCHECK_DEBUG_TOKEN && !env.VITE_USE_FIREBASE_EMULATORS) {
    delete kept.VITE_APPCHECK_DEBUG_TOKEN;
    problems.push(
      'VITE_APPCHECK_DEBUG_TOKEN: left out of this build: a debug token is only for builds on the emulators ' +
        '(in a public build it would switch App Check off for every visitor).',
    );
  }
  return { env: kept, problems };
}

function parseAll(source: Record<string, unknown>): EnvResult {
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
