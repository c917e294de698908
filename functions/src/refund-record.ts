/**
 * Refunds to the card in the ledger (docs/decisions/0047-balance-and-refunds-online.md): each refund Stripe reports
 * (`refund.created`, `refund.updated`: made by refundOnline or in Stripe's dashboard) or refundOnline receives is
 * recorded once, under its own id (`re_…`), with its credit note, the totals and the charter page, in one
 * transaction. The charter is found from the refund's payment intent by `stripePayments/{pi}`, written with each
 * payment the server records.
 */
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type Stripe from 'stripe';
import type { LedgerEntry } from '../../src/domain/ledger/ledger';
import { ENQUIRY_ID } from './ids';
import {
  LEDGER_TRANSACTION,
  STRIPE_PAYMENTS,
  readEntryContext,
  writeOnlineEntry,
  type OnlineEntry,
} from './ledger-writes';
import { logEvent, type Outcome } from './stripe-events';

/**
 * The statuses of a refund whose money has left the account (Stripe takes it from the balance when the refund is
 * made; a card refund is usually `succeeded` at once). `failed` and `canceled` ones are not money that moved.
 */
const MOVED = new Set(['succeeded', 'pending']);

const refundPaymentIntent = (refund: Stripe.Refund) =>
  typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;

/** The ledger entry of a refund, or null when it is not one to record (no payment intent, not AED, not moved). */
export function refundEntry(refund: Stripe.Refund, recordedBy: string): OnlineEntry | null {
  const pi = refundPaymentIntent(refund);
  const amountFils = refund.amount;
  if (!pi || !MOVED.has(refund.status ?? '') || refund.currency !== 'aed') return null;
  if (!Number.isSafeInteger(amountFils) || amountFils <= 0) return null;
  return {
    id: refund.id,
    kind: 'refund',
    amountFils,
    at: refund.created * 1000,
    note: 'Refunded to the card online',
    stripeId: refund.id,
    paymentIntent: pi,
    recordedBy,
  };
}

/** The enquiry a payment intent paid, by the index the server writes with each payment; null when unknown. */
async function enquiryOfPayment(
  tx: Transaction,
  db: Firestore,
  pi: string,
): Promise<DocumentSnapshot | null> {
  const index = await tx.get(db.collection(STRIPE_PAYMENTS).doc(pi));
  const enquiryId: unknown = index.get('enquiryId');
  if (typeof enquiryId !== 'string' || !ENQUIRY_ID.test(enquiryId)) return null;
  const snapshot = await tx.get(db.collection('enquiries').doc(enquiryId));
  return snapshot.exists ? snapshot : null;
}

/** A refund's event: recorded unless it already is (refundOnline records what it asked for itself). */
export async function applyRefundEvent(
  event: Stripe.Event,
  refund: Stripe.Refund,
  db: Firestore,
  now: number,
): Promise<Outcome> {
  const entry = refundEntry(refund, 'server');
  const eventRef = db.collection('stripeEvents').doc(event.id);
  if (refund.status === 'failed' || refund.status === 'canceled') {
    // Never moved, or given back to the balance: the ledger keeps what it recorded, for the operator to put right.
    logger.warn('Stripe reports a refund that did not go through', {
      refundId: refund.id,
      status: refund.status,
    });
  }
  return db.runTransaction(async (tx) => {
    if ((await tx.get(eventRef)).exists) return 'replay';
    const snapshot = entry?.paymentIntent ? await enquiryOfPayment(tx, db, entry.paymentIntent) : null;
    const context = snapshot && entry ? await readEntryContext(tx, db, snapshot, entry) : null;
    logEvent(tx, eventRef, event, now);
    if (!entry) return 'ignored';
    if (!context) return 'unknown';
    if (context.recorded) return 'replay';
    writeOnlineEntry(tx, db, context, entry, now);
    return 'refunded';
  }, LEDGER_TRANSACTION);
}

/** Records a refund refundOnline received for `enquiryId` (once: the webhook may have been first). */
export async function recordRefund(
  db: Firestore,
  enquiryId: string,
  refund: Stripe.Refund,
  recordedBy: string,
  now: number,
): Promise<LedgerEntry | null> {
  const entry = refundEntry(refund, recordedBy);
  if (!entry) return null;
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(db.collection('enquiries').doc(enquiryId));
    if (!snapshot.exists) return null;
    const context = await readEntryContext(tx, db, snapshot, entry);
    if (context.recorded) return context.recorded;
    return writeOnlineEntry(tx, db, context, entry, now).entry;
  }, LEDGER_TRANSACTION);
}
