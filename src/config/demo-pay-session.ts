import { fillPattern } from '../domain/slugs';
import { DEMO_PAY_ROUTE } from './demo-pay-paths';

/** A demo session's id: `cs_demo_` and 128 random bits in base64url (as a charter page's token). */
export const DEMO_SESSION_ID = /^cs_demo_[A-Za-z0-9_-]{22}$/;

/** The payment page of a demo session (English-form: the caller adds the language's prefix). */
export const demoPayPath = (sessionId: string) => fillPattern(DEMO_PAY_ROUTE, { session: sessionId });
