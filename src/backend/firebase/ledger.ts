// The charters' ledger in Firestore Lite (docs/decisions/0045-ledger.md, 0046-tax-documents.md): the operator's
// offline payments and refunds, each written with its enquiry's totals, its document under the next number of its
// series (a counter moved in the same transaction) and its charter page's paid amount and documents; the rules check
// the totals follow from the entry and the number from the counter. Online card payments are the functions'.
import {
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  Timestamp,
  where,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';
import { charterPageWithPaid } from '../../domain/charter/charter-page';
import { MAX_PERIOD_ENTRIES, type PeriodEntries } from '../../domain/dashboard/money';
import { periodSpan } from '../../domain/dashboard/periods';
import { NO_MONEY, withEntry, byTime, type LedgerEntry } from '../../domain/ledger/ledger';
import type { Enquiry } from '../../domain/enquiry';
import {
  documentKindOf,
  lastInvoiceNumber,
  byIssue,
  taxDocumentFrom,
  type TaxDocumentKind,
} from '../../domain/ledger/tax-document';
import { notFound } from '../backend-error';
import { checkedLedgerInput } from '../ledger-checks';
import type { LedgerApi } from '../ledger-types';
import { toBookingSettings, toEnquiry } from './booking-converters';
import { charterPageData, toCharterPage } from './charter-converters';
import { isFirebaseCode, mapErrors } from './errors';
import { taxDocumentData, toLedgerEntry, toPeriodEntry, toTaxDocument } from './ledger-converters';

/** What an attempt read: its series and the number it took, and the totals' last entry. */
interface Tried {
  kind?: TaxDocumentKind;
  serial?: number;
  lastEntryId?: string;
}

/** The enquiry's invoices and credit notes, in the order they were issued. */
const documentsOf = async (db: Firestore, enquiryId: string) =>
  (await getDocs(query(collection(db, 'invoices'), where('enquiryId', '==', enquiryId)))).docs
    .flatMap((document) => toTaxDocument(document.data()) ?? [])
    .sort(byIssue);

/** Many payments at once all wait their turn on the counter: more tries than the SDK's 5. */
const MAX_ATTEMPTS = 30;
/** The longest random wait before the next try: 50 ms, doubling each time, at most 2 s. */
const retryCeilingMs = (attempt: number) => Math.min(2_000, 50 * 2 ** attempt);

export function createFirestoreLedger(db: Firestore, currentEmail: () => Promise<string>): LedgerApi {
  const enquiryRef = (id: string) => doc(db, 'enquiries', id);

  return {
    entries: (enquiryId) =>
      mapErrors(async () => {
        const [enquiry, entries] = await Promise.all([
          getDoc(enquiryRef(enquiryId)),
          getDocs(collection(db, 'enquiries', enquiryId, 'ledger')),
        ]);
        if (!enquiry.exists()) throw notFound('enquiry', enquiryId);
        return entries.docs.flatMap((entry) => toLedgerEntry(entry.id, entry.data()) ?? []).sort(byTime);
      }),
    documents: (enquiryId) =>
      mapErrors(async () => {
        if (!(await getDoc(enquiryRef(enquiryId))).exists()) throw notFound('enquiry', enquiryId);
        return documentsOf(db, enquiryId);
      }),
    moved: (fromDate, toDate) => mapErrors(() => movedIn(db, fromDate, toDate)),
    record: async (enquiryId, input) => {
      const email = await currentEmail();
      return recordEntry(db, enquiryId, (enquiry, id) => ({
        entry: {
          ...checkedLedgerInput(enquiry, input, Date.now()),
          id,
          recordedAt: new Date().toISOString(),
          recordedBy: email,
        },
      }));
    },
  };
}

/**
 * Every charter's entries whose money moved in the Dubai dates, oldest first: one collection-group query on `at`
 * (the rules' `{path=**}/ledger` block; a collection-group index on `at`, firestore.indexes.json). One more than
 * the cap is asked for, to know whether the answer was cut.
 */
async function movedIn(db: Firestore, fromDate: string, toDate: string): Promise<PeriodEntries> {
  const { start, end } = periodSpan({ from: fromDate, to: toDate });
  const snapshot = await getDocs(
    query(
      collectionGroup(db, 'ledger'),
      where('at', '>=', Timestamp.fromMillis(start)),
      where('at', '<', Timestamp.fromMillis(end)),
      orderBy('at'),
      limit(MAX_PERIOD_ENTRIES + 1),
    ),
  );
  const entries = snapshot.docs
    .slice(0, MAX_PERIOD_ENTRIES)
    .flatMap((entry) => toPeriodEntry(entry.ref.path, entry.data()) ?? [])
    .sort(byTime);
  return { entries, cut: snapshot.size > MAX_PERIOD_ENTRIES };
}

/**
 * What an entry's transaction writes: the entry (given its id), and anything to write with it in the same
 * transaction (a voucher's use), planned after the enquiry is read and before anything is written.
 */
export type EntryPlan = (
  enquiry: Enquiry,
  entryId: string,
  tx: Transaction,
) => { entry: LedgerEntry; alongside?: () => void } | Promise<{ entry: LedgerEntry; alongside?: () => void }>;

/**
 * Records the entry `plan` makes on the enquiry with its totals, its document under the next number of its series and
 * its charter page, in one transaction, tried again while another entry took the number or moved the totals first.
 */
export function recordEntry(db: Firestore, enquiryId: string, plan: EntryPlan): Promise<LedgerEntry> {
  return mapErrors(async () => {
    for (let attempt = 1; ; attempt += 1) {
      const tried: Tried = {};
      try {
        return await recordOnce(db, enquiryId, plan, tried);
      } catch (error) {
        // Another payment took the number, or moved the totals, between this one's reads and its write: the
        // rules refuse what it read as stale (permission-denied, not a retried conflict), so it is read again.
        if (attempt >= MAX_ATTEMPTS || !isFirebaseCode(error, 'permission-denied') || !tried.kind)
          throw error;
        if (!(await movedSince(db, enquiryId, tried))) throw error;
        // All of them tried again at once would collide again: each waits a random while first, longer each time.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * retryCeilingMs(attempt)));
      }
    }
  });
}

/** Whether the counter or the enquiry's totals have moved since the attempt read them. */
async function movedSince(db: Firestore, enquiryId: string, tried: Tried) {
  const [counter, enquiry] = await Promise.all([
    getDoc(doc(db, 'counters', tried.kind ?? 'invoice')),
    getDoc(doc(db, 'enquiries', enquiryId)),
  ]);
  const lastEntryId = String(enquiry.get('money.lastEntryId') ?? '');
  return (Number(counter.get('next')) || 1) !== tried.serial || lastEntryId !== tried.lastEntryId;
}

async function recordOnce(
  db: Firestore,
  enquiryId: string,
  plan: EntryPlan,
  tried: Tried,
): Promise<LedgerEntry> {
  const enquiryRef = (id: string) => doc(db, 'enquiries', id);
  const entryRef = doc(collection(db, 'enquiries', enquiryId, 'ledger'));
  // The charter's invoices so far (a credit note cites the last); issued documents never change.
  const earlier = await documentsOf(db, enquiryId);
  return runTransaction(
    db,
    async (tx) => {
      const snapshot = await tx.get(enquiryRef(enquiryId));
      if (!snapshot.exists()) throw notFound('enquiry', enquiryId);
      const enquiry = toEnquiry(enquiryId, snapshot.data());
      const { entry, alongside } = await plan(enquiry, entryRef.id, tx);
      const kind = documentKindOf(entry);
      const counterRef = doc(db, 'counters', kind);
      const [counter, settings] = await Promise.all([
        tx.get(counterRef),
        tx.get(doc(db, 'settings', 'booking')),
      ]);
      const pageRef = enquiry.charter ? doc(db, 'charters', enquiry.charter.token) : null;
      const page = pageRef ? toCharterPage((await tx.get(pageRef)).data()) : null;
      const serial = Number(counter.get('next')) || 1;
      Object.assign(tried, { serial, kind });
      const document = taxDocumentFrom({
        kind,
        serial,
        entry,
        enquiry,
        settings: toBookingSettings(settings.data()),
        cites: lastInvoiceNumber(earlier),
        now: new Date(),
      });
      const money = withEntry(enquiry.money ?? NO_MONEY, entry);
      tx.set(entryRef, {
        kind: entry.kind,
        amountFils: entry.amountFils,
        method: entry.method,
        at: Timestamp.fromDate(new Date(entry.at)),
        note: entry.note,
        recordedAt: serverTimestamp(),
        recordedBy: entry.recordedBy,
      });
      alongside?.();
      tx.update(enquiryRef(enquiryId), { money });
      tx.set(counterRef, { next: serial + 1 });
      tx.set(doc(db, 'invoices', document.id), {
        ...taxDocumentData(document),
        issuedAt: serverTimestamp(),
      });
      if (pageRef && page) tx.set(pageRef, charterPageData(charterPageWithPaid(page, money, document)));
      return entry;
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
}
