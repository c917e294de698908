// The deployed functions: one export per function, named as in src/domain/server-api.ts (FUNCTION_NAMES).
// docs/decisions/0033-server-side.md tells what each does and what the site does without them.
export { createEnquiry } from './create-enquiry';
export { createDepositLink } from './deposit-link';
export { stripeWebhook } from './stripe-webhook';
