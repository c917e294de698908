/**
 * The demo backend's payment page, its stand-in for Stripe's (docs/decisions/0048-demo-payment-page.md), apart from
 * `routes` in paths.ts: only a demo build has it. A demo build is never deployed (a deploy needs Firebase's
 * settings), so Hosting has no rewrite for it; Vite's dev and preview servers serve the app's shell for it. Only the
 * route is here, in every page's first script; its sessions' addresses are in demo-pay-session.ts.
 */
export const DEMO_PAY_ROUTE = '/demo-pay/:session';
