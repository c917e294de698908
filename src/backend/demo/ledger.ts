import { charterPageWithPaid } from '../../domain/charter/charter-page';
import { byTime, NO_MONEY, withEntry, type LedgerEntry } from '../../domain/ledger/ledger';
import {
  documentKindOf,
  lastInvoiceNumber,
  byIssue,
  taxDocumentFrom,
} from '../../domain/ledger/tax-document';
import { notFound } from '../backend-error';
import { checkedLedgerInput } from '../ledger-checks';
import type { LedgerApi } from '../ledger-types';
import { newId } from './ids';
import type { DemoDb } from './schema';
import { inTransaction } from './transaction';

function withoutEnquiryId(stored: LedgerEntry & { enquiryId: string }): LedgerEntry {
  const { enquiryId, ...entry } = stored;
  void enquiryId;
  return entry;
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
    record: (enquiryId, input) =>
      inTransaction(db, ['enquiries', 'ledger', 'charters', 'documents', 'meta', 'settings'], async (tx) => {
        const enquiry = await tx.objectStore('enquiries').get(enquiryId);
        if (!enquiry) throw notFound('enquiry', enquiryId);
        const checked = checkedLedgerInput(enquiry, input, now().getTime());
        const entry: LedgerEntry = {
          ...checked,
          id: newId(),
          recordedAt: now().toISOString(),
          recordedBy: currentEmail(),
        };
        const money = withEntry(enquiry.money ?? NO_MONEY, entry);
        // The next number of its series, taken in this transaction: none is skipped or given twice.
        const kind = documentKindOf(entry);
        const counter = `counter:${kind}`;
        const serial = Number((await tx.objectStore('meta').get(counter)) ?? '0') + 1;
        const earlier = await tx.objectStore('documents').index('enquiryId').getAll(enquiryId);
        const document = taxDocumentFrom({
          kind,
          serial,
          entry,
          enquiry,
          settings: (await tx.objectStore('settings').get('booking')) ?? {},
          cites: lastInvoiceNumber(earlier),
          now: now(),
        });
        await tx.objectStore('ledger').put({ ...entry, enquiryId });
        await tx.objectStore('enquiries').put({ ...enquiry, money });
        await tx.objectStore('meta').put(String(serial), counter);
        await tx.objectStore('documents').put(document);
        const page = enquiry.charter && (await tx.objectStore('charters').get(enquiry.charter.token));
        if (page) await tx.objectStore('charters').put(charterPageWithPaid(page, money, document));
        return entry;
      }),
  };
}
