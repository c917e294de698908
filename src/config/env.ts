import { z } from 'zod';

/**
 * Every setting the site reads from the environment (`VITE_*`, see .env.example), validated once at start.
 * Empty strings count as "not set".
 */
const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const envSchema = z.object({
  VITE_FIREBASE_API_KEY: optional,
  VITE_FIREBASE_AUTH_DOMAIN: optional,
  VITE_FIREBASE_PROJECT_ID: optional,
  VITE_FIREBASE_STORAGE_BUCKET: optional,
  VITE_FIREBASE_APP_ID: optional,
  VITE_FIREBASE_MESSAGING_SENDER_ID: optional,
  VITE_USE_FIREBASE_EMULATORS: optional.transform((value) => value === 'true'),
  VITE_EMAILJS_PUBLIC_KEY: optional,
  VITE_EMAILJS_SERVICE_ID: optional,
  VITE_EMAILJS_TEMPLATE_ID: optional,
  VITE_CHAT_API_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  VITE_CHAT_API_KEY: optional,
});

export type Env = z.output<typeof envSchema>;

export interface EnvResult {
  env: Env;
  /** Readable problems, one per setting; empty when all is well. */
  problems: string[];
}

export function parseEnv(source: Record<string, unknown>): EnvResult {
  const result = envSchema.safeParse(source);
  if (result.success) return { env: result.data, problems: [] };
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const fallback = envSchema.safeParse(
    Object.fromEntries(
      Object.entries(source).filter(([key]) => !result.error.issues.some((issue) => issue.path[0] === key)),
    ),
  );
  return { env: fallback.success ? fallback.data : ({} as Env), problems };
}

const parsed = parseEnv(import.meta.env);
if (parsed.problems.length > 0) {
  console.warn(`Configuration problems (these settings are ignored):\n- ${parsed.problems.join('\n- ')}`);
}

export const env: Env = parsed.env;
