import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { toEnquiry } from '../../src/backend/firebase/booking-converters';
import { createFormats } from '../../src/domain/formats';
import { MAX_ENTRY_FILS, NO_MONEY, netPaid, type LedgerEntry } from '../../src/domain/ledger/ledger';
import { LOCALE_INFO } from '../../src/domain/locales';
import { firestore } from './admin';
import { requireCurrentAdmin } from './admin-caller';
import { ENQUIRY_ID } from './ids';
import { STRIPE_PAYMENTS } from './ledger-writes';
import { SITE_FUNCTION_OPTIONS } from './options';
import { recordRefund } from './refund-record';
import { STRIPE_SECRET_KEY, stripeClient } from './stripe-client';
import { withStripeErrors } from './stripe-session';

const formats = createFormats(LOCALE_INFO.en.intl);

/** A card payment made online, and how much of it is refunded so far. */
interface OnlinePayment {
  paymentIntent: string;
  entryId: string;
  at: number;
  amountFils: number;
  refundedFils: number;
}

/** A refund to ask Stripe for: part of one payment. */
interface RefundPart {
  payment: OnlinePayment;
  amountFils: number;
}

/**
 * The charter's card payments made online, newest first, from its ledger: each payment's intent is its `stripeId`
 * (`pi_…`), and each refund names the intent it was taken on (`paymentIntent`).
 */
function onlinePayments(entries: readonly QueryDocumentSnapshot[]): OnlinePayment[] {
  const payments = new Map<string, OnlinePayment>();
  const refunded = new Map<string, number>();
  for (const entry of entries) {
    const data = entry.data();
    if (data.method !== 'card-online' || typeof data.amountFils !== 'number') continue;
    const stripeId = typeof data.stripeId === 'string' ? data.stripeId : '';
    const intent = typeof data.paymentIntent === 'string' ? data.paymentIntent : stripeId;
    if (!intent.startsWith('pi_')) continue;
    if (data.kind === 'refund') refunded.set(intent, (refunded.get(intent) ?? 0) + data.amountFils);
    else if (data.kind === 'payment') {
      const at = typeof data.at?.toMillis === 'function' ? (data.at.toMillis() as number) : 0;
      payments.set(intent, {
        paymentIntent: intent,
        entryId: entry.id,
        at,
        amountFils: data.amountFils,
        refundedFils: 0,
      });
    }
  }
  return [...payments.values()]
    .map((payment) => ({ ...payment, refundedFils: refunded.get(payment.paymentIntent) ?? 0 }))
    .sort((a, b) => b.at - a.at);
}

/** `amountFils` spread over the payments, the newest first; refused when more than is left to refund online. */
function refundPlan(payments: readonly OnlinePayment[], netFils: number, amountFils: number): RefundPart[] {
  const online = payments.reduce((sum, payment) => sum + payment.amountFils - payment.refundedFils, 0);
  const refundable = Math.max(0, Math.min(online, netFils));
  if (amountFils > refundable) {
    throw new HttpsError(
      'failed-precondition',
      `A refund to the card cannot be more than what was paid online and not yet refunded (${formats.aed(refundable)}).`,
    );
  }
  const parts: RefundPart[] = [];
  let left = amountFils;
  for (const payment of payments) {
    const take = Math.min(left, payment.amountFils - payment.refundedFils);
    if (take > 0) parts.push({ payment, amountFils: take });
    left -= Math.max(0, take);
  }
  return parts;
}

/**
 * Refunds up to `amountFils` of a charter's card payments made online, the newest first, with Stripe's refunds API
 * (docs/decisions/0047-balance-and-refunds-online.md): admin only. Each refund is recorded with its credit note as
 * Stripe answers it (the webhook's report of the same refund then changes nothing). The idempotency key is made of
 * what the ledger held, so a double click refunds once and a later refund is a new one.
 */
export async function refundOnlineFor(
  request: CallableRequest,
  db: Firestore,
  now: number,
): Promise<LedgerEntry[]> {
  await requireCurrentAdmin(request, 'Only the operator refunds payments.');
  const { enquiryId, amountFils } = (request.data ?? {}) as { enquiryId?: unknown; amountFils?: unknown };
  if (typeof enquiryId !== 'string' || !ENQUIRY_ID.test(enquiryId)) {
    throw new HttpsError('invalid-argument', 'No enquiry named.');
  }
  if (
    typeof amountFils !== 'number' ||
    !Number.isSafeInteger(amountFils) ||
    amountFils <= 0 ||
    amountFils > MAX_ENTRY_FILS
  ) {
    throw new HttpsError('invalid-argument', 'Enter an amount above zero, in AED with at most two decimals.');
  }
  const ref = db.collection('enquiries').doc(enquiryId);
  const [snapshot, ledger] = await Promise.all([ref.get(), ref.collection('ledger').get()]);
  if (!snapshot.exists) throw new HttpsError('not-found', `No enquiry ${enquiryId}.`);
  const enquiry = toEnquiry(snapshot.id, snapshot.data());
  const parts = refundPlan(onlinePayments(ledger.docs), netPaid(enquiry.money ?? NO_MONEY), amountFils);
  // Payments recorded before the index existed: indexed now, so Stripe's report of the refund finds the charter.
  await Promise.all(
    parts.map(({ payment }) =>
      db
        .collection(STRIPE_PAYMENTS)
        .doc(payment.paymentIntent)
        .set({ enquiryId, entryId: payment.entryId, amountFils: payment.amountFils }, { merge: true }),
    ),
  );
  const recordedBy = typeof request.auth?.token.email === 'string' ? request.auth.token.email : 'server';
  const entries: LedgerEntry[] = [];
  for (const { payment, amountFils: part } of parts) {
    const refund = await stripeClient()
      .refunds.create(
        {
          payment_intent: payment.paymentIntent,
          amount: part,
          metadata: { enquiryId, reference: enquiry.reference },
        },
        { idempotencyKey: `refund-${enquiryId}-${payment.paymentIntent}-${payment.refundedFils}-${part}` },
      )
      .catch((error: unknown) => {
        if (entries.length === 0) throw error;
        const done = entries.reduce((sum, entry) => sum + entry.amountFils, 0);
        throw new HttpsError(
          'unavailable',
          `Stripe refunded ${formats.aed(done)} of ${formats.aed(amountFils)}, then failed: refund the rest again.`,
        );
      });
    const entry = await recordRefund(db, enquiryId, refund, recordedBy, now);
    if (entry) entries.push(entry);
    else
      logger.warn('refundOnline: Stripe did not refund', {
        enquiryId,
        refundId: refund.id,
        status: refund.status,
      });
  }
  return entries;
}

export const refundOnline = onCall({ ...SITE_FUNCTION_OPTIONS, secrets: [STRIPE_SECRET_KEY] }, (request) =>
  withStripeErrors('refundOnline', 'Stripe could not make the refund. Please try again.', () =>
    refundOnlineFor(request, firestore(), Date.now()),
  ),
);
