// The charters' ledger in Firestore Lite (docs/decisions/0045-ledger.md): the operator's offline payments and
// refunds, each written with its enquiry's totals and its charter page's paid amount in one transaction (the rules
// check the totals follow from the entry). Online card payments are the functions' (stripe-webhook.ts).
import {
  collection,
  doc,
  getDoc,
  getDocs,
  runTransaction,
  serverTimestamp,
  Timestamp,
  type Firestore,
} from 'firebase/firestore/lite';
import { netPaid, NO_MONEY, withEntry, byTime, type LedgerEntry } from '../../domain/ledger/ledger';
import { notFound } from '../backend-error';
import { checkedLedgerInput } from '../ledger-checks';
import type { LedgerApi } from '../ledger-types';
import { toEnquiry } from './booking-converters';
import { mapErrors } from './errors';
import { toLedgerEntry } from './ledger-converters';

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
    record: (enquiryId, input) =>
      mapErrors(async () => {
        const email = await currentEmail();
        const entryRef = doc(collection(db, 'enquiries', enquiryId, 'ledger'));
        return runTransaction(db, async (tx) => {
          const snapshot = await tx.get(enquiryRef(enquiryId));
          if (!snapshot.exists()) throw notFound('enquiry', enquiryId);
          const enquiry = toEnquiry(enquiryId, snapshot.data());
          const checked = checkedLedgerInput(enquiry, input, Date.now());
          const pageRef = enquiry.charter ? doc(db, 'charters', enquiry.charter.token) : null;
          const page = pageRef && (await tx.get(pageRef)).exists() ? pageRef : null;
          const entry: LedgerEntry = {
            ...checked,
            id: entryRef.id,
            recordedAt: new Date().toISOString(),
            recordedBy: email,
          };
          const money = withEntry(enquiry.money ?? NO_MONEY, entry);
          tx.set(entryRef, {
            kind: entry.kind,
            amountFils: entry.amountFils,
            method: entry.method,
            at: Timestamp.fromDate(new Date(entry.at)),
            note: entry.note,
            recordedAt: serverTimestamp(),
            recordedBy: email,
          });
          tx.update(enquiryRef(enquiryId), { money });
          if (page) tx.update(page, { 'paid.paidFils': netPaid(money) });
          return entry;
        });
      }),
  };
}
