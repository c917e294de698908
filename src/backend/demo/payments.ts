/**
 * The demo's payments (src/backend/payment-types.ts): its own payment page on the site stands in for Stripe
 * (docs/decisions/0048-demo-payment-page.md), so the whole flow runs without keys and no real money moves.
 */
import type { DemoCheckoutApi, PaymentsApi } from '../payment-types';
import { demoRefundOnline } from './online-refunds';
import {
  completeDemoSession,
  demoBalanceLink,
  demoBalanceLinkForPage,
  demoSession,
} from './payment-sessions';
import type { DemoDb } from './schema';

export function createDemoPaymentsApi(
  db: DemoDb,
  now: () => Date,
  currentEmail: () => string,
): { payments: PaymentsApi; demoCheckout: DemoCheckoutApi } {
  return {
    payments: {
      available: () => Promise.resolve(true),
      balanceLink: (enquiryId) => demoBalanceLink(db, enquiryId, now()),
      balanceLinkForPage: (token) => demoBalanceLinkForPage(db, token, now()),
      refundOnline: (enquiryId, amountFils) =>
        demoRefundOnline(db, enquiryId, amountFils, { now: now(), by: currentEmail() }),
    },
    demoCheckout: {
      session: (sessionId) => demoSession(db, sessionId, now()),
      complete: (sessionId, outcome) => completeDemoSession(db, sessionId, outcome, now()),
    },
  };
}
