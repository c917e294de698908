import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

/** How long a processed event's id is kept against replays (Stripe retries for up to three days). */
const EVENT_KEEP_DAYS = 30;

/** What the webhook did with an event (answered to Stripe and logged, with ids only). */
export type Outcome = 'paid' | 'expired' | 'refunded' | 'replay' | 'unknown' | 'ignored';

/** The event's id, stored in `stripeEvents` in the transaction that applies it, so a replay changes nothing. */
export function logEvent(tx: Transaction, eventRef: DocumentReference, event: Stripe.Event, now: number) {
  tx.create(eventRef, {
    type: event.type,
    receivedAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(now + EVENT_KEEP_DAYS * 86_400_000),
  });
}
