import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreOf, rulesEnvironment } from './rules-env';

/**
 * The charter pages' and guest lists' rules (docs/decisions/0043-charter-page.md), each allow with its deny: who holds
 * an address reads it, guests add themselves within the booked count and before the lock, ID numbers only the admin
 * reads, and an old address leads nowhere.
 */
let env: RulesTestEnvironment;
const PAGE = 'P'.repeat(22);
const LIST = 'G'.repeat(22);
const HOUR = 3_600_000;

const dbAs = (uid: string | null, admin = false) =>
  firestoreOf(
    uid === null ? env.unauthenticatedContext() : env.authenticatedContext(uid, admin ? { admin: true } : {}),
  );
const guest = (uid: string, fullName = 'Layla Haddad') => ({ fullName, uid, addedAt: Timestamp.now() });
const id = (uid: string, overrides: Record<string, unknown> = {}) => ({
  nationality: 'AE',
  idType: 'emirates-id',
  idNumber: '784-1990-1234567-6',
  uid,
  ...overrides,
});

/** Adds a guest as `uid` would from the page: the name and the ID in one batch. */
function addAs(
  uid: string,
  slot: string,
  name: Record<string, unknown> = guest(uid),
  number: Record<string, unknown> = id(uid),
  list = LIST,
) {
  const db = dbAs(uid);
  const batch = writeBatch(db);
  batch.set(doc(db, `guestLists/${list}/guests/${slot}`), name);
  batch.set(doc(db, `guestLists/${list}/ids/${slot}`), number);
  return batch.commit();
}

async function givenList(overrides: Record<string, unknown> = {}) {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    await setDoc(doc(db, `charters/${PAGE}`), { token: PAGE, guestToken: LIST, reference: 'MLY-CHARTR' });
    await setDoc(doc(db, `guestLists/${LIST}`), {
      guestToken: LIST,
      status: 'active',
      booked: 2,
      locksAt: Timestamp.fromMillis(Date.now() + 48 * HOUR),
      ...overrides,
    });
  });
}

beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await givenList();
});

describe('charter pages', () => {
  it('are read by whoever holds the address, listed and written by the admin only', async () => {
    await assertSucceeds(getDoc(doc(dbAs(null), `charters/${PAGE}`)));
    await assertFails(getDocs(collection(dbAs(null), 'charters')));
    await assertFails(getDocs(collection(dbAs('guest-a'), 'guestLists')));
    await assertSucceeds(getDocs(collection(dbAs('admin', true), 'charters')));
    await assertFails(
      setDoc(doc(dbAs('guest-a'), `charters/${PAGE}`), { token: PAGE, reference: 'MLY-FORGED' }),
    );
    await assertSucceeds(setDoc(doc(dbAs('admin', true), `charters/${PAGE}`), { token: PAGE }));
  });
});

describe('guest lists', () => {
  it('take a guest before the lock, names readable by the group, the ID by the admin only', async () => {
    await assertSucceeds(addAs('guest-a', '1'));
    await assertSucceeds(getDocs(collection(dbAs(null), `guestLists/${LIST}/guests`)));
    await assertFails(getDoc(doc(dbAs('guest-a'), `guestLists/${LIST}/ids/1`)));
    await assertFails(getDocs(collection(dbAs('guest-b'), `guestLists/${LIST}/ids`)));
    await assertSucceeds(getDoc(doc(dbAs('admin', true), `guestLists/${LIST}/ids/1`)));
  });

  it('refuse a guest past the lock, beyond the booked count, on a cancelled list or without their ID', async () => {
    await assertFails(addAs('guest-a', '3'));
    await assertFails(addAs('guest-a', '0'));
    const db = dbAs('guest-a');
    await assertFails(setDoc(doc(db, `guestLists/${LIST}/guests/1`), guest('guest-a')));
    await givenList({ locksAt: Timestamp.fromMillis(Date.now() - 1000) });
    await assertFails(addAs('guest-a', '1'));
    await givenList({ status: 'cancelled' });
    await assertFails(addAs('guest-a', '1'));
  });

  it('refuse a 10 KB name, an unknown field, a wrong shape of number, and someone else’s uid', async () => {
    await assertFails(addAs('guest-a', '1', guest('guest-a', 'x'.repeat(10_000))));
    await assertFails(addAs('guest-a', '1', { ...guest('guest-a'), phone: '+971501234567' }));
    await assertFails(
      addAs('guest-a', '1', guest('guest-a'), id('guest-a', { idNumber: '784199012345676' })),
    );
    await assertFails(
      addAs('guest-a', '1', guest('guest-a'), id('guest-a', { idType: 'passport', idNumber: 'A1' })),
    );
    await assertFails(addAs('guest-a', '1', guest('guest-a'), { ...id('guest-a'), photo: 'x' }));
    await assertFails(addAs('guest-a', '1', guest('guest-b'), id('guest-b')));
    await assertFails(addAs('guest-a', '1', guest('guest-a'), id('guest-a', { idNumber: '' })));
    await assertSucceeds(
      addAs(
        'guest-a',
        '1',
        guest('guest-a', 'Дмитрий Соколов'),
        id('guest-a', { idType: 'passport', idNumber: 'AB123456' }),
      ),
    );
  });

  it('let a guest change and remove only their own entry, before the lock', async () => {
    await assertSucceeds(addAs('guest-a', '1'));
    await assertFails(addAs('guest-b', '1', guest('guest-b', 'Taken Over'), id('guest-b')));
    await assertSucceeds(addAs('guest-a', '1', guest('guest-a', 'Layla Haddad-Nasser')));
    const other = dbAs('guest-b');
    await assertFails(deleteDoc(doc(other, `guestLists/${LIST}/guests/1`)));
    const own = dbAs('guest-a');
    const batch = writeBatch(own);
    batch.delete(doc(own, `guestLists/${LIST}/guests/1`));
    batch.delete(doc(own, `guestLists/${LIST}/ids/1`));
    await assertSucceeds(batch.commit());
    await assertSucceeds(addAs('guest-a', '1'));
    await givenList({ locksAt: Timestamp.fromMillis(Date.now() - 1000) });
    await assertFails(addAs('guest-a', '1', guest('guest-a', 'Too Late')));
    // The operator changes the list after the lock, and erases the numbers.
    const admin = dbAs('admin', true);
    await assertSucceeds(setDoc(doc(admin, `guestLists/${LIST}/guests/2`), guest('admin', 'Omar')));
    await assertSucceeds(setDoc(doc(admin, `guestLists/${LIST}/ids/1`), id('guest-a', { idNumber: '' })));
  });

  it('lead nowhere once the operator made a new address (the old documents are gone)', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await deleteDoc(doc(firestoreOf(context), `guestLists/${LIST}`));
    });
    await assertFails(addAs('guest-a', '1'));
  });
});

describe('the charter link on an enquiry', () => {
  async function givenEnquiry(status: string) {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), 'enquiries/MLY-CHARTR'), {
        reference: 'MLY-CHARTR',
        status,
        bookingId: null,
      });
    });
  }
  const link = (overrides: Record<string, unknown> = {}) => ({
    charter: { token: PAGE, guestToken: LIST, ...overrides },
  });
  const update = (db: ReturnType<typeof dbAs>, data: Record<string, unknown>) =>
    updateDoc(doc(db, 'enquiries/MLY-CHARTR'), data);

  it('is set by the admin on a confirmed or completed enquiry, with the erasure as a timestamp and a count', async () => {
    await givenEnquiry('confirmed');
    await assertSucceeds(update(dbAs('operator', true), link()));
    await assertSucceeds(
      update(dbAs('operator', true), link({ idsErasedAt: Timestamp.now(), idsErasedCount: 12 })),
    );
    await givenEnquiry('completed');
    await assertSucceeds(update(dbAs('operator', true), link()));
  });

  it('is refused to anyone else, on an enquiry not confirmed, with another shape, or with other changes', async () => {
    await givenEnquiry('confirmed');
    await assertFails(update(dbAs('guest-uid'), link()));
    await assertFails(update(dbAs(null), link()));
    await assertFails(update(dbAs('operator', true), link({ token: 'short' })));
    await assertFails(update(dbAs('operator', true), link({ idsErasedAt: '2031-01-01' })));
    await assertFails(update(dbAs('operator', true), link({ idsErasedCount: -1 })));
    await assertFails(update(dbAs('operator', true), link({ phone: '+971500000000' })));
    await assertFails(update(dbAs('operator', true), { ...link(), name: 'Changed' }));
    await givenEnquiry('new');
    await assertFails(update(dbAs('operator', true), link()));
  });

  it('takes the client’s email for the reminders from the admin; the reminders’ record is the server’s', async () => {
    await givenEnquiry('confirmed');
    await assertSucceeds(update(dbAs('operator', true), link({ email: 'layla@example.ae' })));
    await assertFails(update(dbAs('guest-uid'), link({ email: 'layla@example.ae' })));
    await assertFails(update(dbAs('operator', true), link({ email: 'not an address' })));
    await assertFails(update(dbAs('operator', true), link({ email: `${'a'.repeat(250)}@x.ae` })));
    await assertFails(update(dbAs('operator', true), link({ email: 42 })));
    await assertFails(
      update(dbAs('operator', true), { reminders: { '24h': { status: 'sent', at: Timestamp.now() } } }),
    );
  });
});
