import { charterPageWithPaid } from '../../domain/charter/charter-page';
import { entriesIn, MAX_PERIOD_ENTRIES } from '../../domain/dashboard/money';
import { byTime, NO_MONEY, withEntry, type LedgerEntry } from '../../domain/ledger/ledger';
import {
  documentKindOf,
  lastInvoiceNumber,
  byIssue,
  taxDocumentFrom,
} from '../../domain/ledger/tax-document';
import type { Enquiry } from '../../domain/enquiry';
import { notFound } from '../backend-error';
import { checkedLedgerInput } from '../ledger-checks';
import type { LedgerApi } from '../ledger-types';
import { newId } from './ids';
import type { DemoDb } from './schema';
import { inTransaction, type Tx } from './transaction';

function withoutEnquiryId(stored: LedgerEntry & { enquiryId: string }): LedgerEntry {
  const { enquiryId, ...entry } = stored;
  void enquiryId;
  return entry;
}

/** The stores an entry is written to: the demo's transactions that record one include them all. */
export const LEDGER_STORES = ['enquiries', 'ledger', 'charters', 'documents', 'meta', 'settings'] as const;
// Only its stores are used: a transaction over more stores (a voucher's too) passes.
type LedgerTx = Pick<Tx<(typeof LEDGER_STORES)[number][]>, 'objectStore'>;

/**
 * Writes `entry` (already checked) on `enquiry` inside `tx`: the entry, its enquiry's totals, its document with the
 * next number of its series (0046) and its charter page's paid amount and documents. What the server does for online
 * payments in the demo (its stand-in for Stripe) goes through here too. Returns the enquiry as written.
 */
export async function writeEntry(tx: LedgerTx, enquiry: Enquiry, entry: LedgerEntry, now: Date) {
  const money = withEntry(enquiry.money ?? NO_MONEY, entry);
  // The next number of its series, taken in this transaction: none is skipped or given twice.
  const kind = documentKindOf(entry);
  const counter = `counter:${kind}`;
  const serial = Number((await tx.objectStore('meta').get(counter)) ?? '0') + 1;
  const earlier = await tx.objectStore('documents').index('enquiryId').getAll(enquiry.id);
  const document = taxDocumentFrom({
    kind,
    serial,
    entry,
    enquiry,
    settings: (await tx.objectStore('settings').get('booking')) ?? {},
    cites: lastInvoiceNumber(earlier),
    now,
  });
  const written = { ...enquiry, money };
  await tx.objectStore('ledger').put({ ...entry, enquiryId: enquiry.id });
  await tx.objectStore('enquiries').put(written);
  await tx.objectStore('meta').put(String(serial), counter);
  await tx.objectStore('documents').put(document);
  const page = enquiry.charter && (await tx.objectStore('charters').get(enquiry.charter.token));
  if (page) await tx.objectStore('charters').put(charterPageWithPaid(page, money, document));
  return written;
}

/**
 * The charters' ledger in IndexedDB (docs/decisions/0045-ledger.md): an entry, its enquiry's totals, its document with
 * the next number of its series (0046) and its charter page's paid amount and documents, in one transaction, so two
 * records at once both count and never share a number.
 */
export function createDemoLedgerApi(db: DemoDb, now: () => Date, currentEmail: () => string): LedgerApi {
  return {
    async entries(enquiryId) {
      if (!(await db.get('enquiries', enquiryId))) throw notFound('enquiry', enquiryId);
      const stored = await db.getAllFromIndex('ledger', 'enquiryId', enquiryId);
      return stored.map(withoutEnquiryId).sort(byTime);
    },
    async documents(enquiryId) {
      if (!(await db.get('enquiries', enquiryId))) throw notFound('enquiry', enquiryId);
      return (await db.getAllFromIndex('documents', 'enquiryId', enquiryId)).sort(byIssue);
    },
    // The demo's ledger is small (its own charters only), so it is read whole and filtered, rather than given an
    // index on `at` that would need a new schema version.
    async moved(fromDate, toDate) {
      const inPeriod = entriesIn({ from: fromDate, to: toDate }, await db.getAll('ledger'));
      const entries = inPeriod.sort(byTime).slice(0, MAX_PERIOD_ENTRIES);
      return { entries, cut: inPeriod.length > MAX_PERIOD_ENTRIES };
    },
    record: (enquiryId, input) =>
      inTransaction(db, [...LEDGER_STORES], async (tx) => {
        const enquiry = await tx.objectStore('enquiries').get(enquiryId);
        if (!enquiry) throw notFound('enquiry', enquiryId);
        const checked = checkedLedgerInput(enquiry, input, now().getTime());
        const entry: LedgerEntry = {
          ...checked,
          id: newId(),
          recordedAt: now().toISOString(),
          recordedBy: currentEmail(),
        };
        await writeEntry(tx, enquiry, entry, now());
        return entry;
      }),
  };
}
