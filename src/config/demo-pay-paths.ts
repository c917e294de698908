import { fillPattern } from '../domain/slugs';

/**
 * The demo backend's payment page, its stand-in for Stripe's (docs/decisions/0048-demo-payment-page.md), apart from
 * `routes` in paths.ts: only a demo build has it. A demo build is never deployed (a deploy needs Firebase's
 * settings), so Hosting has no rewrite for it; Vite's dev and preview servers serve the app's shell for it.
 */
export const DEMO_PAY_ROUTE = '/demo-pay/:session';

/** A demo session's id: `cs_demo_` and 128 random bits in base64url (as a charter page's token). */
export const DEMO_SESSION_ID = /^cs_demo_[A-Za-z0-9_-]{22}$/;

/** The payment page of a demo session (English-form: the caller adds the language's prefix). */
export const demoPayPath = (sessionId: string) => fillPattern(DEMO_PAY_ROUTE, { session: sessionId });
