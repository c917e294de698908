import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  collection,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreOf, people, rulesEnvironment } from './rules-env';

/**
 * The ledger's rules (docs/decisions/0045-ledger.md), each allow with its deny: the admin reads and records offline
 * entries with the enquiry's totals in the same write; the totals must follow from the entry; a card paid online,
 * a change or a deletion is refused; nobody else reads or writes.
 */
let env: RulesTestEnvironment;
const ENQUIRY = 'MLY-LEDGER';
const EMAIL = 'operator@marina.test';

const entry = (overrides: Record<string, unknown> = {}) => ({
  kind: 'payment',
  amountFils: 40_500,
  method: 'cash',
  at: Timestamp.fromMillis(Date.now() - 3_600_000),
  note: '',
  recordedAt: serverTimestamp(),
  recordedBy: EMAIL,
  ...overrides,
});

/** The entry and the enquiry's totals in one batch, as the admin's app writes them. */
function record(
  db: Firestore,
  entryId: string,
  data: Record<string, unknown>,
  money: Record<string, unknown>,
  enquiry = ENQUIRY,
) {
  const batch = writeBatch(db);
  batch.set(doc(db, `enquiries/${enquiry}/ledger/${entryId}`), data);
  batch.update(doc(db, `enquiries/${enquiry}`), { money });
  return batch.commit();
}
const totals = (paidFils: number, refundedFils: number, lastEntryId: string) => ({
  paidFils,
  refundedFils,
  lastEntryId,
});

beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    await setDoc(doc(db, `enquiries/${ENQUIRY}`), {
      reference: ENQUIRY,
      status: 'confirmed',
      bookingId: null,
    });
    await setDoc(doc(db, 'enquiries/MLY-QUOTED'), {
      reference: 'MLY-QUOTED',
      status: 'quoted',
      bookingId: null,
    });
  });
});

describe('the ledger', () => {
  it('lets the admin record a payment with totals that follow from it, and refuses totals that do not', async () => {
    const admin = firestoreOf(people(env).admin);
    await assertFails(record(admin, 'e1', entry(), totals(40_000, 0, 'e1')));
    await assertFails(record(admin, 'e1', entry(), totals(40_500, 0, 'other')));
    await assertFails(record(admin, 'e1', entry(), totals(40_500, 100, 'e1')));
    await assertSucceeds(record(admin, 'e1', entry(), totals(40_500, 0, 'e1')));
    // The next counts on the stored totals.
    await assertFails(record(admin, 'e2', entry({ amountFils: 100 }), totals(100, 0, 'e2')));
    await assertSucceeds(record(admin, 'e2', entry({ amountFils: 100 }), totals(40_600, 0, 'e2')));
  });

  it('takes a refund up to what was paid, and a payment only on a confirmed enquiry', async () => {
    const admin = firestoreOf(people(env).admin);
    await assertSucceeds(record(admin, 'e1', entry(), totals(40_500, 0, 'e1')));
    const refund = (amountFils: number) => entry({ kind: 'refund', amountFils });
    await assertFails(record(admin, 'e2', refund(40_501), totals(40_500, 40_501, 'e2')));
    await assertSucceeds(record(admin, 'e2', refund(40_500), totals(40_500, 40_500, 'e2')));
    await assertFails(record(admin, 'q1', entry(), totals(40_500, 0, 'q1'), 'MLY-QUOTED'));
  });

  it('refuses what only the server writes and anything out of shape', async () => {
    const admin = firestoreOf(people(env).admin);
    const refused = (data: Record<string, unknown>) =>
      assertFails(record(admin, 'e1', data, totals(Number(data.amountFils) || 0, 0, 'e1')));
    await refused(entry({ method: 'card-online' }));
    await refused({ ...entry(), stripeId: 'pi_123' });
    await refused(entry({ recordedBy: 'someone@else.test' }));
    await refused(entry({ recordedAt: Timestamp.fromMillis(Date.now() - 60_000) }));
    await refused(entry({ at: Timestamp.fromMillis(Date.now() + 3_600_000) }));
    await refused(entry({ amountFils: 0 }));
    await refused(entry({ amountFils: 10.5 }));
    await refused(entry({ kind: 'gift' }));
    await refused(entry({ note: 'two\nlines' }));
    await refused(entry({ note: 'x'.repeat(201) }));
    await assertSucceeds(
      record(admin, 'e1', entry({ note: 'Deposit, cash at the office' }), totals(40_500, 0, 'e1')),
    );
  });

  it('keeps the totals from changing without a new entry, and entries from changing or going', async () => {
    const admin = firestoreOf(people(env).admin);
    await assertSucceeds(record(admin, 'e1', entry(), totals(40_500, 0, 'e1')));
    await assertFails(updateDoc(doc(admin, `enquiries/${ENQUIRY}`), { money: totals(99_000, 0, 'e1') }));
    await assertFails(updateDoc(doc(admin, `enquiries/${ENQUIRY}/ledger/e1`), { amountFils: 1 }));
    await assertFails(deleteDoc(doc(admin, `enquiries/${ENQUIRY}/ledger/e1`)));
    // An enquiry with money is never deleted.
    await assertFails(deleteDoc(doc(admin, `enquiries/${ENQUIRY}`)));
    await assertSucceeds(deleteDoc(doc(admin, 'enquiries/MLY-QUOTED')));
  });

  it('lets only the admin read it, and nobody else record', async () => {
    const { admin, member, visitor, notQuiteAdmin } = people(env);
    await assertSucceeds(record(firestoreOf(admin), 'e1', entry(), totals(40_500, 0, 'e1')));
    await assertSucceeds(getDocs(collection(firestoreOf(admin), `enquiries/${ENQUIRY}/ledger`)));
    for (const context of [member, visitor, notQuiteAdmin]) {
      const db = firestoreOf(context);
      await assertFails(getDoc(doc(db, `enquiries/${ENQUIRY}/ledger/e1`)));
      await assertFails(getDocs(collection(db, `enquiries/${ENQUIRY}/ledger`)));
      await assertFails(record(db, 'e2', entry(), totals(81_000, 0, 'e2')));
    }
  });
});

describe('invoices and their counters', () => {
  const documentOf = (serial: number, entryId: string, overrides: Record<string, unknown> = {}) => ({
    id: `invoice-${serial}`,
    kind: 'invoice',
    serial,
    number: `INV-2026-${String(serial).padStart(6, '0')}`,
    taxInvoice: false,
    issuedAt: serverTimestamp(),
    supplyAt: new Date().toISOString(),
    enquiryId: ENQUIRY,
    entryId,
    reference: ENQUIRY,
    cites: '',
    supplier: { legalName: '', legalAddress: '', trn: '' },
    client: { name: 'Layla' },
    charter: {
      yachtName: 'Azure Pearl',
      selection: { date: '2031-03-04', startMinute: 600, hours: 3, guests: 6 },
    },
    totalFils: 40_500,
    vatFils: 1_929,
    netFils: 38_571,
    language: 'ar',
    ...overrides,
  });

  /** The entry, the totals, the counter and the document in one batch, as the admin's app writes them. */
  function issue(
    db: Firestore,
    {
      entryId,
      paid,
      next,
      documentId,
      document,
    }: {
      entryId: string;
      paid: number;
      next: number | null;
      documentId: string;
      document: Record<string, unknown>;
    },
  ) {
    const batch = writeBatch(db);
    batch.set(doc(db, `enquiries/${ENQUIRY}/ledger/${entryId}`), entry());
    batch.update(doc(db, `enquiries/${ENQUIRY}`), { money: totals(paid, 0, entryId) });
    if (next !== null) batch.set(doc(db, 'counters/invoice'), { next });
    batch.set(doc(db, `invoices/${documentId}`), document);
    return batch.commit();
  }

  it('takes the next number with the counter moved by one in the same write, and refuses a gap or a repeat', async () => {
    const admin = firestoreOf(people(env).admin);
    // A gap (number 2 first), no counter moved, a document of another amount: refused.
    await assertFails(
      issue(admin, {
        entryId: 'e1',
        paid: 40_500,
        next: 3,
        documentId: 'invoice-2',
        document: documentOf(2, 'e1'),
      }),
    );
    await assertFails(
      issue(admin, {
        entryId: 'e1',
        paid: 40_500,
        next: null,
        documentId: 'invoice-1',
        document: documentOf(1, 'e1'),
      }),
    );
    await assertFails(
      issue(admin, {
        entryId: 'e1',
        paid: 40_500,
        next: 2,
        documentId: 'invoice-1',
        document: documentOf(1, 'e1', { totalFils: 1, vatFils: 0, netFils: 1 }),
      }),
    );
    await assertFails(
      issue(admin, {
        entryId: 'e1',
        paid: 40_500,
        next: 2,
        documentId: 'invoice-7',
        document: documentOf(1, 'e1'),
      }),
    );
    await assertSucceeds(
      issue(admin, {
        entryId: 'e1',
        paid: 40_500,
        next: 2,
        documentId: 'invoice-1',
        document: documentOf(1, 'e1'),
      }),
    );
    // The same number again, or the counter moved back: refused; the next one: allowed.
    await assertFails(
      issue(admin, {
        entryId: 'e2',
        paid: 81_000,
        next: 2,
        documentId: 'invoice-1',
        document: documentOf(1, 'e2'),
      }),
    );
    await assertSucceeds(
      issue(admin, {
        entryId: 'e2',
        paid: 81_000,
        next: 3,
        documentId: 'invoice-2',
        document: documentOf(2, 'e2'),
      }),
    );
    // Never changed or deleted, and the counter never moved on its own.
    await assertFails(updateDoc(doc(admin, 'invoices/invoice-1'), { totalFils: 1 }));
    await assertFails(deleteDoc(doc(admin, 'invoices/invoice-1')));
    await assertFails(setDoc(doc(admin, 'counters/invoice'), { next: 4 }));
  });

  it('lets only the admin read them', async () => {
    const { admin, member, visitor } = people(env);
    await assertSucceeds(
      issue(firestoreOf(admin), {
        entryId: 'e1',
        paid: 40_500,
        next: 2,
        documentId: 'invoice-1',
        document: documentOf(1, 'e1'),
      }),
    );
    await assertSucceeds(getDoc(doc(firestoreOf(admin), 'invoices/invoice-1')));
    for (const context of [member, visitor]) {
      await assertFails(getDoc(doc(firestoreOf(context), 'invoices/invoice-1')));
      await assertFails(getDoc(doc(firestoreOf(context), 'counters/invoice')));
      await assertFails(getDocs(collection(firestoreOf(context), 'invoices')));
    }
  });
});
