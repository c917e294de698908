import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { toDepositHoldHours, toEnquiry } from '../../src/backend/firebase/booking-converters';
import {
  depositExpiry,
  depositRefusal,
  depositReturnPath,
  isOpenLink,
  type Deposit,
} from '../../src/domain/deposit';
import { firestore } from './admin';
import { requireCurrentAdmin } from './admin-caller';
import { depositQuoteProblem } from './deposit-quote';
import { firestoreEnquiryStore } from './enquiry-store';
import { SITE_FUNCTION_OPTIONS } from './options';
import { ENQUIRY_ID } from './ids';
import { STRIPE_SECRET_KEY } from './stripe-client';
import { createCheckoutSession, siteOrigin, withStripeErrors } from './stripe-session';

/**
 * The deposit link of a confirmed enquiry (docs/decisions/0037-deposits.md): a Stripe Checkout Session for the stored
 * quote's deposit, in AED, expiring after the booking settings' hold time. Admin only. A link still open is given
 * again rather than a second one made. A new link only for a quote that is today's price, deposit included
 * (deposit-quote.ts, docs/decisions/0039): otherwise the operator re-quotes first.
 */
export async function createDepositLinkFor(
  request: CallableRequest,
  db: Firestore,
  now: number,
): Promise<Deposit> {
  await requireCurrentAdmin(request, 'Only the operator makes deposit links.');
  const enquiryId = (request.data as { enquiryId?: unknown } | null)?.enquiryId;
  if (typeof enquiryId !== 'string' || !ENQUIRY_ID.test(enquiryId)) {
    throw new HttpsError('invalid-argument', 'No enquiry named.');
  }
  const ref = db.collection('enquiries').doc(enquiryId);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw new HttpsError('not-found', `No enquiry ${enquiryId}.`);
  const enquiry = toEnquiry(snapshot.id, snapshot.data());
  const refusal = depositRefusal(enquiry);
  if (refusal) throw new HttpsError('failed-precondition', refusal);
  if (enquiry.deposit && isOpenLink(enquiry.deposit, now)) return enquiry.deposit;
  if (!enquiry.quote) throw new HttpsError('failed-precondition', 'This enquiry has no quote.');

  const prices = firestoreEnquiryStore(db, now);
  const [yacht, settings, addOns] = await Promise.all([
    prices.yacht(enquiry.quote.selection.yachtId),
    prices.settings(),
    prices.addOns(),
  ]);
  const problem = depositQuoteProblem(enquiry.quote, { yachts: yacht ? [yacht] : [], settings, addOns });
  if (problem) {
    logger.info('Deposit link refused: the stored quote is not today’s price', { enquiryId });
    throw new HttpsError('failed-precondition', problem);
  }
  const amountFils = enquiry.quote.depositFils;
  const holdHours = toDepositHoldHours((await db.collection('settings').doc('booking').get()).data());
  const { expiresAtSeconds, clamped } = depositExpiry(now, holdHours);
  if (clamped) {
    logger.info('Deposit link: the hold time was brought inside Stripe’s 30 min to 24 h', {
      enquiryId,
      holdHours,
    });
  }
  const origin = siteOrigin(request);
  const session = await createCheckoutSession({
    purpose: 'deposit',
    enquiry,
    amountFils,
    description: `Deposit for charter ${enquiry.reference}`,
    expiresAtSeconds,
    successUrl: origin + depositReturnPath(enquiry.language, 'paid', enquiry.reference),
    cancelUrl: origin + depositReturnPath(enquiry.language, 'cancelled', enquiry.reference),
    // A double click within the same second makes one session, not two; a link after an expired one is new.
    idempotencyKey: `deposit-${enquiry.id}-${enquiry.deposit?.sessionId ?? 'first'}-${Math.floor(now / 1000)}`,
  });
  const deposit: Deposit = {
    status: 'link-sent',
    url: session.url,
    sessionId: session.id,
    amountFils,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(expiresAtSeconds * 1000).toISOString(),
  };
  await ref.update({
    deposit: {
      ...deposit,
      createdAt: Timestamp.fromMillis(now),
      expiresAt: Timestamp.fromMillis(expiresAtSeconds * 1000),
    },
  });
  return deposit;
}

export const createDepositLink = onCall(
  { ...SITE_FUNCTION_OPTIONS, secrets: [STRIPE_SECRET_KEY] },
  (request) =>
    withStripeErrors('createDepositLink', 'Stripe could not make the link. Please try again.', () =>
      createDepositLinkFor(request, firestore(), Date.now()),
    ),
);
