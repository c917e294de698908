import { defineSecret } from 'firebase-functions/params';
import Stripe from 'stripe';

/** Stripe's secret API key (`sk_…`): a Functions secret, never in the repository or the site's bundle. */
export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
/** The signing secret of the webhook endpoint (`whsec_…`) that Stripe's dashboard shows. */
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');
/**
 * Only in tests: `host:port` of a local stand-in for Stripe's API, reached over plain HTTP, from the emulator's
 * environment (scripts/emulators/suite.mjs sets it per run, so parallel runs do not share it). Unset: Stripe itself.
 */
export const stripeApiHost = () => process.env.STRIPE_API_HOST ?? '';

/** A Stripe client, pointed at the stand-in when STRIPE_API_HOST names one. */
export function stripeClient(): Stripe {
  const standIn = stripeApiHost();
  if (!standIn) return new Stripe(STRIPE_SECRET_KEY.value(), { maxNetworkRetries: 1 });
  const [host, port] = standIn.split(':');
  return new Stripe(STRIPE_SECRET_KEY.value(), {
    host,
    port: Number(port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}
