import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import Stripe from 'stripe';
import { isEmailAddress } from '../../src/domain/charter/charter-link';
import { netPaid, NO_MONEY, withEntry, type LedgerTotals } from '../../src/domain/ledger/ledger';
import { taxDocumentFrom, type TaxDocument } from '../../src/domain/ledger/tax-document';
import type { Enquiry } from '../../src/domain/enquiry';
import { FUNCTIONS_REGION } from '../../src/domain/server-api';
import { toBookingSettings, toEnquiry } from '../../src/backend/firebase/booking-converters';
import { firestore } from './admin';
import { STRIPE_WEBHOOK_SECRET } from './stripe-client';

/** How long a processed event's id is kept against replays (Stripe retries for up to three days). */
const EVENT_KEEP_DAYS = 30;

type Outcome = 'paid' | 'expired' | 'replay' | 'unknown' | 'ignored';

/**
 * Applies one verified event (docs/decisions/0037-deposits.md), once: the event's id is stored in `stripeEvents` in
 * the same transaction, so a replay changes nothing. Only the session stored on the enquiry counts.
 */
export async function applyStripeEvent(event: Stripe.Event, db: Firestore, now: number): Promise<Outcome> {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.expired') {
    return 'ignored';
  }
  const session = event.data.object;
  const enquiryId = session.metadata?.enquiryId ?? '';
  const eventRef = db.collection('stripeEvents').doc(event.id);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(eventRef)).exists) return 'replay';
    const enquiryRef = /^[A-Za-z0-9_-]{1,64}$/.test(enquiryId)
      ? db.collection('enquiries').doc(enquiryId)
      : null;
    const enquiry = enquiryRef ? await tx.get(enquiryRef) : null;
    const deposit = enquiry?.get('deposit') as
      { sessionId?: unknown; status?: unknown; amountFils?: unknown } | undefined;
    // The client's charter page shows what is paid (docs/decisions/0043-charter-page.md): kept in step here.
    const token: unknown = enquiry?.get('charter.token');
    const pageRef =
      typeof token === 'string' && /^[A-Za-z0-9_-]{22}$/.test(token)
        ? db.collection('charters').doc(token)
        : null;
    const page = pageRef && (await tx.get(pageRef)).exists ? pageRef : null;
    // The invoice's number and the supplier's identity, read before anything is written (0046).
    const invoicing =
      event.type === 'checkout.session.completed' && enquiry?.exists ? await readInvoicing(tx, db) : null;
    tx.create(eventRef, {
      type: event.type,
      receivedAt: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis(now + EVENT_KEEP_DAYS * 86_400_000),
    });
    if (!enquiryRef || !deposit || deposit.sessionId !== session.id) return 'unknown';
    if (event.type === 'checkout.session.completed') {
      if (session.payment_status !== 'paid') return 'ignored';
      // The email the client paid with: the reminders go to it when the operator gave none (0043).
      const email = session.customer_details?.email?.trim() ?? '';
      tx.update(enquiryRef, {
        'deposit.status': 'paid',
        'deposit.paidAt': Timestamp.fromMillis(event.created * 1000),
        ...(isEmailAddress(email) ? { 'deposit.email': email } : {}),
      });
      // The charter's ledger (docs/decisions/0045-ledger.md): the payment, under the session's id (so once), and
      // the enquiry's totals with it.
      const amountFils = typeof deposit.amountFils === 'number' ? deposit.amountFils : 0;
      const intent = session.payment_intent;
      const stripeId = typeof intent === 'string' ? intent : (intent?.id ?? session.id);
      const money = withEntry((enquiry?.get('money') as LedgerTotals | undefined) ?? NO_MONEY, {
        id: session.id,
        kind: 'payment',
        amountFils,
      });
      tx.set(enquiryRef.collection('ledger').doc(session.id), {
        kind: 'payment',
        amountFils,
        method: 'card-online',
        at: Timestamp.fromMillis(event.created * 1000),
        note: 'Deposit paid online',
        recordedAt: FieldValue.serverTimestamp(),
        recordedBy: 'server',
        stripeId,
      });
      tx.update(enquiryRef, { money });
      const document =
        invoicing && enquiry
          ? issueInvoice(tx, db, invoicing, {
              entry: { id: session.id, amountFils, at: new Date(event.created * 1000).toISOString() },
              enquiry: toEnquiry(enquiryId, enquiry.data()),
              now,
            })
          : null;
      if (page) {
        tx.update(page, {
          paid: { paidFils: netPaid(money), deposit: 'paid' },
          ...(document ? { documents: FieldValue.arrayUnion(document) } : {}),
        });
      }
      return 'paid';
    }
    if (deposit.status === 'paid') return 'ignored';
    tx.update(enquiryRef, { 'deposit.status': 'expired' });
    if (page) tx.update(page, { 'paid.deposit': 'expired' });
    return 'expired';
  });
}

interface Invoicing {
  serial: number;
  settings: ReturnType<typeof toBookingSettings>;
}

/** The next invoice number and the booking settings (the supplier's name, address and TRN), in the transaction. */
async function readInvoicing(tx: Transaction, db: Firestore): Promise<Invoicing> {
  const [counter, settings] = await Promise.all([
    tx.get(db.collection('counters').doc('invoice')),
    tx.get(db.collection('settings').doc('booking')),
  ]);
  return { serial: Number(counter.get('next')) || 1, settings: toBookingSettings(settings.data()) };
}

/**
 * The payment's tax invoice (or receipt), numbered next in the series with the counter moved in the same
 * transaction (docs/decisions/0046-tax-documents.md). Returns it as the client's charter page keeps it.
 */
function issueInvoice(
  tx: Transaction,
  db: Firestore,
  { serial, settings }: Invoicing,
  source: { entry: { id: string; amountFils: number; at: string }; enquiry: Enquiry; now: number },
): TaxDocument {
  const document = taxDocumentFrom({
    kind: 'invoice',
    serial,
    entry: source.entry,
    enquiry: source.enquiry,
    settings,
    cites: '',
    now: new Date(source.now),
  });
  tx.set(db.collection('counters').doc('invoice'), { next: serial + 1 });
  tx.create(db.collection('invoices').doc(document.id), {
    ...document,
    issuedAt: Timestamp.fromMillis(source.now),
  });
  return document;
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
