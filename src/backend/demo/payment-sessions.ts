/**
 * The demo backend's stand-in for Stripe Checkout (docs/decisions/0048-demo-payment-page.md): a balance link is a
 * session of the site's own demo payment page, kept in the `paymentSessions` store and on the enquiry
 * (`balanceLink`), for exactly what is still due (the stored quote's total less the ledger's net paid), open for
 * 24 hours as Stripe's, given again while open for the same amount. Paying it records the card payment in the ledger
 * with its invoice, in the transaction that marks the session and the link paid.
 */
import { DEMO_SESSION_ID, demoPayPath } from '../../config/demo-pay-session';
import type { Enquiry } from '../../domain/enquiry';
import type { LedgerEntry } from '../../domain/ledger/ledger';
import {
  balanceDueFils,
  balanceRefusal,
  isReusableLink,
  type PaymentLink,
} from '../../domain/ledger/payment-link';
import { DEFAULT_LOCALE, isLocale, localePath } from '../../domain/locales';
import { BackendError, notFound } from '../backend-error';
import { newCharterToken } from '../charter-checks';
import type { DemoCheckoutOutcome, DemoCheckoutSession } from '../payment-types';
import { newId } from './ids';
import { LEDGER_STORES, writeEntry } from './ledger';
import type { DemoDb, DemoPaymentSession } from './schema';
import { inTransaction, type Tx } from './transaction';

/** As long as Stripe keeps a Checkout Session open. */
export const DEMO_SESSION_HOURS = 24;

type SessionTx = Tx<('enquiries' | 'charters' | 'paymentSessions')[]>;

const refused = (message: string) => new BackendError('invalid-argument', message);

export const demoCheckoutMessages = {
  notOpen: 'This payment link is no longer open: ask for a new one from the charter page.',
  changed: 'What is due has changed since this link was made: ask for a new one from the charter page.',
} as const;

/** Whether the charter's page exists and is cancelled (balanceRefusal's second argument). */
async function pageState(tx: SessionTx, enquiry: Enquiry) {
  const page = enquiry.charter && (await tx.objectStore('charters').get(enquiry.charter.token));
  if (!page) return null;
  return page.status === 'cancelled' ? 'cancelled' : 'active';
}

/** The session as it stands at `now`: an open one past its time is expired, whatever was stored. */
const statusAt = (session: PaymentLink, now: number): PaymentLink['status'] =>
  session.status === 'open' && Date.parse(session.expiresAt) <= now ? 'expired' : session.status;

/** The payment page's address for a session, absolute, in the client's language. */
function sessionUrl(sessionId: string, language: string) {
  const path = localePath(isLocale(language) ? language : DEFAULT_LOCALE, demoPayPath(sessionId));
  // The demo lives in this browser (its database is this origin's): the page is on this origin.
  return `${globalThis.location?.origin ?? ''}${path}`;
}

/** Makes, or gives again, the balance link of the enquiry `enquiryId` (read inside `tx`). */
async function linkInTransaction(tx: SessionTx, enquiryId: string, now: Date): Promise<PaymentLink> {
  const enquiry = await tx.objectStore('enquiries').get(enquiryId);
  if (!enquiry) throw notFound('enquiry', enquiryId);
  const refusal = balanceRefusal(enquiry, await pageState(tx, enquiry));
  if (refusal) throw refused(refusal);
  const amountFils = balanceDueFils(enquiry);
  const stored = enquiry.balanceLink;
  if (stored && isReusableLink(stored, amountFils, now.getTime())) return stored;
  // An old link still open for another amount is closed, so the client cannot pay what is no longer due.
  const old = stored && (await tx.objectStore('paymentSessions').get(stored.sessionId));
  if (old?.status === 'open') await tx.objectStore('paymentSessions').put({ ...old, status: 'expired' });
  const sessionId = `cs_demo_${newCharterToken()}`;
  const link: PaymentLink = {
    purpose: 'balance',
    url: sessionUrl(sessionId, enquiry.language),
    sessionId,
    amountFils,
    status: 'open',
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + DEMO_SESSION_HOURS * 3_600_000).toISOString(),
  };
  await tx.objectStore('paymentSessions').put({ ...link, enquiryId });
  await tx.objectStore('enquiries').put({ ...enquiry, balanceLink: link });
  return link;
}

const LINK_STORES: ('enquiries' | 'charters' | 'paymentSessions')[] = [
  'enquiries',
  'charters',
  'paymentSessions',
];

/** The balance link of an enquiry (the operator's). */
export const demoBalanceLink = (db: DemoDb, enquiryId: string, now: Date) =>
  inTransaction(db, LINK_STORES, (tx) => linkInTransaction(tx, enquiryId, now));

/** The balance link of the charter whose client page is at `token` (anyone holding it); null: no such page. */
export const demoBalanceLinkForPage = (db: DemoDb, token: string, now: Date) =>
  inTransaction(db, LINK_STORES, async (tx) => {
    if (!(await tx.objectStore('charters').get(token))) return null;
    // The page does not name its enquiry (a browser holding the address never reads the enquiry): the one that
    // names the page.
    let cursor = await tx.objectStore('enquiries').openCursor();
    while (cursor && cursor.value.charter?.token !== token) cursor = await cursor.continue();
    if (!cursor) return null;
    return linkInTransaction(tx, cursor.value.id, now);
  });

/** What the payment page shows of `session`, its enquiry as stored. */
function sessionView(session: DemoPaymentSession, enquiry: Enquiry, now: number): DemoCheckoutSession {
  const money = enquiry.money;
  return {
    sessionId: session.sessionId,
    status: statusAt(session, now),
    amountFils: session.amountFils,
    totalFils: enquiry.quote?.totalFils ?? 0,
    paidFils: (money?.paidFils ?? 0) - (money?.refundedFils ?? 0),
    reference: enquiry.reference,
    yachtName: enquiry.quote?.yachtName ?? '',
    language: isLocale(enquiry.language) ? enquiry.language : DEFAULT_LOCALE,
    charterToken: enquiry.charter?.token ?? '',
    expiresAt: session.expiresAt,
  };
}

/** A session by its id, with its enquiry; null for an id that cannot be one or names none. */
export async function demoSession(db: DemoDb, sessionId: string, now: Date) {
  if (!DEMO_SESSION_ID.test(sessionId)) return null;
  const session = await db.get('paymentSessions', sessionId);
  const enquiry = session && (await db.get('enquiries', session.enquiryId));
  return session && enquiry ? sessionView(session, enquiry, now.getTime()) : null;
}

/** The card payment a paid session records: the server's, as Stripe's webhook would write it. */
function cardPayment(session: DemoPaymentSession, now: Date): LedgerEntry {
  return {
    id: newId(),
    kind: 'payment',
    amountFils: session.amountFils,
    method: 'card-online',
    at: now.toISOString(),
    note: '',
    recordedAt: now.toISOString(),
    recordedBy: 'server',
    stripeId: `pi_demo_${newId()}`,
  };
}

/** Ends a visit to the payment page (DemoCheckoutApi.complete). */
export const completeDemoSession = (db: DemoDb, sessionId: string, outcome: DemoCheckoutOutcome, now: Date) =>
  inTransaction(db, [...LEDGER_STORES, 'paymentSessions'], async (tx) => {
    const session = DEMO_SESSION_ID.test(sessionId)
      ? await tx.objectStore('paymentSessions').get(sessionId)
      : undefined;
    const enquiry = session && (await tx.objectStore('enquiries').get(session.enquiryId));
    if (!session || !enquiry) throw notFound('payment session', sessionId);
    const current = enquiry.balanceLink?.sessionId === sessionId ? enquiry.balanceLink : undefined;
    if (statusAt(session, now.getTime()) !== 'open' || !current) throw refused(demoCheckoutMessages.notOpen);
    // A declined card and a page left unpaid change nothing: the link stays open, as Stripe's does.
    if (outcome !== 'paid') return sessionView(session, enquiry, now.getTime());
    const page = enquiry.charter && (await tx.objectStore('charters').get(enquiry.charter.token));
    const refusal = balanceRefusal(
      enquiry,
      page ? (page.status === 'cancelled' ? 'cancelled' : 'active') : null,
    );
    if (refusal) throw refused(refusal);
    if (balanceDueFils(enquiry) !== session.amountFils) throw refused(demoCheckoutMessages.changed);
    const paid: DemoPaymentSession = { ...session, status: 'paid' };
    const written = await writeEntry(
      tx,
      { ...enquiry, balanceLink: { ...current, status: 'paid' } },
      cardPayment(session, now),
      now,
    );
    await tx.objectStore('paymentSessions').put(paid);
    return sessionView(paid, written, now.getTime());
  });
