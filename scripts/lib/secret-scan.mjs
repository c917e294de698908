// What a secret looks like, for scanning the build and the repository (scripts/check-secrets.mjs).
// Pure functions: no file access here, so the unit tests can feed it samples.

/** @typedef {{ name: string, pattern: RegExp }} SecretPattern `pattern` has the g flag */
/** @typedef {{ name: string, match: string }} FoundSecret */

/** @type {readonly SecretPattern[]} */
export const SECRET_PATTERNS = [
  { name: 'private key', pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/g },
  { name: 'service-account key file', pattern: /"(?:private_key|private_key_id)"\s*:\s*"[^"]+"/g },
  { name: 'service-account key file', pattern: /"type"\s*:\s*"service_account"/g },
  { name: 'service-account email', pattern: /[a-z0-9-]+@[a-z0-9-]+\.iam\.gserviceaccount\.com/g },
  { name: 'Google API key', pattern: /AIza[0-9A-Za-z_-]{35}/g },
  { name: 'Google OAuth client secret', pattern: /GOCSPX-[0-9A-Za-z_-]{20,}/g },
  { name: 'GitHub token', pattern: /\bgh[pousr]_[0-9A-Za-z]{36,}/g },
  { name: 'AWS access key', pattern: /\bAKIA[0-9A-Z]{16}\b/g },
  { name: 'Slack token', pattern: /\bxox[abprs]-[0-9A-Za-z-]{10,}/g },
  { name: 'Stripe secret key', pattern: /\b[sr]k_live_[0-9A-Za-z]{20,}/g },
  // The deposit functions' secrets (functions/src/stripe-client.ts): a test-mode key or a webhook signing secret is
  // still someone's account. The tests' fakes (sk_test_emulator_stand_in, …) are not shaped like them.
  { name: 'Stripe test secret key', pattern: /\b[sr]k_test_[0-9A-Za-z]{20,}/g },
  { name: 'Stripe webhook signing secret', pattern: /\bwhsec_[0-9A-Za-z]{24,}/g },
  { name: 'OpenAI-style secret key', pattern: /\bsk-(?:proj-)?[A-Za-z0-9_-]{32,}/g },
];

/**
 * The secrets in `text`, as `{ name, match }`. `allowed` lists values that are public by design and may appear,
 * such as the Firebase web API key from VITE_FIREBASE_API_KEY (it identifies the project; the rules protect it).
 * `known` names secrets whose values are known, whatever they look like (the chat provider's key the functions
 * hold, CHAT_API_KEY): each found as it is.
 * @param {string} text
 * @param {{ allowed?: readonly string[], known?: readonly { name: string, value: string }[] }} [options]
 * @returns {FoundSecret[]}
 */
export function findSecrets(text, { allowed = [], known = [] } = {}) {
  /** @type {FoundSecret[]} */
  const found = [];
  for (const { name, pattern } of SECRET_PATTERNS) {
    for (const [match] of text.matchAll(pattern)) {
      if (!allowed.includes(match)) found.push({ name, match });
    }
  }
  for (const { name, value } of known) {
    // Shorter values would match ordinary text.
    if (value.length >= MIN_KNOWN_SECRET_LENGTH && text.includes(value)) found.push({ name, match: value });
  }
  return found;
}

/** A known secret shorter than this is not looked for (a placeholder such as "changeme" would match anything). */
export const MIN_KNOWN_SECRET_LENGTH = 12;

/**
 * The value of `name` in a dotenv file's text (functions/.secret.local: `CHAT_API_KEY=...`), quotes removed.
 * @param {string} text
 * @param {string} name
 * @returns {string | undefined}
 */
export function dotenvValue(text, name) {
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (match?.[1] !== name) continue;
    const value = match[2].trim();
    const quoted = /^(["'])(.*)\1$/.exec(value);
    return quoted ? quoted[2] : value;
  }
  return undefined;
}

/**
 * A secret shortened for printing: enough to find it, not enough to use it.
 * @param {string} value
 */
export function redact(value) {
  return value.length <= 12 ? `${value.slice(0, 4)}…` : `${value.slice(0, 8)}…${value.slice(-2)}`;
}
