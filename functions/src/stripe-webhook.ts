import { Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import Stripe from 'stripe';
import { isEmailAddress } from '../../src/domain/charter/charter-link';
import { FUNCTIONS_REGION } from '../../src/domain/server-api';
import { firestore } from './admin';
import { CHARTER_TOKEN, ENQUIRY_ID } from './ids';
import { LEDGER_TRANSACTION, readEntryContext, writeOnlineEntry, type OnlineEntry } from './ledger-writes';
import { applyRefundEvent } from './refund-record';
import { STRIPE_WEBHOOK_SECRET } from './stripe-client';
import { logEvent, type Outcome } from './stripe-events';

/**
 * Applies one verified event, once (docs/decisions/0037-deposits.md, 0047-balance-and-refunds-online.md): a Checkout
 * Session paid or expired (the deposit's or the balance's), or a refund made by refundOnline or in Stripe's dashboard.
 */
export async function applyStripeEvent(event: Stripe.Event, db: Firestore, now: number): Promise<Outcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.expired':
      return applySessionEvent(event, event.data.object, db, now);
    case 'refund.created':
    case 'refund.updated':
      return applyRefundEvent(event, event.data.object, db, now);
    default:
      return 'ignored';
  }
}

/** The payment intent a session was paid with, else its own id (a session Stripe reported without one). */
const paymentIntentOf = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;

interface SessionLink {
  snapshot: DocumentSnapshot;
  balance: boolean;
  /** Whether the session is the link stored on the enquiry now. */
  current: boolean;
  status: unknown;
  amountFils: unknown;
}

/**
 * A session's event. Only a session the server made for that enquiry counts: the deposit's stored link, or a
 * balance link (the stored one, or an earlier one the client still paid: money taken is always recorded).
 */
async function applySessionEvent(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  db: Firestore,
  now: number,
): Promise<Outcome> {
  const enquiryId = session.metadata?.enquiryId ?? '';
  const balance = session.metadata?.purpose === 'balance';
  const eventRef = db.collection('stripeEvents').doc(event.id);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(eventRef)).exists) return 'replay';
    const snapshot = ENQUIRY_ID.test(enquiryId)
      ? await tx.get(db.collection('enquiries').doc(enquiryId))
      : null;
    const stored = snapshot?.get(balance ? 'balanceLink' : 'deposit') as
      { sessionId?: unknown; status?: unknown; amountFils?: unknown } | undefined;
    const link: SessionLink | null = snapshot?.exists
      ? {
          snapshot,
          balance,
          current: stored?.sessionId === session.id,
          status: stored?.status,
          amountFils: stored?.amountFils,
        }
      : null;
    const log = () => logEvent(tx, eventRef, event, now);
    if (event.type === 'checkout.session.completed')
      return sessionPaid(tx, db, { event, session, link, log, now });
    return sessionExpired(tx, db, link, log);
  }, LEDGER_TRANSACTION);
}

/** A session paid: its ledger entry, invoice and charter page, and the stored link marked paid. */
async function sessionPaid(
  tx: Transaction,
  db: Firestore,
  {
    event,
    session,
    link,
    log,
    now,
  }: {
    event: Stripe.Event;
    session: Stripe.Checkout.Session;
    link: SessionLink | null;
    log: () => void;
    now: number;
  },
): Promise<Outcome> {
  // A balance paid on an earlier link: Stripe's signed amount is what was taken.
  const amountFils = link?.current
    ? Number(link.amountFils)
    : link?.balance
      ? Number(session.amount_total)
      : 0;
  const pi = paymentIntentOf(session);
  const entry: OnlineEntry = {
    id: session.id,
    kind: 'payment',
    amountFils,
    at: event.created * 1000,
    note: link?.balance ? 'Balance paid online' : 'Deposit paid online',
    stripeId: pi ?? session.id,
    ...(pi ? { paymentIntent: pi } : {}),
    recordedBy: 'server',
  };
  const counts = link && (link.current || link.balance) && Number.isSafeInteger(amountFils) && amountFils > 0;
  const paid = session.payment_status === 'paid';
  const context = counts && paid ? await readEntryContext(tx, db, link.snapshot, entry) : null;
  log();
  if (!link || !counts) return 'unknown';
  if (!context) return 'ignored';
  if (context.recorded) return 'replay';
  if (link.current) {
    tx.update(
      link.snapshot.ref,
      link.balance ? { 'balanceLink.status': 'paid' } : depositPaid(event, session),
    );
  }
  writeOnlineEntry(tx, db, context, entry, now, link.balance ? {} : { 'paid.deposit': 'paid' });
  return 'paid';
}

/** A session expired unpaid: the stored link says so (and, for the deposit, the charter page), never once paid. */
async function sessionExpired(
  tx: Transaction,
  db: Firestore,
  link: SessionLink | null,
  log: () => void,
): Promise<Outcome> {
  const token: unknown = link?.snapshot.get('charter.token');
  const pageRef =
    link && !link.balance && typeof token === 'string' && CHARTER_TOKEN.test(token)
      ? db.collection('charters').doc(token)
      : null;
  const page = pageRef && (await tx.get(pageRef)).exists ? pageRef : null;
  log();
  if (!link?.current) return 'unknown';
  if (link.status !== (link.balance ? 'open' : 'link-sent')) return 'ignored';
  tx.update(link.snapshot.ref, { [link.balance ? 'balanceLink.status' : 'deposit.status']: 'expired' });
  if (page) tx.update(page, { 'paid.deposit': 'expired' });
  return 'expired';
}

/** The deposit's fields once paid, with the email the client paid with (the reminders go to it: 0043). */
function depositPaid(event: Stripe.Event, session: Stripe.Checkout.Session) {
  const email = session.customer_details?.email?.trim() ?? '';
  return {
    'deposit.status': 'paid',
    'deposit.paidAt': Timestamp.fromMillis(event.created * 1000),
    ...(isEmailAddress(email) ? { 'deposit.email': email } : {}),
  };
}

/** Stripe's webhook endpoint: only requests signed with the endpoint's secret are read. */
export const stripeWebhook = onRequest(
  { region: FUNCTIONS_REGION, maxInstances: 10, memory: '256MiB', secrets: [STRIPE_WEBHOOK_SECRET] },
  async (req, res) => {
    if (req.method !== 'POST') {
      res.status(405).send('POST only');
      return;
    }
    const signature = req.header('stripe-signature');
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('unsigned');
      event = Stripe.webhooks.constructEvent(req.rawBody, signature, STRIPE_WEBHOOK_SECRET.value());
    } catch {
      logger.warn('Stripe webhook: a request without a valid signature was refused');
      res.status(400).send('Bad signature');
      return;
    }
    const outcome = await applyStripeEvent(event, firestore(), Date.now());
    // Ids only: no personal data in the logs.
    logger.info('Stripe webhook', { eventId: event.id, type: event.type, outcome });
    res.status(200).json({ received: true, outcome });
  },
);
