import { charterPageWithPaid } from '../../domain/charter/charter-page';
import { byTime, NO_MONEY, withEntry, type LedgerEntry } from '../../domain/ledger/ledger';
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
 * The charters' ledger in IndexedDB (docs/decisions/0045-ledger.md): an entry, its enquiry's totals and its charter
 * page's paid amount in one transaction, so two records at once both count.
 */
export function createDemoLedgerApi(db: DemoDb, now: () => Date, currentEmail: () => string): LedgerApi {
  return {
    async entries(enquiryId) {
      if (!(await db.get('enquiries', enquiryId))) throw notFound('enquiry', enquiryId);
      const stored = await db.getAllFromIndex('ledger', 'enquiryId', enquiryId);
      return stored.map(withoutEnquiryId).sort(byTime);
    },
    record: (enquiryId, input) =>
      inTransaction(db, ['enquiries', 'ledger', 'charters'], async (tx) => {
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
        await tx.objectStore('ledger').put({ ...entry, enquiryId });
        await tx.objectStore('enquiries').put({ ...enquiry, money });
        const page = enquiry.charter && (await tx.objectStore('charters').get(enquiry.charter.token));
        if (page) await tx.objectStore('charters').put(charterPageWithPaid(page, money));
        return entry;
      }),
  };
}
