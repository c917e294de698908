import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { toEnquiry } from '../../src/backend/firebase/booking-converters';
import { charterPaths } from '../../src/config/charter-paths';
import { depositExpiry } from '../../src/domain/deposit';
import {
  balanceDueFils,
  balanceRefusal,
  isReusableLink,
  type PaymentLink,
} from '../../src/domain/ledger/payment-link';
import { DEFAULT_LOCALE, isLocale, localePath } from '../../src/domain/locales';
import { firestore } from './admin';
import { requireCurrentAdmin } from './admin-caller';
import { CHARTER_TOKEN, ENQUIRY_ID } from './ids';
import { SITE_FUNCTION_OPTIONS } from './options';
import { STRIPE_SECRET_KEY, stripeClient } from './stripe-client';
import { createCheckoutSession, siteOrigin, withStripeErrors } from './stripe-session';

/** A balance link stays open as long as Stripe allows a Checkout Session: 24 hours (less a minute's margin). */
const BALANCE_LINK_HOURS = 24;

/**
 * The enquiry a call names: `{ enquiryId }` from the operator (the admin claim, checked as the account stands now),
 * or `{ token }` from whoever holds the client's charter page address (the page's enquiry: no sign-in).
 */
async function balanceEnquiry(request: CallableRequest, db: Firestore): Promise<DocumentSnapshot> {
  const data = (request.data ?? {}) as { enquiryId?: unknown; token?: unknown };
  if (typeof data.token === 'string') {
    if (!CHARTER_TOKEN.test(data.token)) throw new HttpsError('invalid-argument', 'No charter page named.');
    const found = await db.collection('enquiries').where('charter.token', '==', data.token).limit(1).get();
    const snapshot = found.docs[0];
    if (!snapshot) throw new HttpsError('not-found', 'No charter at this address.');
    return snapshot;
  }
  await requireCurrentAdmin(request, 'Only the operator makes balance links for an enquiry.');
  if (typeof data.enquiryId !== 'string' || !ENQUIRY_ID.test(data.enquiryId)) {
    throw new HttpsError('invalid-argument', 'No enquiry named.');
  }
  const snapshot = await db.collection('enquiries').doc(data.enquiryId).get();
  if (!snapshot.exists) throw new HttpsError('not-found', `No enquiry ${data.enquiryId}.`);
  return snapshot;
}

/**
 * Closes a link still open for another amount (something was paid or refunded since), so the client cannot pay the
 * old amount on it. Stripe refusing means it is no longer open: most likely paid a moment ago, which the webhook
 * is about to record, so no new link is made until then.
 */
async function closeOldLink(sessionId: string): Promise<void> {
  try {
    await stripeClient().checkout.sessions.expire(sessionId);
  } catch {
    throw new HttpsError(
      'failed-precondition',
      'The last payment link may have just been paid: try again in a minute, once it is recorded.',
    );
  }
}

/**
 * The link to pay a confirmed charter's balance (docs/decisions/0047-balance-and-refunds-online.md): a Stripe
 * Checkout Session for exactly what is still due, worked out here from the stored quote's total and the ledger's
 * totals (never a number from the browser), in the client's language, back to their charter page. Stored on the
 * enquiry as `balanceLink` and given again while it is open for that same amount.
 */
export async function createBalanceLinkFor(
  request: CallableRequest,
  db: Firestore,
  now: number,
): Promise<PaymentLink> {
  const snapshot = await balanceEnquiry(request, db);
  const enquiry = toEnquiry(snapshot.id, snapshot.data());
  const token = enquiry.charter?.token ?? '';
  const page = token ? await db.collection('charters').doc(token).get() : null;
  const pageState = page?.exists ? (page.get('status') === 'cancelled' ? 'cancelled' : 'active') : null;
  const refusal = balanceRefusal(enquiry, pageState);
  if (refusal) throw new HttpsError('failed-precondition', refusal);
  const amountFils = balanceDueFils(enquiry);
  const stored = enquiry.balanceLink;
  if (stored && isReusableLink(stored, amountFils, now)) return stored;
  if (stored?.status === 'open' && Date.parse(stored.expiresAt) > now) await closeOldLink(stored.sessionId);

  const { expiresAtSeconds } = depositExpiry(now, BALANCE_LINK_HOURS);
  const language = isLocale(enquiry.language) ? enquiry.language : DEFAULT_LOCALE;
  const pageUrl = siteOrigin(request) + localePath(language, charterPaths.page(token));
  const session = await createCheckoutSession({
    purpose: 'balance',
    enquiry,
    amountFils,
    description: `Balance for charter ${enquiry.reference}`,
    expiresAtSeconds,
    successUrl: `${pageUrl}?balance=paid`,
    cancelUrl: `${pageUrl}?balance=unpaid`,
    // A double click (or the operator and the client at once) within a second makes one session; a new amount or a
    // link after the last one closed makes a new one.
    idempotencyKey: `balance-${enquiry.id}-${amountFils}-${stored?.sessionId ?? 'first'}-${Math.floor(now / 1000)}`,
  });
  const link: PaymentLink = {
    purpose: 'balance',
    url: session.url,
    sessionId: session.id,
    amountFils,
    status: 'open',
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(expiresAtSeconds * 1000).toISOString(),
  };
  await snapshot.ref.update({
    balanceLink: {
      ...link,
      createdAt: Timestamp.fromMillis(now),
      expiresAt: Timestamp.fromMillis(expiresAtSeconds * 1000),
    },
  });
  return link;
}

export const createBalanceLink = onCall(
  { ...SITE_FUNCTION_OPTIONS, secrets: [STRIPE_SECRET_KEY] },
  (request) =>
    withStripeErrors('createBalanceLink', 'Stripe could not make the payment link. Please try again.', () =>
      createBalanceLinkFor(request, firestore(), Date.now()),
    ),
);
