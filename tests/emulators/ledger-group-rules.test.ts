import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collectionGroup,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firestoreOf, people, rulesEnvironment } from './rules-env';

/**
 * Every charter's ledger read at once (the period figures' money received and refunded,
 * docs/decisions/0029-period-figures.md): the admin's collection-group query on `at` is allowed; nobody else's is,
 * and the group's block lets nobody write an entry past the enquiry's own rules.
 */
let env: RulesTestEnvironment;
const DAY = 86_400_000;
const now = Date.now();

const entry = (amountFils: number, at: number) => ({
  kind: 'payment',
  amountFils,
  method: 'cash',
  at: Timestamp.fromMillis(at),
  note: '',
  recordedAt: Timestamp.fromMillis(at),
  recordedBy: 'operator@marina.test',
});

/** The query the app makes (src/backend/firebase/ledger.ts): the entries of the last week, oldest first. */
const lastWeek = (db: Firestore) =>
  getDocs(
    query(
      collectionGroup(db, 'ledger'),
      where('at', '>=', Timestamp.fromMillis(now - 7 * DAY)),
      where('at', '<', Timestamp.fromMillis(now)),
      orderBy('at'),
      limit(5_001),
    ),
  );

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
    await setDoc(doc(db, 'enquiries/MLY-AAAAAA/ledger/a1'), entry(40_500, now - 2 * DAY));
    await setDoc(doc(db, 'enquiries/MLY-BBBBBB/ledger/b1'), entry(94_500, now - DAY));
    await setDoc(doc(db, 'enquiries/MLY-BBBBBB/ledger/b0'), entry(1_000, now - 30 * DAY));
  });
});

describe('every charter’s ledger at once', () => {
  it('lets the admin query the entries of a period across charters', async () => {
    const snapshot = await assertSucceeds(lastWeek(firestoreOf(people(env).admin)));
    expect(snapshot.docs.map((entry) => entry.ref.path)).toEqual([
      'enquiries/MLY-AAAAAA/ledger/a1',
      'enquiries/MLY-BBBBBB/ledger/b1',
    ]);
  });

  it('refuses it to a visitor, a signed-in account without the claim and a claim that is not true', async () => {
    const { visitor, member, notQuiteAdmin } = people(env);
    await assertFails(lastWeek(firestoreOf(visitor)));
    await assertFails(lastWeek(firestoreOf(member)));
    await assertFails(lastWeek(firestoreOf(notQuiteAdmin)));
  });

  it('gives no way to write an entry outside the enquiry’s own rules', async () => {
    const admin = firestoreOf(people(env).admin);
    // Not under an enquiry: only the group's block matches, and it allows reading alone.
    await assertFails(setDoc(doc(admin, 'elsewhere/x/ledger/e1'), entry(100, now - DAY)));
    await assertSucceeds(getDocs(query(collectionGroup(admin, 'ledger'), limit(1))));
  });
});
