/**
 * The server's side of a charter's ledger (docs/decisions/0045-ledger.md, 0046-tax-documents.md): a card payment or
 * refund that moved online, written in one transaction with the enquiry's totals, its tax invoice or credit note
 * under the next number of its series, the charter page's amount paid and documents, and, for a payment, the index
 * that finds the charter again from Stripe's payment intent (`stripePayments/{pi}`: a refund reports only that).
 * A transaction reads everything before it writes: `readEntryContext` first, then `writeOnlineEntry`.
 */
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { toBookingSettings, toEnquiry } from '../../src/backend/firebase/booking-converters';
import type { Enquiry } from '../../src/domain/enquiry';
import {
  NO_MONEY,
  netPaid,
  withEntry,
  type LedgerEntry,
  type LedgerKind,
} from '../../src/domain/ledger/ledger';
import {
  documentKindOf,
  lastInvoiceNumber,
  taxDocumentFrom,
  type TaxDocument,
} from '../../src/domain/ledger/tax-document';
import { CHARTER_TOKEN } from './ids';

/** Where the payments made online are indexed by their payment intent (admin SDK only; firestore.rules). */
export const STRIPE_PAYMENTS = 'stripePayments';

/** Many webhooks and refunds at once all wait their turn on the counters: more tries than the SDK's 5. */
export const LEDGER_TRANSACTION = { maxAttempts: 30 } as const;

/** An entry the server records: money moved by card online, with Stripe's id. */
export interface OnlineEntry {
  /** The Checkout Session's id for a payment, the refund's (`re_…`) for a refund: so each is recorded once. */
  id: string;
  kind: LedgerKind;
  amountFils: number;
  /** When the money moved (ms). */
  at: number;
  note: string;
  /** The payment intent (`pi_…`) of a payment, the refund (`re_…`) of a refund. */
  stripeId: string;
  /** The payment intent a payment was made, or a refund taken, on (absent: Stripe named none). */
  paymentIntent?: string;
  /** 'server', or the operator who asked for a refund. */
  recordedBy: string;
}

/** What a transaction read before writing an entry. */
export interface EntryContext {
  enquiryRef: DocumentReference;
  enquiry: Enquiry;
  /** The entry when it is already recorded (a replay, or a refund both the webhook and refundOnline saw). */
  recorded: LedgerEntry | null;
  serial: number;
  settings: ReturnType<typeof toBookingSettings>;
  /** The charter page, when it has one. */
  pageRef: DocumentReference | null;
  /** A credit note's: the charter's last invoice number ('' for none). */
  cites: string;
}

const isoOf = (value: unknown) =>
  value instanceof Timestamp ? value.toDate().toISOString() : new Date(0).toISOString();

/** An entry the server recorded before (its ids are Stripe's, never the browser's), as the callers return it. */
function storedEntry(snapshot: DocumentSnapshot): LedgerEntry {
  const data = snapshot.data() ?? {};
  const at = isoOf(data.at);
  return {
    id: snapshot.id,
    kind: data.kind === 'refund' ? 'refund' : 'payment',
    amountFils: Number(data.amountFils) || 0,
    method: 'card-online',
    at,
    note: String(data.note ?? ''),
    recordedAt: data.recordedAt instanceof Timestamp ? isoOf(data.recordedAt) : at,
    recordedBy: String(data.recordedBy ?? ''),
    stripeId: String(data.stripeId ?? ''),
  };
}

/** Reads, in the transaction, what writing `entry` on this (existing) enquiry needs. */
export async function readEntryContext(
  tx: Transaction,
  db: Firestore,
  snapshot: DocumentSnapshot,
  entry: Pick<OnlineEntry, 'id' | 'kind'>,
): Promise<EntryContext> {
  const enquiryRef = snapshot.ref;
  const kind = documentKindOf(entry);
  const token: unknown = snapshot.get('charter.token');
  const pageRef =
    typeof token === 'string' && CHARTER_TOKEN.test(token) ? db.collection('charters').doc(token) : null;
  const [existing, counter, settings, page, invoices] = await Promise.all([
    tx.get(enquiryRef.collection('ledger').doc(entry.id)),
    tx.get(db.collection('counters').doc(kind)),
    tx.get(db.collection('settings').doc('booking')),
    pageRef ? tx.get(pageRef) : null,
    // Outside the transaction's locks (a query would hold every invoice against new ones): a new invoice of this
    // charter changes its totals too, which the transaction holds, so it would be read again on the retry.
    kind === 'credit-note' ? db.collection('invoices').where('enquiryId', '==', snapshot.id).get() : null,
  ]);
  // Issued by the server or the admin under the rules, never changed: read as they are (as the admin reads them).
  const documents = (invoices?.docs ?? []).map((document) => document.data() as TaxDocument);
  return {
    enquiryRef,
    enquiry: toEnquiry(snapshot.id, snapshot.data()),
    recorded: existing.exists ? storedEntry(existing) : null,
    serial: Number(counter.get('next')) || 1,
    settings: toBookingSettings(settings.data()),
    pageRef: page?.exists ? pageRef : null,
    cites: lastInvoiceNumber(documents),
  };
}

/**
 * Writes the entry, the enquiry's totals, its document (numbered `context.serial`, the counter moved by one) and the
 * charter page's amount paid and documents; `pageFields` are further fields of the page to set with them.
 */
export function writeOnlineEntry(
  tx: Transaction,
  db: Firestore,
  context: EntryContext,
  entry: OnlineEntry,
  now: number,
  pageFields: Record<string, unknown> = {},
): { entry: LedgerEntry; document: TaxDocument } {
  const { enquiryRef, enquiry, serial } = context;
  const at = new Date(entry.at).toISOString();
  const kind = documentKindOf(entry);
  const money = withEntry(enquiry.money ?? NO_MONEY, entry);
  tx.set(enquiryRef.collection('ledger').doc(entry.id), {
    kind: entry.kind,
    amountFils: entry.amountFils,
    method: 'card-online',
    at: Timestamp.fromMillis(entry.at),
    note: entry.note,
    recordedAt: FieldValue.serverTimestamp(),
    recordedBy: entry.recordedBy,
    stripeId: entry.stripeId,
    ...(entry.paymentIntent ? { paymentIntent: entry.paymentIntent } : {}),
  });
  tx.update(enquiryRef, { money });
  const document = taxDocumentFrom({
    kind,
    serial,
    entry: { id: entry.id, amountFils: entry.amountFils, at },
    enquiry,
    settings: context.settings,
    cites: context.cites,
    now: new Date(now),
  });
  tx.set(db.collection('counters').doc(kind), { next: serial + 1 });
  tx.create(db.collection('invoices').doc(document.id), { ...document, issuedAt: Timestamp.fromMillis(now) });
  if (context.pageRef) {
    tx.update(context.pageRef, {
      'paid.paidFils': netPaid(money),
      documents: FieldValue.arrayUnion(document),
      ...pageFields,
    });
  }
  if (entry.kind === 'payment' && entry.paymentIntent) {
    tx.set(db.collection(STRIPE_PAYMENTS).doc(entry.paymentIntent), {
      enquiryId: enquiry.id,
      entryId: entry.id,
      amountFils: entry.amountFils,
      at: Timestamp.fromMillis(entry.at),
    });
  }
  const recorded: LedgerEntry = {
    id: entry.id,
    kind: entry.kind,
    amountFils: entry.amountFils,
    method: 'card-online',
    at,
    note: entry.note,
    recordedAt: new Date(now).toISOString(),
    recordedBy: entry.recordedBy,
    stripeId: entry.stripeId,
  };
  return { entry: recorded, document };
}
