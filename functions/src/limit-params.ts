/**
 * The settings of the abuse limits (docs/decisions/0040-limits-that-hold.md): Functions params with defaults, so
 * `npm run emulators` asks nothing; `NAME=value` in functions/.env.<project> changes one. The key of the counters'
 * HMAC is a secret (`firebase functions:secrets:set RATE_LIMIT_KEY`), with a fixed stand-in on the emulators.
 */
import { defineInt, defineSecret } from 'firebase-functions/params';

export const TRUSTED_PROXY_HOPS = defineInt('TRUSTED_PROXY_HOPS', {
  default: 1,
  description:
    'Proxies that append to X-Forwarded-For before the functions: 1 when the site calls them at their own ' +
    'address (Google’s front end appends the caller: the last entry); 2 behind a Firebase Hosting rewrite ' +
    '(Hosting’s hop is then the last, the caller the one before it).',
});

export const SITE_ENQUIRIES_PER_HOUR = defineInt('SITE_ENQUIRIES_PER_HOUR', {
  default: 200,
  description:
    'Enquiries per hour for the whole site before a flood is assumed: beyond it each is still stored, flagged, ' +
    'and told to the operator in the next summary email instead of an email of its own.',
});

export const OPERATOR_EMAILS_PER_HOUR = defineInt('OPERATOR_EMAILS_PER_HOUR', {
  default: 30,
  description:
    'Emails about single enquiries per hour: beyond it the enquiries go into one summary email (every 15 minutes).',
});

/** The HMAC key of the counters' ids: without it their ids say nothing of a phone number or an address. */
export const RATE_LIMIT_KEY = defineSecret('RATE_LIMIT_KEY');

/** The key on the emulators when none is set (functions/.secret.local): tests compute the same ids. */
export const EMULATOR_RATE_LIMIT_KEY = 'emulator-rate-limit-key';

/**
 * The counters' HMAC key: the secret; on the emulators the stand-in when it is not set. Outside the emulators a
 * missing key is an error (the deploy asks for the secret), never an unkeyed hash.
 */
export function rateLimitKey(): string {
  const key = process.env.RATE_LIMIT_KEY?.trim() ?? '';
  if (key) return key;
  if (process.env.FUNCTIONS_EMULATOR === 'true') return EMULATOR_RATE_LIMIT_KEY;
  throw new Error('RATE_LIMIT_KEY is not set: firebase functions:secrets:set RATE_LIMIT_KEY');
}
