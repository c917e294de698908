import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreOf, people, rulesEnvironment } from './rules-env';

/**
 * The balance paid online (docs/decisions/0047-balance-and-refunds-online.md): the enquiry's `balanceLink` and the
 * index of payments by payment intent (`stripePayments`) are the functions' alone (the admin SDK). Each deny beside
 * the allow that shows the same write would otherwise pass.
 */
let env: RulesTestEnvironment;
const ENQUIRY = 'MLY-BALNC2';

const link = (overrides: Record<string, unknown> = {}) => ({
  purpose: 'balance',
  url: 'https://checkout.stripe.com/c/pay/cs_forged',
  sessionId: 'cs_forged',
  amountFils: 150_000,
  status: 'open',
  createdAt: Timestamp.now(),
  expiresAt: Timestamp.fromMillis(Date.now() + 3_600_000),
  ...overrides,
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
      bookingId: 'b1',
    });
    await setDoc(doc(db, 'enquiries/MLY-BALNC3'), {
      reference: 'MLY-BALNC3',
      status: 'confirmed',
      bookingId: 'b2',
      balanceLink: link(),
    });
    await setDoc(doc(db, 'stripePayments/pi_test_1'), { enquiryId: ENQUIRY, entryId: 'cs_1', amountFils: 1 });
  });
});

describe('the balance link', () => {
  it('is written by no browser, not even the admin’s, while the status beside it still changes', async () => {
    const admin = firestoreOf(people(env).admin);
    const ref = doc(admin, `enquiries/${ENQUIRY}`);
    await assertSucceeds(updateDoc(ref, { status: 'completed' }));
    await assertFails(updateDoc(ref, { balanceLink: link() }));
    await assertFails(updateDoc(ref, { status: 'confirmed', balanceLink: link() }));
  });

  it('cannot be marked paid, changed or removed from a browser once the server stored one', async () => {
    const admin = firestoreOf(people(env).admin);
    const ref = doc(admin, 'enquiries/MLY-BALNC3');
    await assertSucceeds(updateDoc(ref, { status: 'completed' }));
    await assertFails(updateDoc(ref, { 'balanceLink.status': 'paid' }));
    await assertFails(updateDoc(ref, { 'balanceLink.amountFils': 1 }));
    await assertFails(updateDoc(ref, { balanceLink: deleteField() }));
  });

  it('does not ride along with the ledger’s totals', async () => {
    const admin = firestoreOf(people(env).admin);
    const entry = {
      kind: 'payment',
      amountFils: 10_000,
      method: 'cash',
      at: Timestamp.fromMillis(Date.now() - 60_000),
      note: '',
      recordedAt: serverTimestamp(),
      recordedBy: 'operator@marina.test',
    };
    const write = (extra: Record<string, unknown>) => {
      const batch = writeBatch(admin);
      batch.set(doc(admin, `enquiries/${ENQUIRY}/ledger/e1`), entry);
      batch.update(doc(admin, `enquiries/${ENQUIRY}`), {
        money: { paidFils: 10_000, refundedFils: 0, lastEntryId: 'e1' },
        ...extra,
      });
      return batch;
    };
    await assertFails(write({ balanceLink: link({ status: 'paid' }) }).commit());
    await assertSucceeds(write({}).commit());
  });

  it('is refused to every other caller too', async () => {
    const { visitor, member, notQuiteAdmin } = people(env);
    for (const context of [visitor, member, notQuiteAdmin]) {
      const db = firestoreOf(context);
      await assertFails(updateDoc(doc(db, `enquiries/${ENQUIRY}`), { balanceLink: link() }));
      await assertFails(getDoc(doc(db, 'enquiries/MLY-BALNC3')));
    }
  });
});

describe('the payments’ index by payment intent', () => {
  it('is read and written by the functions only', async () => {
    const { visitor, member, admin } = people(env);
    for (const context of [visitor, member, admin]) {
      const db = firestoreOf(context);
      await assertFails(getDoc(doc(db, 'stripePayments/pi_test_1')));
      await assertFails(setDoc(doc(db, 'stripePayments/pi_test_2'), { enquiryId: ENQUIRY }));
      await assertFails(updateDoc(doc(db, 'stripePayments/pi_test_1'), { enquiryId: 'MLY-BALNC3' }));
    }
    // The same document is there: the admin SDK (rules off) reads it.
    await env.withSecurityRulesDisabled(async (context) => {
      await assertSucceeds(getDoc(doc(firestoreOf(context), 'stripePayments/pi_test_1')));
    });
  });
});
