import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreOf, people, rulesEnvironment } from './rules-env';

/**
 * The rules of cancellations and vouchers (docs/decisions/0049-cancellations-and-vouchers.md), each allow with its
 * deny: the admin cancels a confirmed charter once, within what was paid, less than the policy only with a note, the
 * weather's credit as a voucher new in the same write; anyone reads a voucher by its code, only the admin lists or
 * issues them, and a use is bound to a new payment by credit on the charter that names it.
 */
let env: RulesTestEnvironment;
const ENQUIRY = 'MLY-CANCEL';
const NEXT = 'MLY-NEXT22';
const EMAIL = 'operator@marina.test';
const CODE = 'ABCD234567';
const DAY = 86_400_000;

const cancellation = (over: Record<string, unknown> = {}) => ({
  reason: 'client',
  requestedAt: Timestamp.fromMillis(Date.now() - 60_000),
  refundFils: 20_250,
  note: '',
  at: serverTimestamp(),
  by: EMAIL,
  paidFils: 40_500,
  policyFils: 20_250,
  creditFils: 0,
  voucherCode: '',
  refundedBeforeFils: 0,
  ...over,
});
const cancel = (db: Firestore, over: Record<string, unknown> = {}) =>
  updateDoc(doc(db, `enquiries/${ENQUIRY}`), {
    status: 'lost',
    bookingId: null,
    cancellation: cancellation(over),
  });

const voucher = (over: Record<string, unknown> = {}) => ({
  code: CODE,
  amountFils: 40_500,
  usedFils: 0,
  reason: 'weather',
  issuedAt: serverTimestamp(),
  expiresAt: Timestamp.fromMillis(Date.now() + 365 * DAY),
  fromEnquiryId: ENQUIRY,
  lastUse: null,
  ...over,
});

/** A weather cancellation and its voucher in one write, as the admin's app does it. */
function cancelForWeather(db: Firestore, over: Record<string, unknown> = {}, voucherOver = {}) {
  const batch = writeBatch(db);
  batch.update(doc(db, `enquiries/${ENQUIRY}`), {
    status: 'lost',
    bookingId: null,
    cancellation: cancellation({
      reason: 'weather',
      refundFils: 0,
      policyFils: 0,
      creditFils: 40_500,
      voucherCode: CODE,
      ...over,
    }),
  });
  batch.set(doc(db, `vouchers/${CODE}`), voucher(voucherOver));
  return batch.commit();
}

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
    const money = { paidFils: 40_500, refundedFils: 0, lastEntryId: 'e1' };
    await setDoc(doc(db, `enquiries/${ENQUIRY}`), {
      reference: ENQUIRY,
      status: 'confirmed',
      bookingId: 'b1',
      money,
    });
    await setDoc(doc(db, `enquiries/${NEXT}`), {
      reference: NEXT,
      status: 'confirmed',
      bookingId: 'b2',
      voucherCode: CODE,
    });
  });
});

describe('cancellations', () => {
  it('lets the admin cancel a confirmed charter once, within what was paid', async () => {
    const admin = firestoreOf(people(env).admin);
    await assertFails(cancel(admin, { paidFils: 50_000 }));
    await assertFails(cancel(admin, { refundFils: 40_501 }));
    await assertFails(cancel(admin, { by: 'someone@else.test' }));
    await assertFails(cancel(admin, { requestedAt: Timestamp.fromMillis(Date.now() + DAY) }));
    await assertFails(cancel(admin, { reason: 'bored' }));
    await assertFails(cancel(admin, { refundedBeforeFils: 100 }));
    await assertFails(
      updateDoc(doc(admin, `enquiries/${ENQUIRY}`), {
        status: 'quoted',
        bookingId: null,
        cancellation: cancellation(),
      }),
    );
    await assertSucceeds(cancel(admin));
    await assertFails(cancel(admin));
  });

  it('takes less than the policy only with a note, and binds the operator’s and the weather’s amounts', async () => {
    const admin = firestoreOf(people(env).admin);
    await assertFails(cancel(admin, { refundFils: 10_000 }));
    await assertFails(cancel(admin, { reason: 'operator', policyFils: 20_000, refundFils: 20_000 }));
    await assertFails(cancel(admin, { reason: 'weather', policyFils: 0, refundFils: 0, creditFils: 0 }));
    await assertSucceeds(cancel(admin, { refundFils: 10_000, note: 'Agreed with the client' }));
  });

  it('issues the weather’s voucher only with the cancellation, worth its credit', async () => {
    const admin = firestoreOf(people(env).admin);
    await assertFails(setDoc(doc(admin, `vouchers/${CODE}`), voucher()));
    await assertFails(cancelForWeather(admin, {}, { amountFils: 40_000 }));
    await assertFails(
      cancelForWeather(admin, {}, { expiresAt: Timestamp.fromMillis(Date.now() + 400 * DAY) }),
    );
    await assertFails(
      cancel(admin, {
        reason: 'weather',
        refundFils: 0,
        policyFils: 0,
        creditFils: 40_500,
        voucherCode: CODE,
      }),
    );
    await assertSucceeds(cancelForWeather(admin));
  });

  it('lets nobody else cancel', async () => {
    const { member, visitor, notQuiteAdmin } = people(env);
    for (const context of [member, visitor, notQuiteAdmin]) await assertFails(cancel(firestoreOf(context)));
  });
});

describe('vouchers', () => {
  it('lets the admin issue one by hand, and refuses one out of shape', async () => {
    const admin = firestoreOf(people(env).admin);
    const manual = (over: Record<string, unknown> = {}) =>
      setDoc(doc(admin, `vouchers/${CODE}`), voucher({ reason: 'manual', fromEnquiryId: '', ...over }));
    await assertFails(manual({ amountFils: 0 }));
    await assertFails(manual({ usedFils: 100 }));
    await assertFails(manual({ code: 'OTHER23456' }));
    await assertFails(
      setDoc(doc(admin, 'vouchers/abc'), voucher({ code: 'abc', reason: 'manual', fromEnquiryId: '' })),
    );
    await assertSucceeds(manual());
    await assertFails(deleteDoc(doc(admin, `vouchers/${CODE}`)));
  });

  it('lets anyone read a voucher by its code, and only the admin list them or issue one', async () => {
    const { admin, member, visitor } = people(env);
    await assertSucceeds(
      setDoc(doc(firestoreOf(admin), `vouchers/${CODE}`), voucher({ reason: 'manual', fromEnquiryId: '' })),
    );
    await assertSucceeds(getDoc(doc(firestoreOf(visitor), `vouchers/${CODE}`)));
    await assertSucceeds(getDocs(collection(firestoreOf(admin), 'vouchers')));
    for (const context of [member, visitor]) {
      await assertFails(getDocs(collection(firestoreOf(context), 'vouchers')));
      await assertFails(
        setDoc(
          doc(firestoreOf(context), 'vouchers/ZZZZ234567'),
          voucher({ code: 'ZZZZ234567', reason: 'manual', fromEnquiryId: '' }),
        ),
      );
    }
  });

  it('binds a use to a new payment by credit of the same amount on the charter that names the code', async () => {
    const admin = firestoreOf(people(env).admin);
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), `vouchers/${CODE}`), {
        ...voucher(),
        issuedAt: Timestamp.now(),
      });
    });
    const use = (amountFils: number, method = 'credit', enquiry = NEXT, entryAmount = amountFils) => {
      const batch = writeBatch(admin);
      batch.set(doc(admin, `enquiries/${enquiry}/ledger/u1`), {
        kind: 'payment',
        amountFils: entryAmount,
        method,
        at: Timestamp.fromMillis(Date.now() - 60_000),
        note: `Voucher ${CODE}`,
        recordedAt: serverTimestamp(),
        recordedBy: EMAIL,
      });
      batch.update(doc(admin, `enquiries/${enquiry}`), {
        money: { paidFils: entryAmount, refundedFils: 0, lastEntryId: 'u1' },
      });
      batch.update(doc(admin, `vouchers/${CODE}`), {
        usedFils: amountFils,
        lastUse: { enquiryId: enquiry, entryId: 'u1', amountFils },
      });
      return batch.commit();
    };
    await assertFails(use(40_501));
    await assertFails(use(10_000, 'cash'));
    await assertFails(use(10_000, 'credit', NEXT, 9_000));
    await assertFails(use(10_000, 'credit', ENQUIRY));
    await assertSucceeds(use(10_000));
    await assertFails(updateDoc(doc(admin, `vouchers/${CODE}`), { usedFils: 0 }));
  });

  it('refuses a use once the voucher has expired', async () => {
    const admin = firestoreOf(people(env).admin);
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), `vouchers/${CODE}`), {
        ...voucher(),
        issuedAt: Timestamp.fromMillis(Date.now() - 400 * DAY),
        expiresAt: Timestamp.fromMillis(Date.now() - DAY),
      });
    });
    const batch = writeBatch(admin);
    batch.set(doc(admin, `enquiries/${NEXT}/ledger/u1`), {
      kind: 'payment',
      amountFils: 1_000,
      method: 'credit',
      at: Timestamp.fromMillis(Date.now() - 60_000),
      note: '',
      recordedAt: serverTimestamp(),
      recordedBy: EMAIL,
    });
    batch.update(doc(admin, `enquiries/${NEXT}`), {
      money: { paidFils: 1_000, refundedFils: 0, lastEntryId: 'u1' },
    });
    batch.update(doc(admin, `vouchers/${CODE}`), {
      usedFils: 1_000,
      lastUse: { enquiryId: NEXT, entryId: 'u1', amountFils: 1_000 },
    });
    await assertFails(batch.commit());
  });
});
